import type { ApplicationStep } from '@nestway/core/application-steps';
import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import type { Recipient } from './formats';
import { renderMail } from './layout';

/** To the client when an admin sets a new password for them: never the password itself. */
export const passwordChangedByAdminMail = (to: Recipient, loginUrl: string) => {
  const { locale } = to;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_passwordChanged_subject({ brand: brand.name }, { locale }),
    greetingName: to.fullName,
    paragraphs: [m.email_passwordChanged_changed({ brand: brand.name }, { locale }), m.email_passwordChanged_signIn({}, { locale })],
    button: { label: m.email_passwordChanged_button({}, { locale }), url: loginUrl },
    footnote: m.email_footnote_notYou({ supportEmail: brand.supportEmail }, { locale }),
  });
};

/** Each application step's name, as the client's dashboard shows it. */
const stepLabels = {
  preferences: m.email_step_preferences,
  payment_verification: m.email_step_paymentVerification,
  document_upload: m.email_step_documentUpload,
  consultation: m.email_step_consultation,
  ready: m.email_step_ready,
} satisfies Record<ApplicationStep, unknown>;

/** What the client does at each application step, for the override e-mail. */
const stepExplanations = {
  preferences: m.email_next_preferences,
  payment_verification: m.email_next_payment,
  document_upload: m.email_next_documents,
  consultation: m.email_next_consultation,
  ready: m.email_next_ready,
} satisfies Record<ApplicationStep, unknown>;

/** To the client when an admin sets their application step. */
export const statusOverrideMail = (to: Recipient, step: ApplicationStep, dashboardUrl: string) => {
  const { locale } = to;
  const label = stepLabels[step]({}, { locale });
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_statusOverride_subject({ step: label }, { locale }),
    greetingName: to.fullName,
    paragraphs: [m.email_statusOverride_updated({ step: label }, { locale }), stepExplanations[step]({}, { locale })],
    button: { label: m.email_button_dashboard({}, { locale }), url: dashboardUrl },
  });
};
