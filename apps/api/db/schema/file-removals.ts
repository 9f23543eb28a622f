import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored files whose records are gone, waiting to be removed from storage
 * (apps/api/src/storage/file-removals.ts, docs/decisions/018-deleting-a-client.md). A key is queued in
 * the transaction that deletes or repoints its record and leaves once the file is removed, so a failed
 * or interrupted removal is retried (at start-up and after a client's deletion), never forgotten.
 */
export const pendingFileRemovals = pgTable('pending_file_removals', {
  fileKey: text('file_key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  /** Failed removals so far; the sweep tries the least-tried keys first. */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});
