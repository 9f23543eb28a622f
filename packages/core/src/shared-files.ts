import * as z from 'zod/mini';
import { optionalTextSchema } from './optional-text';
import { NOTES_MAX_LENGTH } from './text-limits';
import { IMAGE_TYPES, MAX_UPLOAD_LABEL } from './uploads';

/** Files the admin team shares with a client (invoices, contracts, anything else). */
export const sharedFileCategories = ['general', 'invoice', 'contract'] as const;
export type SharedFileCategory = (typeof sharedFileCategories)[number];

export const sharedFileCategoryLabels = {
  general: 'General',
  invoice: 'Invoice',
  contract: 'Contract',
} as const satisfies Record<SharedFileCategory, string>;

/**
 * PDF, Word (.doc is an OLE compound file, which is all its bytes tell; .docx) and images, as the
 * server detects them from the bytes, never from the name or the browser's word.
 */
export const SHARED_FILE_TYPES = [
  'application/pdf',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ...IMAGE_TYPES,
] as const;

/** The file input's `accept`: extensions as well as types, since browsers report .doc and .docx variously. */
export const SHARED_FILE_ACCEPT =
  '.pdf,.doc,.docx,.jpg,.jpeg,.png,.gif,.webp,application/pdf,application/msword,image/jpeg,image/png,image/gif,image/webp';
export const SHARED_FILE_TYPES_LABEL = `PDF, Word (.doc, .docx) or an image (JPG, PNG, GIF, WebP), up to ${MAX_UPLOAD_LABEL}`;

const DISPLAY_NAME_MAX = 200;

export const sharedFileMessages = {
  fileMissing: 'Please choose a file to share.',
  displayNameRequired: 'Display name required: Please enter the name the client will see.',
  displayNameTooLong: `The display name can be at most ${DISPLAY_NAME_MAX} characters.`,
  descriptionTooLong: `The description can be at most ${NOTES_MAX_LENGTH} characters.`,
  categoryInvalid: 'Choose general, invoice or contract as the category.',
  wrongType: 'Please upload a PDF, a Word document (.doc, .docx) or an image (JPG, PNG, GIF or WebP).',
  notFound: 'File not found',
} as const;

/** What the browser checks a chosen file against before sending (uploads.ts chosenFileProblem). */
export const SHARED_FILE_CHOICE = {
  types: [...SHARED_FILE_TYPES, 'application/msword'],
  extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.gif', '.webp'],
  wrongType: sharedFileMessages.wrongType,
} as const;

/** A shared file as the API answers it (spec part 2 §3: fileSize in bytes, isDownloaded), plus what the screens show. */
export const sharedFileRecordSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  description: z.nullable(z.string()),
  category: z.enum(sharedFileCategories),
  originalFileName: z.string(),
  /** Detected from the bytes when it was uploaded. */
  contentType: z.string(),
  /** Bytes. */
  fileSize: z.int(),
  /** Whether the client has downloaded it, and when first. */
  isDownloaded: z.boolean(),
  downloadedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SharedFileRecord = z.infer<typeof sharedFileRecordSchema>;
export const sharedFileListSchema = z.array(sharedFileRecordSchema);

/** The text fields of POST /api/admin/users/{id}/files (multipart, so every value arrives as a string). */
export const sharedFileFieldsSchema = z.object({
  displayName: z
    .string({ error: sharedFileMessages.displayNameRequired })
    .check(
      z.trim(),
      z.minLength(1, sharedFileMessages.displayNameRequired),
      z.maxLength(DISPLAY_NAME_MAX, sharedFileMessages.displayNameTooLong),
    ),
  description: optionalTextSchema(sharedFileMessages.descriptionTooLong),
  category: z.pipe(
    z.optional(z.string()),
    z.pipe(
      z.transform((text: string | undefined) => text?.trim() || 'general'),
      z.enum(sharedFileCategories, { error: sharedFileMessages.categoryInvalid }),
    ),
  ),
});
