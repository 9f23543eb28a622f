import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documentStatuses, documentTypes } from '@nestway/core/documents';
import { sharedFileCategories } from '@nestway/core/shared-files';
import { users } from './users';
import { recordId, createdAt, updatedAt } from './columns';

/**
 * An identity or supporting document a client uploaded; the file lives in storage under `fileKey`.
 * Retention deletes the file but keeps the row (decision 036): `fileKey` null, `fileDeletedAt` set.
 */
export const documents = pgTable(
  'documents',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: documentTypes }).notNull(),
    status: text('status', { enum: documentStatuses }).notNull().default('pending'),
    fileKey: text('file_key'),
    /** The file was deleted under retention (decision 036): the record and its review stay. */
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
    contentType: text('content_type').notNull(),
    originalFileName: text('original_file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The admin's note on the review. */
    notes: text('notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** A passport's, visa's or BRP's expiry date, given when it is verified (decision 037). */
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('documents_user_id_idx').on(t.userId),
    // The documents awaiting review, by client: the admin's Documents to Review count and filter.
    index('documents_pending_user_id_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A file the admin team shared with a client; the client may download it. */
export const sharedFiles = pgTable(
  'shared_files',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    displayName: text('display_name').notNull(),
    description: text('description'),
    category: text('category', { enum: sharedFileCategories }).notNull().default('general'),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    originalFileName: text('original_file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** When the client first downloaded it; null until then. */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('shared_files_user_id_idx').on(t.userId)],
);
