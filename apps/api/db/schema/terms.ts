import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { recordId } from './columns';

/** A signature of one version of the terms; kept as evidence with where and how it was signed. */
export const termsSignatures = pgTable(
  'terms_signatures',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    fullName: text('full_name').notNull(),
    signature: text('signature').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [unique('terms_signatures_user_version').on(t.userId, t.termsVersion)],
);
