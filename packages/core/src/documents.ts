import * as z from 'zod/mini';
import { isCalendarDate } from './expiry-reminders';
import { optionalTextSchema } from './optional-text';
import { NOTES_MAX_LENGTH } from './text-limits';

/** The identity and supporting documents a client uploads (spec part 2 §3). */
export const documentTypes = ['passport', 'brp', 'visa', 'offer-letter', 'sponsorship-letter', 'bank-statement'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentTypeLabels = {
  passport: 'Passport',
  brp: 'BRP / Share code',
  visa: 'Visa',
  'offer-letter': 'Offer letter',
  'sponsorship-letter': 'Sponsorship letter',
  'bank-statement': 'Bank statement',
} as const satisfies Record<DocumentType, string>;

/** A document moves from pending to verified or rejected, by an admin only, and only from pending. */
export const documentStatuses = ['pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** A document as the API answers it (spec part 2 §3, plus the size and dates the screens show). */
export const documentRecordSchema = z.object({
  id: z.string(),
  type: z.enum(documentTypes),
  status: z.enum(documentStatuses),
  /** The server's name for the stored file; downloads go through the API, never to this path. Null once deleted. */
  filePath: z.nullable(z.string()),
  /** When the file was deleted under retention (docs/decisions/036-retention.md): the record and its review stay. */
  fileDeletedAt: z.nullable(z.string()),
  originalFileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int(),
  /** The admin's note on the review (why it was rejected, what to send instead). */
  notes: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  /** A passport's, visa's or BRP's expiry date ('2027-01-15'), given by the admin who verified it. */
  expiresOn: z.nullable(z.string()),
  createdAt: z.string(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

/** Images, PDF, Word .doc (an OLE compound file) and .docx, as detected from the bytes. */
export const DOCUMENT_TYPES_ACCEPTED = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** The file input's `accept`: extensions as well as types, since browsers report .doc variously. */
export const DOCUMENT_ACCEPT = 'image/*,.pdf,.doc,.docx,application/pdf,application/msword';
/** How many files one upload may carry: a passport's pages, a few months of statements. */
export const MAX_DOCUMENTS_PER_UPLOAD = 10;
/** All of one client's documents together: far beyond any real application, a bound on abuse. */
export const CLIENT_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;
const CLIENT_STORAGE_QUOTA_LABEL = '500 MB';

export const documentMessages = {
  missing: 'Missing information: Please select document(s) and specify their type.',
  wrongType: 'Please upload images, PDF or Word (.doc, .docx) documents.',
  tooMany: `Please upload at most ${MAX_DOCUMENTS_PER_UPLOAD} files at a time.`,
  quotaReached: `Your documents have reached the ${CLIENT_STORAGE_QUOTA_LABEL} storage limit for one client. Please contact us if you need to upload more.`,
  paymentFirst: 'You can upload your documents once your payment is verified.',
  alreadyReviewed: 'This document has already been reviewed.',
  notFound: 'Document not found',
  fileDeleted: 'This file was deleted under our retention policy.',
  /** Shown in place of a document's view and download once its file is gone. */
  fileDeletedLabel: 'File deleted under retention',
  /** The note a rejection carries when the admin writes none: the spec asks for the whole type again. */
  defaultRejection: 'Please upload all files of this document type again, together, in one upload.',
} as const;

/** What the browser checks each chosen document against before sending (uploads.ts chosenFileProblem). */
export const DOCUMENT_CHOICE = {
  types: [...DOCUMENT_TYPES_ACCEPTED, 'application/msword'],
  extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.gif', '.webp'],
  wrongType: documentMessages.wrongType,
} as const;

/** The text fields of POST /api/documents (a multipart form whose files are `documents`). */
export const documentUploadFieldsSchema = z.object({
  type: z.enum(documentTypes, { error: documentMessages.missing }),
});

/** The documents that expire: verifying one may record its expiry date, which is reminded of (decision 037). */
const expiringDocumentTypes = ['passport', 'visa', 'brp'] as const satisfies readonly DocumentType[];
export const hasExpiryDate = (type: DocumentType) => (expiringDocumentTypes as readonly DocumentType[]).includes(type);
export const expiresOnMessages = {
  invalid: 'Enter the expiry date as a real date.',
  notExpiring: 'Only a passport, visa or BRP has an expiry date, given when it is verified.',
} as const;

/** PUT /api/documents/{id}/verify: the admin's decision on a pending document; `expiresOn` is optional. */
export const documentReviewRequestSchema = z.object({
  status: z.enum(['verified', 'rejected'], { error: 'Choose verified or rejected.' }),
  notes: optionalTextSchema(`Notes must be at most ${NOTES_MAX_LENGTH} characters`),
  expiresOn: z.optional(z.nullable(z.string().check(z.refine(isCalendarDate, expiresOnMessages.invalid)))),
});
export type DocumentReviewRequest = z.output<typeof documentReviewRequestSchema>;
