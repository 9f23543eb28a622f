import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentMethods, paymentStatuses } from '@nestway/core/payments';
import { users } from './users';
import { recordId, createdAt, updatedAt } from './columns';

/** A payment in integer pence. Card payments carry the PaymentIntent id, unique, so fulfilment is idempotent. */
export const payments = pgTable(
  'payments',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    type: text('type').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    proofFileKey: text('proof_file_key'),
    proofContentType: text('proof_content_type'),
    /** The proof file was deleted under retention (decision 036): the payment stays, without its proof. */
    proofDeletedAt: timestamp('proof_deleted_at', { withTimezone: true }),
    notes: text('notes'),
    reviewNotes: text('review_notes'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    providerPaymentId: text('provider_payment_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_id_idx').on(t.userId),
    // The payments awaiting verification, by client: the admin's Payments to Verify count and filter.
    index('payments_pending_user_id_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('payments_amount_not_negative', sql`${t.amountPence} >= 0`),
  ],
);
