import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A client's place in the retention of their files (docs/decisions/036-retention.md): the warning sent
 * for a due date, the admin's hold, and the last deletion. Made on first need (the job's warning, an
 * admin's hold); no row means no warning sent and no hold.
 */
export const clientRetention = pgTable('client_retention', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The due date the last warning e-mail announced, and when it was queued: one warning per due date. */
  warnedDueAt: timestamp('warned_due_at', { withTimezone: true }),
  warnedAt: timestamp('warned_at', { withTimezone: true }),
  /** The admin's hold: while set, nothing is warned about or deleted. */
  heldAt: timestamp('held_at', { withTimezone: true }),
  heldBy: uuid('held_by').references(() => users.id, { onDelete: 'set null' }),
  holdReason: text('hold_reason'),
  /** When the job last deleted the client's files. */
  lastDeletedAt: timestamp('last_deleted_at', { withTimezone: true }),
});
