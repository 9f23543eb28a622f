import { penceToDecimalString } from '@nestway/core/money';
import { proofImagePath, type PaymentRecord } from '@nestway/core/payments';
import type { payments } from '../../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

export const paymentNotFound = 'Payment not found.';

export const toPaymentRecord = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  amountPence: row.amountPence,
  amount: penceToDecimalString(row.amountPence),
  type: row.type,
  method: row.method,
  status: row.status,
  proofImagePath: proofImagePath(row.proofFileKey),
  proofDeletedAt: row.proofDeletedAt?.toISOString() ?? null,
  notes: row.notes,
  reviewNotes: row.reviewNotes,
  verifiedBy: row.verifiedBy,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
