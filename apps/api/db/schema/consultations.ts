import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consultationStatuses } from '@nestway/core/consultations';
import { users } from './users';
import { recordId, createdAt, updatedAt } from './columns';

/**
 * A weekly window in which clients may book a consultation: a weekday (0 Sunday to 6 Saturday) and
 * UK wall-clock times 'HH:MM'. Deleting one leaves the calls booked in it as they are.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: recordId(),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('availability_slots_day_of_week', sql`${t.dayOfWeek} between 0 and 6`),
    // 'HH:MM' strings order as the times do.
    check('availability_slots_start_before_end', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/** The consultation call: one per client (a group's is its leader's). */
export const consultations = pgTable(
  'call_schedules',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: consultationStatuses }).notNull().default('pending'),
    /** The availability slot the client booked in; null for a consultation the admin scheduled, or once the slot is deleted. */
    availabilitySlotId: uuid('availability_slot_id').references(() => availabilitySlots.id, { onDelete: 'set null' }),
    requestedDateTime: timestamp('requested_date_time', { withTimezone: true }),
    confirmedDateTime: timestamp('confirmed_date_time', { withTimezone: true }),
    /**
     * The instant the call holds in the consultant's diary: the requested time while pending, the
     * confirmed time once confirmed, none once completed. Unique, so no two calls can hold the same time
     * however many clients book it at once.
     */
    bookedTime: timestamp('booked_time', { withTimezone: true }).generatedAlwaysAs(
      sql`case when status = 'pending' then requested_date_time when status = 'confirmed' then confirmed_date_time end`,
    ),
    adminNotes: text('admin_notes'),
    /**
     * The calendar event e-mailed for the call: its UID stays while the call is moved (a follow-up
     * after completion gets a new one), so the client's calendar updates or removes the one event.
     */
    invitationUid: uuid('invitation_uid').notNull().defaultRandom(),
    /** The SEQUENCE of the last invitation e-mailed for that UID (0, then 1, ...); null while none has been. */
    invitationSequence: integer('invitation_sequence'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('call_schedules_booked_time_unique').on(t.bookedTime),
    // The calls awaiting the admin's confirmation, by client: the admin's Pending Consultations count and filter.
    index('call_schedules_pending_user_id_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
