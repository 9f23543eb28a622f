import * as m from '@nestway/core/i18n/messages';
import type { DocumentType } from '@nestway/core/documents';

/**
 * Each document type's name in the build's language (core's `documentTypeLabels` stay the English ones
 * the server's e-mails use); the admin's screens, always English, read the same functions.
 */
export const documentTypeLabel = {
  passport: m.dashboard_docType_passport,
  brp: m.dashboard_docType_brp,
  visa: m.dashboard_docType_visa,
  'offer-letter': m.dashboard_docType_offerLetter,
  'sponsorship-letter': m.dashboard_docType_sponsorshipLetter,
  'bank-statement': m.dashboard_docType_bankStatement,
} satisfies Record<DocumentType, () => string>;
