import type { DocumentType } from '@nestway/core/documents';
import * as m from '@nestway/core/i18n/messages';
import type { Locale } from '@nestway/core/locales';
import type { Recipient } from './formats';
import { renderMail } from './layout';

interface ReviewedDocument {
  type: DocumentType;
  fileName: string;
  verified: boolean;
  notes: string | null;
  dashboardUrl: string;
}

/** Each document type as a sentence names it ("your passport", "your bank statement"). */
const documentNouns = {
  passport: m.email_document_passport,
  brp: m.email_document_brp,
  visa: m.email_document_visa,
  'offer-letter': m.email_document_offerLetter,
  'sponsorship-letter': m.email_document_sponsorshipLetter,
  'bank-statement': m.email_document_bankStatement,
} satisfies Record<DocumentType, unknown>;

export const documentNoun = (type: DocumentType, locale: Locale) => documentNouns[type]({}, { locale });

/** To the client when the admin verifies or rejects one of their documents. */
export const documentReviewedMail = (to: Recipient, review: ReviewedDocument) => {
  const { locale } = to;
  const document = documentNoun(review.type, locale);
  const { fileName } = review;
  return renderMail({
    to: to.email,
    locale,
    subject: review.verified
      ? m.email_document_verified_subject({ document }, { locale })
      : m.email_document_rejected_subject({ document }, { locale }),
    greetingName: to.fullName,
    paragraphs: review.verified
      ? [
          m.email_document_verified_body({ document, fileName }, { locale }),
          ...(review.notes ? [m.email_noteFromTeam({ notes: review.notes }, { locale })] : []),
        ]
      : [
          m.email_document_rejected_body({ document, fileName }, { locale }),
          m.email_reasonFromTeam({ reason: String(review.notes) }, { locale }),
          m.email_document_rejected_again({}, { locale }),
        ],
    button: {
      label: review.verified ? m.email_button_dashboard({}, { locale }) : m.email_document_rejected_button({}, { locale }),
      url: review.dashboardUrl,
    },
  });
};
