import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import type { Recipient } from './formats';
import { renderMail } from './layout';

const { name, supportEmail } = brand;

/** To the address of an account its owner has just deleted (decision 034): what went and what stays. */
export const accountDeletedMail = (to: Recipient, privacyUrl: string) => {
  const { locale } = to;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_deleted_subject({ brand: name }, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_deleted_done({ brand: name }, { locale }),
      m.email_deleted_gone({}, { locale }),
      m.email_deleted_again({}, { locale }),
    ],
    button: { label: m.email_deleted_button({}, { locale }), url: privacyUrl },
    footnote: m.email_deleted_footnote({ supportEmail }, { locale }),
  });
};

/** To each co-tenant of a group whose leader deleted their account: they now carry on alone. */
export const groupEndedMail = (to: Recipient, leaderName: string, dashboardUrl: string) => {
  const { locale } = to;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_groupEnded_subject({ leaderName, brand: name }, { locale }),
    greetingName: to.fullName,
    paragraphs: [m.email_groupEnded_ended({ leaderName, brand: name }, { locale }), m.email_groupEnded_carryOn({}, { locale })],
    button: { label: m.email_button_dashboard({}, { locale }), url: dashboardUrl },
    footnote: m.email_footnote_questions({ supportEmail }, { locale }),
  });
};
