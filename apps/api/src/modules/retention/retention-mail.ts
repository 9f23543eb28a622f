import { brand } from '@nestway/core/brand';
import { formatUkDate } from '@nestway/core/uk-time';
import { renderMail } from '../../mail/layout';

/** To the client, RETENTION_WARNING_DAYS before their files are deleted under retention. */
export const retentionWarningMail = (to: { email: string; fullName: string }, deleteOn: Date, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `Your documents with ${brand.name} will be deleted on ${formatUkDate(deleteOn.toISOString())}`,
    greetingName: to.fullName,
    paragraphs: [
      `We keep your identity documents, payment proofs and the files we shared with you only as long as we need them. ` +
        `They will be deleted on ${formatUkDate(deleteOn.toISOString())}.`,
      'Your account, messages and payment records stay. Download anything you want to keep from your dashboard before then.',
    ],
    button: { label: 'Open your dashboard', url: dashboardUrl },
    footnote: `If you still need us to keep them, reply or contact us at ${brand.supportEmail}.`,
  });
