import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Uploads being stored whose records are not committed yet (apps/api/src/storage/pending-uploads.ts).
 * A key is written here before its first byte is stored, and promoted (its row deleted) in the
 * transaction that writes the record naming it; a key still here long after (a crash, a refused
 * request whose clean-up failed) is an orphan, removed by the sweep_pending_uploads job.
 */
export const pendingUploads = pgTable('pending_uploads', {
  fileKey: text('file_key').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
