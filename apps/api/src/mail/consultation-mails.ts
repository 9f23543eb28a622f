import { brand, whatsAppLink } from '@nestway/core/brand';
import { formatMoney } from '@nestway/core/money';
import { formatUkLongDateTime } from '@nestway/core/uk-time';
import { renderMail } from './layout';
import type { MailMessage } from './mailer';

interface Recipient {
  email: string;
  fullName: string;
}

type Invitation = NonNullable<MailMessage['icalEvent']>;

const adminContact = `WhatsApp ${whatsAppLink(brand.adminWhatsApp)} or e-mail ${brand.supportEmail}`;
const notesParagraph = (notes: string | null) => (notes ? [`Note from our team: ${notes}`] : []);

/** To the client when the admin confirms the call, or books it: the UK time and the invitation. */
export const consultationConfirmedMail = (to: Recipient, at: Date, notes: string | null, invitation: Invitation, dashboardUrl: string) => ({
  ...renderMail({
    to: to.email,
    subject: 'Your consultation call is confirmed',
    greetingName: to.fullName,
    paragraphs: [
      `Your consultation call with the ${brand.name} team is confirmed for ${formatUkLongDateTime(at.toISOString())}.`,
      ...notesParagraph(notes),
      'The attached invitation adds it to your calendar, in your own time zone.',
    ],
    button: { label: 'Go to my dashboard', url: dashboardUrl },
    footnote: `Need another time? Contact the admin team: ${adminContact}.`,
  }),
  icalEvent: invitation,
});

/** To the client when the admin moves a confirmed call: the old and the new UK time. */
export const consultationRescheduledMail = (
  to: Recipient,
  from: Date,
  at: Date,
  notes: string | null,
  invitation: Invitation,
  dashboardUrl: string,
) => ({
  ...renderMail({
    to: to.email,
    subject: 'Your consultation call has moved',
    greetingName: to.fullName,
    paragraphs: [
      `Your consultation call has moved from ${formatUkLongDateTime(from.toISOString())} to ${formatUkLongDateTime(at.toISOString())}.`,
      ...notesParagraph(notes),
      'The attached invitation updates the event in your calendar.',
    ],
    button: { label: 'Go to my dashboard', url: dashboardUrl },
    footnote: `Need another time? Contact the admin team: ${adminContact}.`,
  }),
  icalEvent: invitation,
});

/**
 * To the client when a call is cancelled. A confirmed call's e-mail states its UK time and carries the
 * cancellation for the calendar; a request that was never confirmed had no invitation to withdraw.
 */
export const consultationCancelledMail = (
  to: Recipient,
  cancelled: { at: Date; confirmed: boolean },
  invitation: Invitation | null,
  bookingUrl: string,
) => ({
  ...renderMail({
    to: to.email,
    subject: 'Your consultation call has been cancelled',
    greetingName: to.fullName,
    paragraphs: [
      cancelled.confirmed
        ? `Your consultation call on ${formatUkLongDateTime(cancelled.at.toISOString())} has been cancelled.`
        : `Your consultation request for ${formatUkLongDateTime(cancelled.at.toISOString())} has been cancelled.`,
      'You can book a new time from your dashboard whenever you are ready.',
    ],
    button: { label: 'Book a new time', url: bookingUrl },
    footnote: `Questions? Contact the admin team: ${adminContact}.`,
  }),
  ...(invitation && { icalEvent: invitation }),
});

/** To the client once the call has been held: the fee it set, and the next step. */
export const consultationCompletedMail = (to: Recipient, feePence: number, notes: string | null, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: 'Thank you for your consultation call',
    greetingName: to.fullName,
    paragraphs: [
      `Thank you for speaking with us. Your consultation is complete, and your initial service fee is ${formatMoney(feePence)}.`,
      ...notesParagraph(notes),
      'Your next step is to pay it from your dashboard, by card or by bank transfer.',
    ],
    button: { label: 'Pay initial fees', url: dashboardUrl },
    footnote: `Questions? Contact the admin team: ${adminContact}.`,
  });
