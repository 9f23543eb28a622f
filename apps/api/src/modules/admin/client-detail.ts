import type { AdminClientDetail } from '@nestway/core/admin';
import { DEFAULT_SERVICE_FEE_PENCE, penceToDecimalString } from '@nestway/core/money';
import { desc, eq } from 'drizzle-orm';
import { callSchedules, payments, preferences, termsSignatures, type users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { findClientGroup } from './client-group';
import { toAdminTermsRecord, toCallScheduleRecord, toPaymentRecord, toPreferencesRecord } from './client-records';
import { findClient } from './find-client';

export function feeOf(user: Pick<typeof users.$inferSelect, 'customPaymentAmountPence'>) {
  const custom = user.customPaymentAmountPence;
  return { customPaymentAmount: custom === null ? null : penceToDecimalString(custom), feePence: custom ?? DEFAULT_SERVICE_FEE_PENCE };
}

/** Everything the admin's client-detail screen shows, read straight from the tables. */
export async function loadClientDetail(db: Db, id: string): Promise<AdminClientDetail> {
  const user = await findClient(db, id);
  const [prefs, call, paymentRows, signatures, group] = await Promise.all([
    db.select().from(preferences).where(eq(preferences.userId, id)),
    db.select().from(callSchedules).where(eq(callSchedules.userId, id)),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.createdAt), desc(payments.id)),
    // The latest signature is the one that counts (a new version of the terms is signed anew).
    db.select().from(termsSignatures).where(eq(termsSignatures.userId, id)).orderBy(desc(termsSignatures.signedAt)).limit(1),
    findClientGroup(db, id),
  ]);
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      isEmailVerified: user.emailVerifiedAt !== null,
      createdAt: user.createdAt.toISOString(),
      ...feeOf(user),
    },
    preferences: prefs[0] ? toPreferencesRecord(prefs[0]) : null,
    callSchedule: call[0] ? toCallScheduleRecord(call[0]) : null,
    payments: paymentRows.map(toPaymentRecord),
    termsAndConditions: signatures[0] ? toAdminTermsRecord(signatures[0]) : null,
    group,
  };
}
