import { retentionDeletionAt, retentionWarningAt } from '@nestway/core/retention';
import { paths } from '@nestway/core/web-routes';
import { and, asc, eq, exists, gt, isNotNull, or } from 'drizzle-orm';
import { clientRetention, documents, payments, sharedFiles, users } from '../../../db/schema/index';
import { appendAuditEntry } from '../../audit/chain';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { JobHandler } from '../../jobs/job-handler';
import { backoffFor } from '../../jobs/retry-policy';
import { appLink } from '../../lib/app-links';
import { queueMail } from '../../mail/outbox';
import { queueFileRemovals } from '../../storage/file-removals';
import { clientRetentionDue, hasRetainedFiles } from './facts';
import { retentionWarningMail } from './retention-mail';

/** Clients read per batch: the job holds no more than this many ids at once. */
const RETENTION_BATCH = 100;

/** What one client's turn did. */
type Outcome = 'warned' | 'deleted' | 'nothing';

/**
 * Recurring, daily, once per cluster (jobs/schedules.ts): warns the clients whose files are due within
 * RETENTION_WARNING_DAYS, and deletes the files of those whose due date has come (docs/decisions/036-retention.md).
 * Clients with files are read in id order, a batch at a time; each is one transaction holding their
 * client_retention row locked, so a rerun or a second run at once re-reads what the first did and
 * does nothing twice. A failure stops the run; the next day's run (or a retry) starts again and skips
 * what is done.
 */
export async function applyRetention(ctx: AppContext): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { warned: 0, deleted: 0, nothing: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch = await clientsWithFiles(ctx.db, afterId);
    for (const { id } of batch) counts[await applyToClient(ctx, id)]++;
    if (batch.length < RETENTION_BATCH) return counts;
    afterId = batch.at(-1)!.id;
  }
}

function clientsWithFiles(db: Db, afterId: string | null) {
  const owns = (table: typeof documents | typeof sharedFiles) =>
    exists(
      db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.userId, users.id), isNotNull(table.fileKey))),
    );
  const hasProof = exists(
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, users.id), isNotNull(payments.proofFileKey))),
  );
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'tenant'), afterId ? gt(users.id, afterId) : undefined, or(owns(documents), owns(sharedFiles), hasProof)))
    .orderBy(asc(users.id))
    .limit(RETENTION_BATCH);
}

async function applyToClient(ctx: AppContext, clientId: string): Promise<Outcome> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    const [state] = await tx.select().from(clientRetention).where(eq(clientRetention.userId, clientId));
    if (state?.heldAt || !(await hasRetainedFiles(tx, clientId))) return 'nothing';
    const { dueAt } = await clientRetentionDue(tx, clientId, ctx.config.retentionDays);
    const warnedForThisDate = state?.warnedDueAt?.getTime() === dueAt.getTime();
    if (!warnedForThisDate) {
      if (now < retentionWarningAt(dueAt)) return 'nothing';
      await warn(ctx, tx, clientId, dueAt, now);
      return 'warned';
    }
    const deleteAt = retentionDeletionAt(dueAt, state?.warnedAt ?? null);
    if (!deleteAt || now < deleteAt) return 'nothing';
    await deleteFiles(ctx, tx, clientId, now);
    return 'deleted';
  });
}

async function warn(ctx: AppContext, tx: Db, clientId: string, dueAt: Date, now: Date) {
  const [client] = await tx
    .select({ email: users.email, fullName: users.fullName, locale: users.locale })
    .from(users)
    .where(eq(users.id, clientId));
  // Never sooner than the notice the e-mail gives, even when this warning is late.
  const deleteOn = retentionDeletionAt(dueAt, now)!;
  await queueMail(ctx, tx, { message: retentionWarningMail(client!, deleteOn, appLink(ctx.config, paths.dashboard)), userId: clientId });
  const warned = { warnedDueAt: dueAt, warnedAt: now };
  await tx
    .insert(clientRetention)
    .values({ userId: clientId, ...warned })
    .onConflictDoUpdate({ target: clientRetention.userId, set: warned });
}

/**
 * The files go; the records of documents and payments stay, marked as having lost their file, so the
 * client's progress (documents verified, fee paid) still reads as it was.
 */
async function deleteFiles(ctx: AppContext, tx: Db, clientId: string, now: Date) {
  const documentFiles = await tx
    .select({ key: documents.fileKey })
    .from(documents)
    .where(and(eq(documents.userId, clientId), isNotNull(documents.fileKey)))
    .for('update');
  await tx
    .update(documents)
    .set({ fileKey: null, fileDeletedAt: now, updatedAt: now })
    .where(and(eq(documents.userId, clientId), isNotNull(documents.fileKey)));
  const gone = [
    ...documentFiles,
    ...(await tx.delete(sharedFiles).where(eq(sharedFiles.userId, clientId)).returning({ key: sharedFiles.fileKey })),
  ].map((row) => row.key);
  const proofs = await tx
    .select({ key: payments.proofFileKey })
    .from(payments)
    .where(and(eq(payments.userId, clientId), isNotNull(payments.proofFileKey)))
    .for('update');
  await tx
    .update(payments)
    .set({ proofFileKey: null, proofContentType: null, proofDeletedAt: now, updatedAt: now })
    .where(and(eq(payments.userId, clientId), isNotNull(payments.proofFileKey)));
  await queueFileRemovals(ctx, tx, [...gone, ...proofs.map((row) => row.key)]);
  await tx
    .update(clientRetention)
    .set({ lastDeletedAt: now, warnedDueAt: null, warnedAt: null })
    .where(eq(clientRetention.userId, clientId));
  await appendAuditEntry(tx, {
    occurredAt: now,
    actorId: null,
    actorName: 'Retention',
    actorRole: 'system',
    clientId,
    action: 'client.retention.delete',
    targetId: null,
    ipAddress: null,
    userAgent: null,
    outcome: 'succeeded',
  });
}

export const applyRetentionJob: JobHandler<'apply_retention'> = {
  // Retried within the day after a failure (a database or storage outage); each client's turn is idempotent.
  retry: backoffFor(6 * 60 * 60_000),
  async run(ctx) {
    const counts = await applyRetention(ctx);
    ctx.log.info({ retention: counts }, 'retention applied');
  },
};

/**
 * Holds the client's row for the rest of the transaction, so one client's retention is decided by one
 * transaction at a time (a second run, or an admin's hold, waits and then reads what the first did).
 * NO KEY UPDATE: the client's own inserts, which only check the key, are not held up.
 */
export async function lockClient(tx: Db, clientId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for('no key update');
}
