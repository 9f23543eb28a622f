import { ukZoneAbbreviation } from './uk-time';

/**
 * Who we are and how to reach us: the name, the contacts and the hours. Every screen, page and e-mail
 * reads these values from here, never from literals of its own; the public site's copy is in business.ts.
 */

export const brand = {
  name: 'Nestway',
  city: 'Leeds',
  tagline: 'Your home in the UK, found for you',
  /** The one e-mail address a client is given to reach us: public pages, dialogs and e-mails alike. */
  supportEmail: 'hello@nestway.co.uk',
  /** The admin team's chat line, shown wherever a client is told to contact us. */
  adminWhatsApp: '447700900100',
  /** The team's own inbox, where notices for the team (a payment to verify) go; never shown to a client. */
  adminEmail: 'admin@nestway.co.uk',
  /** What we do, in one paragraph (the site's footer). */
  summary:
    'A rental-property sourcing service for international students and professionals. We find, view and secure your UK home while you are still abroad.',
} as const;

export const whatsAppLink = (number: string, text?: string) => `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** Core hours in UK time, labelled with the zone in force at `at` (BST in summer, GMT in winter). */
export const coreHours = (at: Date) => `Monday to Friday, 9:00 AM to 5:00 PM (${ukZoneAbbreviation(at)})`;
