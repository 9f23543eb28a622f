import * as m from '@nestway/core/i18n/messages';
import type { DocumentType } from '@nestway/core/documents';

/**
 * Each document type's name in the build's language (core's `documentTypeLabels` stay the English ones
 * the server's e-mails use); the admin's screens, always English, read the same functions.
 */
export const documentTypeLabel = {
  passport: m.dashboard_doc_type_passport,
  brp: m.dashboard_doc_type_brp,
  visa: m.dashboard_doc_type_visa,
  'offer-letter': m.dashboard_doc_type_offer_letter,
  'sponsorship-letter': m.dashboard_doc_type_sponsorship_letter,
  'bank-statement': m.dashboard_doc_type_bank_statement,
} satisfies Record<DocumentType, () => string>;
