import { penceToDecimalString } from '@nestway/core/money';
import { proofImageUrl, type PaymentRecord } from '@nestway/core/payments';
import { payments } from '../../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

export const toPaymentRecord = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  amountPence: row.amountPence,
  amount: penceToDecimalString(row.amountPence),
  type: row.type,
  method: row.method,
  status: row.status,
  proofImageUrl: proofImageUrl(row.proofFileKey),
  notes: row.notes,
  reviewNotes: row.reviewNotes,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot name a payment is answered like an unknown one: 404. */
export const isPaymentId = (id: string) => UUID.test(id);

export const paymentNotFound = 'Payment not found.';
