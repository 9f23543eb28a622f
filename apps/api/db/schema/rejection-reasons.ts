import { rejectionReasonScopes } from '@nestway/core/rejection-reasons';
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, recordId } from './columns';
import { users } from './users';

/**
 * Staff's shared list of reasons for rejecting a document or a payment (decision 038). A reason is
 * on the list once, whatever its case: the unique index on its lower-cased text refuses a second.
 */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: recordId(),
    text: text('text').notNull(),
    appliesTo: text('applies_to', { enum: rejectionReasonScopes }).notNull().default('any'),
    /** The member who saved it; null once their account is gone. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rejection_reasons_text_key').on(sql`lower(${t.text})`)],
);
