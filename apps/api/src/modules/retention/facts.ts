import { BALANCE_PAYMENT_TYPE } from '@nestway/core/payments';
import { lastActivity, retentionDue, serviceCompletedAt } from '@nestway/core/retention';
import { and, eq, inArray, isNotNull, max, or } from 'drizzle-orm';
import { documents, groupMembers, payments, propertyOffers, sharedFiles, tenantGroups, users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { remainingFee } from '../payments/index';
import { groupAccountHolder } from '../shared/group-lookup';

/**
 * What the retention rule (packages/core/src/retention.ts) reads of one client, from their records:
 * the service's completion (the paying account's accepted offer and balance) and the last activity.
 */
export async function clientRetentionDue(db: Db, clientId: string, retentionDays: number) {
  const payerId = await groupAccountHolder(db, clientId);
  const fee = await remainingFee(db, payerId);
  const groupIds = db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(tenantGroups, eq(tenantGroups.id, groupMembers.groupId))
    .where(eq(tenantGroups.leaderUserId, payerId));
  const [accepted] = await db
    .select({ at: max(propertyOffers.respondedAt) })
    .from(propertyOffers)
    .where(and(eq(propertyOffers.status, 'accepted'), or(eq(propertyOffers.userId, payerId), inArray(propertyOffers.userId, groupIds))));
  const [balance] = await db
    .select({ at: max(payments.verifiedAt) })
    .from(payments)
    .where(and(eq(payments.userId, payerId), eq(payments.status, 'verified'), eq(payments.type, BALANCE_PAYMENT_TYPE)));
  const completedAt = serviceCompletedAt({
    offerAcceptedAt: fee.due ? (accepted?.at ?? null) : null,
    balanceVerifiedAt: balance?.at ?? null,
    nothingLeftToPay: fee.remainingPence === 0,
  });

  const [user] = await db
    .select({ createdAt: users.createdAt, lastSignInAt: users.lastSignInAt })
    .from(users)
    .where(eq(users.id, clientId));
  const [uploaded] = await db
    .select({ at: max(documents.createdAt) })
    .from(documents)
    .where(eq(documents.userId, clientId));
  const [paid] = await db
    .select({ at: max(payments.createdAt) })
    .from(payments)
    .where(eq(payments.userId, clientId));
  const lastActivityAt = lastActivity(user!.createdAt, user!.lastSignInAt, uploaded?.at ?? null, paid?.at ?? null);
  return retentionDue({ serviceCompletedAt: completedAt, lastActivityAt }, retentionDays);
}

/** Whether the client has any file retention deletes: a document's file, a payment proof or a shared file. */
export async function hasRetainedFiles(db: Db, clientId: string): Promise<boolean> {
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.userId, clientId), isNotNull(documents.fileKey)))
    .limit(1);
  if (document) return true;
  const [shared] = await db.select({ id: sharedFiles.id }).from(sharedFiles).where(eq(sharedFiles.userId, clientId)).limit(1);
  if (shared) return true;
  const [proof] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, clientId), isNotNull(payments.proofFileKey)))
    .limit(1);
  return proof !== undefined;
}
