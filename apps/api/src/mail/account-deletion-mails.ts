import { brand } from '@nestway/core/brand';
import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

/** To the address of an account its owner has just deleted (decision 034): what went and what stays. */
export const accountDeletedMail = (to: Recipient, privacyUrl: string) =>
  renderMail({
    to: to.email,
    subject: `Your ${brand.name} account was deleted`,
    greetingName: to.fullName,
    paragraphs: [
      `As you asked, your ${brand.name} account was deleted, and you were signed out everywhere.`,
      'Your details, preferences, documents, payment proofs, messages and shared files are gone. The amounts, dates and methods of your payments are kept for 6 years, as UK tax law requires, without your name or e-mail address.',
      'You can create a new account with this address at any time.',
    ],
    button: { label: 'Read our privacy notice', url: privacyUrl },
    footnote: `If you did not delete your account, contact us at ${brand.supportEmail} at once.`,
  });

/** To each co-tenant of a group whose leader deleted their account: they now carry on alone. */
export const groupEndedMail = (to: Recipient, leaderName: string, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `${leaderName} left ${brand.name}: you now carry on by yourself`,
    greetingName: to.fullName,
    paragraphs: [
      `${leaderName}, the leader of your group, deleted their ${brand.name} account, so the group has ended.`,
      'Your account, details and documents are as they were. You now pay and book your consultation yourself, from your dashboard; our team can carry over what your group had already done.',
    ],
    button: { label: 'Go to my dashboard', url: dashboardUrl },
    footnote: `Questions? Contact us at ${brand.supportEmail}.`,
  });
