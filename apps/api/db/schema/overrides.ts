import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicationSteps } from '@nestway/core/application-steps';
import { users } from './users';
import { recordId, createdAt } from './columns';

/**
 * Each status override an admin applied to a client: who (their name kept, should the admin account
 * go), when, from which step, to which, and why.
 */
export const adminOverrideHistory = pgTable(
  'admin_override_history',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    targetStep: text('target_step', { enum: applicationSteps }).notNull(),
    /** The step the client was at before: from their records, or an earlier override. */
    previousStep: text('previous_step', { enum: applicationSteps }).notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_override_history_user_id_idx').on(t.userId, t.createdAt)],
);
