import type { AdminTermsRecord } from '@nestway/core/admin';
import type { CallScheduleRecord } from '@nestway/core/calls';
import { penceToDecimalString } from '@nestway/core/money';
import type { PaymentRecord } from '@nestway/core/payments';
import type { PreferencesRecord } from '@nestway/core/preferences';
import type { callSchedules, payments, preferences, termsSignatures } from '../../../db/schema/index';

/** Database rows as the shared record schemas of core answer them. */

export const proofImageUrl = (proofFileKey: string | null) => (proofFileKey ? `/uploads/${proofFileKey}` : null);

export function toPaymentRecord(row: typeof payments.$inferSelect): PaymentRecord {
  return {
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
  };
}

export function toPreferencesRecord(row: typeof preferences.$inferSelect): PreferencesRecord {
  const { userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...record } = row;
  return record;
}

export function toCallScheduleRecord(row: typeof callSchedules.$inferSelect): CallScheduleRecord {
  return {
    id: row.id,
    status: row.status,
    requestedDateTime: row.requestedDateTime?.toISOString() ?? null,
    confirmedDateTime: row.confirmedDateTime?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminTermsRecord(row: typeof termsSignatures.$inferSelect): AdminTermsRecord {
  return {
    fullName: row.fullName,
    signature: row.signature,
    signedDate: row.signedAt.toISOString(),
    ipAddress: row.ipAddress,
    termsVersion: row.termsVersion,
  };
}
