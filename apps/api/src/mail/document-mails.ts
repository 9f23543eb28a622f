import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

interface ReviewedDocument {
  typeLabel: string;
  fileName: string;
  verified: boolean;
  notes: string | null;
  dashboardUrl: string;
}

/** To the client when the admin verifies or rejects one of their documents. */
export const documentReviewedMail = (to: Recipient, document: ReviewedDocument) =>
  renderMail({
    to: to.email,
    subject: document.verified
      ? `Your ${document.typeLabel.toLowerCase()} has been verified`
      : `Please upload your ${document.typeLabel.toLowerCase()} again`,
    greetingName: to.fullName,
    paragraphs: document.verified
      ? [
          `Good news: we have verified your ${document.typeLabel.toLowerCase()} (${document.fileName}).`,
          ...(document.notes ? [`Note from our team: ${document.notes}`] : []),
        ]
      : [
          `We could not accept your ${document.typeLabel.toLowerCase()} (${document.fileName}).`,
          `Reason from our team: ${document.notes}`,
          'Please upload all files of this type again together, from your dashboard.',
        ],
    button: { label: document.verified ? 'Go to my dashboard' : 'Upload again', url: document.dashboardUrl },
  });
