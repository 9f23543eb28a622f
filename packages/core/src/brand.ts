/**
 * Who we are and how to reach us: the name, the contacts and the hours. Every screen, page and e-mail
 * reads these values from here, never from literals of its own; the public site's words are in the
 * `public` message catalogue (i18n/messages/public), in every language.
 */

export const brand = {
  name: 'Nestway',
  city: 'Leeds',
  /** The one e-mail address a client is given to reach us: public pages, dialogs and e-mails alike. */
  supportEmail: 'hello@nestway.co.uk',
  /** The admin team's chat line, shown wherever a client is told to contact us. */
  adminWhatsApp: '447700900100',
  /** The team's own inbox, where notices for the team (a payment to verify) go; never shown to a client. */
  adminEmail: 'admin@nestway.co.uk',
} as const;

export const whatsAppLink = (number: string, text?: string) => `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** The team's core hours, Monday to Friday, in UK time (hours of the day). */
export const coreHours = { opens: 9, closes: 17 } as const;
