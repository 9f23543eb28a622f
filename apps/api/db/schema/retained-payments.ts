import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentMethods, paymentStatuses } from '@nestway/core/payments';

/**
 * The tax record of a payment whose client deleted their account or was deleted
 * (docs/decisions/034-account-deletion.md): what the business must keep for HMRC, and nothing that
 * names the person. No reference to a user, no notes, no proof file. `id` is the payment's own id, so
 * the audit trail's entries about the payment still lead to it.
 */
export const retainedPayments = pgTable('retained_payments', {
  id: uuid('id').primaryKey(),
  amountPence: integer('amount_pence').notNull(),
  type: text('type').notNull(),
  method: text('method', { enum: paymentMethods }).notNull(),
  status: text('status', { enum: paymentStatuses }).notNull(),
  /** The card provider's payment id, for a card payment: the reference in the provider's own records. */
  reference: text('reference'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  retainedAt: timestamp('retained_at', { withTimezone: true }).notNull(),
  /** The end of the sixth tax year after the one the payment was made in; a purge may remove it after. */
  keepUntil: date('keep_until', { mode: 'string' }).notNull(),
});
