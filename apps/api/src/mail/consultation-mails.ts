import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import type { Locale } from '@nestway/core/locales';
import { mailFormats, type Recipient } from './formats';
import { renderMail } from './layout';
import type { MailMessage } from './mailer';

type Invitation = NonNullable<MailMessage['icalEvent']>;

const notesParagraph = (notes: string | null, locale: Locale) => (notes ? [m.email_noteFromTeam({ notes }, { locale })] : []);

/** To the client when the admin confirms the call, or books it: the UK time and the invitation. */
export const consultationConfirmedMail = (to: Recipient, at: Date, notes: string | null, invitation: Invitation, dashboardUrl: string) => {
  const { locale } = to;
  const format = mailFormats(locale);
  return {
    ...renderMail({
      to: to.email,
      locale,
      subject: m.email_call_confirmed_subject({}, { locale }),
      greetingName: to.fullName,
      paragraphs: [
        m.email_call_confirmed_body({ brand: brand.name, at: format.longDateTime(at) }, { locale }),
        ...notesParagraph(notes, locale),
        m.email_call_confirmed_calendar({}, { locale }),
      ],
      button: { label: m.email_button_dashboard({}, { locale }), url: dashboardUrl },
      footnote: m.email_call_footnote_anotherTime({ contact: format.adminContact() }, { locale }),
    }),
    icalEvent: invitation,
  };
};

/** To the client when the admin moves a confirmed call: the old and the new UK time. */
export const consultationRescheduledMail = (
  to: Recipient,
  from: Date,
  at: Date,
  notes: string | null,
  invitation: Invitation,
  dashboardUrl: string,
) => {
  const { locale } = to;
  const format = mailFormats(locale);
  return {
    ...renderMail({
      to: to.email,
      locale,
      subject: m.email_call_moved_subject({}, { locale }),
      greetingName: to.fullName,
      paragraphs: [
        m.email_call_moved_body({ from: format.longDateTime(from), to: format.longDateTime(at) }, { locale }),
        ...notesParagraph(notes, locale),
        m.email_call_moved_calendar({}, { locale }),
      ],
      button: { label: m.email_button_dashboard({}, { locale }), url: dashboardUrl },
      footnote: m.email_call_footnote_anotherTime({ contact: format.adminContact() }, { locale }),
    }),
    icalEvent: invitation,
  };
};

/**
 * To the client when a call is cancelled. A confirmed call's e-mail states its UK time and carries the
 * cancellation for the calendar; a request that was never confirmed had no invitation to withdraw.
 */
export const consultationCancelledMail = (
  to: Recipient,
  cancelled: { at: Date; confirmed: boolean },
  invitation: Invitation | null,
  bookingUrl: string,
) => {
  const { locale } = to;
  const format = mailFormats(locale);
  const at = format.longDateTime(cancelled.at);
  return {
    ...renderMail({
      to: to.email,
      locale,
      subject: m.email_call_cancelled_subject({}, { locale }),
      greetingName: to.fullName,
      paragraphs: [
        cancelled.confirmed ? m.email_call_cancelled_confirmed({ at }, { locale }) : m.email_call_cancelled_request({ at }, { locale }),
        m.email_call_cancelled_rebook({}, { locale }),
      ],
      button: { label: m.email_call_cancelled_button({}, { locale }), url: bookingUrl },
      footnote: m.email_footnote_adminQuestions({ contact: format.adminContact() }, { locale }),
    }),
    ...(invitation && { icalEvent: invitation }),
  };
};

/** To the client once the call has been held: the fee it set, and the next step. */
export const consultationCompletedMail = (to: Recipient, feePence: number, notes: string | null, dashboardUrl: string) => {
  const { locale } = to;
  const format = mailFormats(locale);
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_call_completed_subject({}, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_call_completed_body({ fee: format.money(feePence) }, { locale }),
      ...notesParagraph(notes, locale),
      m.email_call_completed_next({}, { locale }),
    ],
    button: { label: m.email_call_completed_button({}, { locale }), url: dashboardUrl },
    footnote: m.email_footnote_adminQuestions({ contact: format.adminContact() }, { locale }),
  });
};
