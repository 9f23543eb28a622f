import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rightToRentOutcomes } from '@nestway/core/right-to-rent';
import { users } from './users';
import { recordId, createdAt } from './columns';

/** The client's Home Office share code (stored 'W4X7YT9PQ') and date of birth; one per client, replaced when given again. */
export const rightToRentShareCodes = pgTable('right_to_rent_share_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shareCode: text('share_code').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  /** When the code was given: after 90 days the client is asked for a new one. */
  givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
});

/** A check the staff recorded; the newest per client is the one in force (a re-recording replaces it). */
export const rightToRentChecks = pgTable(
  'right_to_rent_checks',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: rightToRentOutcomes }).notNull(),
    permissionExpiresOn: date('permission_expires_on', { mode: 'string' }),
    /** The Home Office result PDF in storage, when attached. */
    fileKey: text('file_key'),
    originalFileName: text('original_file_name'),
    sizeBytes: integer('size_bytes'),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('right_to_rent_checks_user_id_idx').on(t.userId, t.createdAt)],
);
