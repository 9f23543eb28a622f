import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, recordId } from './columns';
import { users } from './users';

/**
 * Every e-mail the app sends, and how its delivery went (apps/api/src/mail/outbox.ts). Queued in the
 * transaction of the change it reports; a `send_email` job delivers it. The admin reads the ones
 * about a client on the client's page, and can send a failed one again.
 */
export const emails = pgTable(
  'emails',
  {
    id: recordId(),
    /** The client the e-mail concerns: its recipient, or the client a team notice is about. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A notice can be sent again as it is; the others carry a one-time code or link that expires. */
    kind: text('kind', { enum: ['notice', 'verification', 'password_reset', 'invitation'] }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The text, HTML and calendar parts; dropped once delivered, so no code or link outlives its use. */
    body: jsonb('body'),
    /** queued (not tried yet) → delivered; retrying after a failed try; failed once retries are spent. */
    status: text('status', { enum: ['queued', 'delivered', 'retrying', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The address is erased once delivered: the confirmation sent to an account just deleted (decision 034). */
    forgetRecipient: boolean('forget_recipient').notNull().default(false),
  },
  (t) => [index('emails_user_id_idx').on(t.userId, t.createdAt)],
);
