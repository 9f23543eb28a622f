import { brand, whatsAppLink } from '@nestway/core/brand';
import { formatMoney } from '@nestway/core/money';
import { formatUkLongDateTime } from '@nestway/core/uk-time';
import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

/** The property and time of a viewing, as the e-mails describe it. */
export interface ViewingSummary {
  propertyAddress: string;
  propertyType: string;
  bedrooms: number;
  bathrooms: number;
  rentPence: number | null;
  viewingAt: Date;
}

export interface SharedVideo {
  propertyAddress: string;
  videoTitle: string;
  /** The team's words about the video or the property, shown to the client. */
  notes: string | null;
}

const adminContact = `WhatsApp ${whatsAppLink(brand.adminWhatsApp)} or e-mail ${brand.supportEmail}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Flat, 2 bedrooms, 1 bathroom, £950.00 a month." */
const propertyLine = (viewing: ViewingSummary) =>
  [
    viewing.propertyType,
    plural(viewing.bedrooms, 'bedroom'),
    plural(viewing.bathrooms, 'bathroom'),
    ...(viewing.rentPence === null ? [] : [`${formatMoney(viewing.rentPence)} a month`]),
  ].join(', ') + '.';

/** To the client when the admin books a viewing for them, alone or with other clients. */
export const viewingBookedMail = (to: Recipient, viewing: ViewingSummary, notes: string | null, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `Property viewing booked: ${viewing.propertyAddress}`,
    greetingName: to.fullName,
    paragraphs: [
      `We have booked a viewing of ${viewing.propertyAddress} for you on ${formatUkLongDateTime(viewing.viewingAt.toISOString())}.`,
      propertyLine(viewing),
      ...(notes ? [`Note from our team: ${notes}`] : []),
      'You will find it under Property Viewings on your dashboard, where its walkthrough video will appear once it is ready.',
    ],
    button: { label: 'See my viewings', url: dashboardUrl },
    footnote: `Questions about this viewing? Contact the admin team: ${adminContact}.`,
  });

/** To the client when the admin cancels one of their viewings, with the reason when one was given. */
export const viewingCancelledMail = (to: Recipient, viewing: ViewingSummary, reason: string | null, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `Property viewing cancelled: ${viewing.propertyAddress}`,
    greetingName: to.fullName,
    paragraphs: [
      `Your viewing of ${viewing.propertyAddress} on ${formatUkLongDateTime(viewing.viewingAt.toISOString())} has been cancelled.`,
      ...(reason ? [`Reason from our team: ${reason}`] : []),
      'Your other viewings are unchanged; you can see them all on your dashboard.',
    ],
    button: { label: 'See my viewings', url: dashboardUrl },
    footnote: `Questions about this? Contact the admin team: ${adminContact}.`,
  });

/** To the client when a walkthrough video of a property is ready for them to watch. */
export const videoReadyMail = (to: Recipient, video: SharedVideo, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `Your walkthrough video is ready: ${video.propertyAddress}`,
    greetingName: to.fullName,
    paragraphs: [
      `Our team has shared a walkthrough video of ${video.propertyAddress} with you: ${video.videoTitle}.`,
      ...(video.notes ? [`Note from our team: ${video.notes}`] : []),
      'Watch it under Property Viewings on your dashboard. If you like the property, you can make an offer from there.',
    ],
    button: { label: 'Watch the video', url: dashboardUrl },
  });
