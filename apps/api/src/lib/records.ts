import type { CallScheduleRecord } from '@nestway/core/calls';
import { penceToDecimalString } from '@nestway/core/money';
import { proofImageUrl, type PaymentRecord } from '@nestway/core/payments';
import type { PreferencesRecord } from '@nestway/core/preferences';
import type { TermsSignatureRecord } from '@nestway/core/terms';
import type { callSchedules, payments, preferences, termsSignatures } from '../../db/schema/index';

/** Database rows as the shared record schemas of core answer them: one mapping per record, used by every module. */

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

/** Without its keys and timestamps. */
export function toPreferencesRecord(row: typeof preferences.$inferSelect): PreferencesRecord {
  const { userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...record } = row;
  return record;
}

export const toCallScheduleRecord = (row: typeof callSchedules.$inferSelect): CallScheduleRecord => ({
  id: row.id,
  status: row.status,
  requestedDateTime: row.requestedDateTime?.toISOString() ?? null,
  confirmedDateTime: row.confirmedDateTime?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const toTermsSignatureRecord = (row: typeof termsSignatures.$inferSelect): TermsSignatureRecord => ({
  fullName: row.fullName,
  signature: row.signature,
  signedDate: row.signedAt.toISOString(),
  termsVersion: row.termsVersion,
});
