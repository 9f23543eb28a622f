import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { callStatuses } from '@nestway/core/calls';
import { users } from './users';

/** The consultation call: one per client. Booking details arrive with the booking issue. */
export const callSchedules = pgTable('call_schedules', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: callStatuses }).notNull().default('pending'),
  requestedDateTime: timestamp('requested_date_time', { withTimezone: true }),
  confirmedDateTime: timestamp('confirmed_date_time', { withTimezone: true }),
  adminNotes: text('admin_notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
