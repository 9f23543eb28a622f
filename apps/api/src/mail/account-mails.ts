import { applicationStepLabels, type ApplicationStep } from '@nestway/core/application-steps';
import { brand } from '@nestway/core/brand';
import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

/** To the client when an admin sets a new password for them: never the password itself. */
export const passwordChangedByAdminMail = (to: Recipient, loginUrl: string) =>
  renderMail({
    to: to.email,
    subject: `Your ${brand.name} password was changed`,
    greetingName: to.fullName,
    paragraphs: [
      `A member of the ${brand.name} team changed the password of your account, and you have been signed out everywhere.`,
      'Sign in with the new password our team gives you. You can choose your own at any time with "Forgot password" on the sign-in page.',
    ],
    button: { label: 'Sign in', url: loginUrl },
    footnote: `If you did not ask for this, contact us at ${brand.supportEmail}.`,
  });

/** What the client does at each application step, for the override e-mail. */
const stepExplanations = {
  preferences: 'Please complete your property preferences so we can plan your search.',
  payment_verification: 'Your next step is your payment: pay your upfront fee, or wait while we verify the one you made.',
  document_upload: 'Your next step is to upload your identity and supporting documents from your dashboard.',
  consultation: 'Your next step is your consultation with our team.',
  ready: 'Your application is complete: we are ready to start the service for you.',
} as const satisfies Record<ApplicationStep, string>;

/** To the client when an admin sets their application step. */
export const statusOverrideMail = (to: Recipient, step: ApplicationStep, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `Your application is now at: ${applicationStepLabels[step]}`,
    greetingName: to.fullName,
    paragraphs: [
      `Our team has updated your application. Your application step is now: ${applicationStepLabels[step]}.`,
      stepExplanations[step],
    ],
    button: { label: 'Go to my dashboard', url: dashboardUrl },
  });
