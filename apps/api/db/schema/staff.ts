import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, recordId } from './columns';
import { users } from './users';

/**
 * An invitation to join the staff (docs/decisions/030-staff-accounts.md): the e-mailed link's token is
 * kept only as its SHA-256, works once (`usedAt`) and until `expiresAt` (72 hours after it was made).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: recordId(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** The member who sent it; null once their account is gone. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);
