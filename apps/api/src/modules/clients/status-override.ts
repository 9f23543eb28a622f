import { currentApplicationStep } from '@nestway/core/application-progress';
import type { OnboardingRecords } from '@nestway/core/client-progress';
import {
  statusOverrideMessage,
  statusOverrideMessages,
  type OverrideHistoryEntry,
  type StatusOverrideRequest,
  type StatusOverrideResponse,
} from '@nestway/core/status-override';
import { paths } from '@nestway/core/web-routes';
import { desc, eq } from 'drizzle-orm';
import { adminOverrideHistory, consultations, documents, payments, preferences, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError } from '../../lib/app-error';
import { appLink } from '../../lib/app-links';
import { statusOverrideMail } from '../../mail/account-mails';
import { queueMail } from '../../mail/outbox';
import { findClient } from '../shared/find-client';
import { recordAudit } from '../../audit/record';

/**
 * The client's own onboarding records, as the badge rules of the admin's client list read them. One
 * query after another: it runs inside a transaction, whose one connection takes one query at a time.
 */
async function onboardingRecordsOf(db: Db, userId: string): Promise<OnboardingRecords> {
  const prefs = await db
    .select({ bedrooms: preferences.bedrooms, maxBudget: preferences.maxBudget, moveInDate: preferences.moveInDate })
    .from(preferences)
    .where(eq(preferences.userId, userId));
  const consultation = await db.select({ status: consultations.status }).from(consultations).where(eq(consultations.userId, userId));
  const paymentRows = await db.select({ status: payments.status }).from(payments).where(eq(payments.userId, userId));
  const documentRows = await db.select({ status: documents.status }).from(documents).where(eq(documents.userId, userId));
  return { preferences: prefs[0] ?? null, consultation: consultation[0] ?? null, payments: paymentRows, documents: documentRows };
}

const toEntry = (row: typeof adminOverrideHistory.$inferSelect): OverrideHistoryEntry => ({
  id: row.id,
  targetStep: row.targetStep,
  previousStep: row.previousStep,
  notes: row.notes,
  adminName: row.adminName,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Sets the client's application step (docs/decisions/017-status-override.md): the override in force
 * becomes `targetStep`, and the history records who, when, from which step (the client's step just
 * before, with the override then in force) and why, in one transaction; then the client is e-mailed
 * the step they are at now.
 */
export async function overrideClientStatus(
  ctx: AppContext,
  input: StatusOverrideRequest & { clientId: string; admin: { id: string; fullName: string } },
): Promise<StatusOverrideResponse> {
  const client = await findClient(ctx.db, input.clientId);
  const now = ctx.clock.now();
  const { entry, applicationStep } = await ctx.db.transaction(async (tx) => {
    // Locks the client's row, so two overrides at once record their previous steps one after the other.
    const [locked] = await tx.select({ stepOverride: users.stepOverride }).from(users).where(eq(users.id, client.id)).for('update');
    const records = await onboardingRecordsOf(tx, client.id);
    const previousStep = currentApplicationStep(records, locked!.stepOverride);
    // An override to the step the client is at changes nothing: no history entry, no e-mail.
    if (previousStep === input.targetStep) {
      throw new AppError('already_at_step', statusOverrideMessages.alreadyAtStep(previousStep), { params: { step: previousStep } });
    }
    await tx.update(users).set({ stepOverride: input.targetStep, updatedAt: now }).where(eq(users.id, client.id));
    const [row] = await tx
      .insert(adminOverrideHistory)
      .values({
        userId: client.id,
        adminId: input.admin.id,
        adminName: input.admin.fullName,
        targetStep: input.targetStep,
        previousStep,
        notes: input.notes,
        createdAt: now,
      })
      .returning();
    const applicationStep = currentApplicationStep(records, input.targetStep);
    await queueMail(ctx, tx, {
      message: statusOverrideMail(client, applicationStep, appLink(ctx.config, paths.dashboard)),
      userId: client.id,
    });
    await recordAudit(tx, { clientId: client.id, targetId: row!.id });
    return { entry: toEntry(row!), applicationStep };
  });
  return { message: statusOverrideMessage(input.targetStep), stepOverride: input.targetStep, applicationStep, entry };
}

/** The client's status overrides, newest first. */
export async function listOverrideHistory(db: Db, clientId: string): Promise<OverrideHistoryEntry[]> {
  const client = await findClient(db, clientId);
  const rows = await db
    .select()
    .from(adminOverrideHistory)
    .where(eq(adminOverrideHistory.userId, client.id))
    .orderBy(desc(adminOverrideHistory.createdAt), desc(adminOverrideHistory.id));
  return rows.map(toEntry);
}
