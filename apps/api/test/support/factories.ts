import type { ConsultationStatus } from '@nestway/core/consultations';
import type { PreferencesRecord } from '@nestway/core/preferences-record';
import { TERMS_VERSION } from '@nestway/core/terms';
import { validPreferences } from '../../../../test-support/fixtures/preferences';
import { consultations, groupMembers, payments, preferences, tenantGroups, termsSignatures } from '../../db/schema/index';
import { signedInClient, type RegisteredUser } from './accounts';
import type { TestApp } from './test-app';

/**
 * Records written straight into the test app's database, for tests about what reads or depends on
 * them. Each factory fills in a valid row; the values a test passes replace those defaults.
 */

type Values<Table extends { $inferInsert: object }> = Partial<Omit<Table['$inferInsert'], 'userId'>>;

/** A group led by `leaderUserId`, with `members` joined now; sized for them unless told. */
export async function insertGroup(
  t: TestApp,
  leaderUserId: string,
  { members = [], numberOfTenants = Math.max(2, members.length + 1) }: { members?: string[]; numberOfTenants?: number } = {},
) {
  const [group] = await t.app.ctx.db.insert(tenantGroups).values({ leaderUserId, numberOfTenants }).returning();
  if (members.length > 0) {
    await t.app.ctx.db.insert(groupMembers).values(members.map((userId) => ({ groupId: group!.id, userId, joinedAt: t.clock.now() })));
  }
  return group!;
}

/** The user's consultation call in `status`. */
export async function insertConsultation(
  t: TestApp,
  userId: string,
  status: ConsultationStatus,
  values: Values<typeof consultations> = {},
) {
  const [call] = await t.app.ctx.db
    .insert(consultations)
    .values({ ...values, userId, status })
    .returning();
  return call!;
}

/** A payment of the default fee by bank transfer, pending review unless told. */
export async function insertPayment(t: TestApp, userId: string, values: Values<typeof payments> = {}) {
  const [payment] = await t.app.ctx.db
    .insert(payments)
    .values({ amountPence: 250_00, type: 'initial', method: 'bank_transfer', status: 'pending', ...values, userId })
    .returning();
  return payment!;
}

/** The shared valid preferences profile, saved for the user as the preferences module stores it. */
export async function insertPreferences(t: TestApp, userId: string, values: Partial<PreferencesRecord> = {}) {
  await t.app.ctx.db.insert(preferences).values({ ...validPreferences, ...values, userId });
}

/** A signature of the current terms (TERMS_VERSION), signed now. */
export async function insertSignature(t: TestApp, userId: string, values: Values<typeof termsSignatures> = {}) {
  await t.app.ctx.db.insert(termsSignatures).values({
    termsVersion: TERMS_VERSION,
    fullName: 'Ada Tenant',
    signature: 'Ada T.',
    signedAt: t.clock.now(),
    ipAddress: '127.0.0.1',
    ...values,
    userId,
  });
}

/**
 * A verified, signed-in client who has signed the current terms and whose consultation is completed
 * (which agrees the fee), so may pay.
 */
export async function clientWhoMayPay(t: TestApp, overrides: Partial<Omit<RegisteredUser, 'id'>> = {}) {
  const client = await signedInClient(t, overrides);
  await insertSignature(t, client.user.id, { fullName: client.user.fullName, signature: client.user.fullName });
  await insertConsultation(t, client.user.id, 'completed');
  return client;
}
