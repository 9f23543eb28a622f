import * as m from '@nestway/core/i18n/messages';
import type { Locale } from '@nestway/core/locales';
import { mailFormats, type Recipient } from './formats';
import { renderMail } from './layout';

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

/** "Flat, 2 bedrooms, 1 bathroom, £950.00 a month." */
function propertyLine(viewing: ViewingSummary, locale: Locale) {
  const facts = {
    type: viewing.propertyType,
    bedrooms: m.email_viewing_bedrooms({ count: viewing.bedrooms }, { locale }),
    bathrooms: m.email_viewing_bathrooms({ count: viewing.bathrooms }, { locale }),
  };
  return viewing.rentPence === null
    ? m.email_viewing_property(facts, { locale })
    : m.email_viewing_propertyWithRent({ ...facts, rent: mailFormats(locale).money(viewing.rentPence) }, { locale });
}

/** To the client when the admin books a viewing for them, alone or with other clients. */
export const viewingBookedMail = (to: Recipient, viewing: ViewingSummary, notes: string | null, dashboardUrl: string) => {
  const { locale } = to;
  const format = mailFormats(locale);
  const address = viewing.propertyAddress;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_viewing_booked_subject({ address }, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_viewing_booked_body({ address, at: format.longDateTime(viewing.viewingAt) }, { locale }),
      propertyLine(viewing, locale),
      ...(notes ? [m.email_noteFromTeam({ notes }, { locale })] : []),
      m.email_viewing_booked_where({}, { locale }),
    ],
    button: { label: m.email_viewing_button({}, { locale }), url: dashboardUrl },
    footnote: m.email_viewing_booked_footnote({ contact: format.adminContact() }, { locale }),
  });
};

/** To the client when the admin cancels one of their viewings, with the reason when one was given. */
export const viewingCancelledMail = (to: Recipient, viewing: ViewingSummary, reason: string | null, dashboardUrl: string) => {
  const { locale } = to;
  const format = mailFormats(locale);
  const address = viewing.propertyAddress;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_viewing_cancelled_subject({ address }, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_viewing_cancelled_body({ address, at: format.longDateTime(viewing.viewingAt) }, { locale }),
      ...(reason ? [m.email_reasonFromTeam({ reason }, { locale })] : []),
      m.email_viewing_cancelled_others({}, { locale }),
    ],
    button: { label: m.email_viewing_button({}, { locale }), url: dashboardUrl },
    footnote: m.email_viewing_cancelled_footnote({ contact: format.adminContact() }, { locale }),
  });
};

/** To the client when a walkthrough video of a property is ready for them to watch. */
export const videoReadyMail = (to: Recipient, video: SharedVideo, dashboardUrl: string) => {
  const { locale } = to;
  const address = video.propertyAddress;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_video_subject({ address }, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_video_body({ address, title: video.videoTitle }, { locale }),
      ...(video.notes ? [m.email_noteFromTeam({ notes: video.notes }, { locale })] : []),
      m.email_video_where({}, { locale }),
    ],
    button: { label: m.email_video_button({}, { locale }), url: dashboardUrl },
  });
};
