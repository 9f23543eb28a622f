import type { AdminClientDetail } from '@nestway/core/admin';
import { clientFee } from '@nestway/core/payments';
import { desc, eq } from 'drizzle-orm';
import { consultations, documents, payments, preferences, termsSignatures } from '../../../db/schema/index';
import type { Db } from '../../db';
import { toConsultationRecord } from '../consultations/index';
import { toDocumentRecord } from '../documents/index';
import { toPaymentRecord } from '../payments/index';
import { toPreferencesRecord } from '../preferences/index';
import { toTermsSignatureRecord } from '../terms/index';
import { findClientGroup } from './client-group';
import { findClient } from '../shared/find-client';

/** Everything the admin's client-detail screen shows, read straight from the tables. */
export async function loadClientDetail(db: Db, id: string): Promise<AdminClientDetail> {
  const user = await findClient(db, id);
  const [prefs, consultation, paymentRows, documentRows, signatures, group] = await Promise.all([
    db.select().from(preferences).where(eq(preferences.userId, id)),
    db.select().from(consultations).where(eq(consultations.userId, id)),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.createdAt), desc(payments.id)),
    // The latest signature is the one that counts (a new version of the terms is signed anew).
    db.select().from(documents).where(eq(documents.userId, id)).orderBy(desc(documents.createdAt), desc(documents.id)),
    db.select().from(termsSignatures).where(eq(termsSignatures.userId, id)).orderBy(desc(termsSignatures.signedAt)).limit(1),
    findClientGroup(db, id),
  ]);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    isEmailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    ...clientFee(user.customPaymentAmountPence),
    preferences: prefs[0] ? toPreferencesRecord(prefs[0]) : null,
    callSchedule: consultation[0] ? toConsultationRecord(consultation[0]) : null,
    payments: paymentRows.map(toPaymentRecord),
    documents: documentRows.map(toDocumentRecord),
    termsAndConditions: signatures[0] ? { ...toTermsSignatureRecord(signatures[0]), ipAddress: signatures[0].ipAddress } : null,
    group,
    adminNotes: user.adminNotes,
    stepOverride: user.stepOverride,
  };
}
