import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index';
import type { Db } from '../db';
import type { JobKind, JobPayloads } from './job-kinds';

export type JobRow = typeof jobs.$inferSelect;

/** How long a claimed job stays with its worker before another may take it (a worker that died). */
const JOB_LEASE_MS = 5 * 60_000;

type NewJob<K extends JobKind> = { kind: K; payload: JobPayloads[K]; runAt: Date };

/**
 * Queues jobs. Call it with the transaction of the change the jobs report: they exist exactly when
 * the change commits. `notify` tells this instance's worker to look soon.
 */
export async function enqueueJobs<K extends JobKind>(tx: Db, newJobs: ReadonlyArray<NewJob<K>>, notify?: () => void): Promise<void> {
  if (newJobs.length === 0) return;
  // Queued when first due: the app's clock, which the retry policy measures from (not the database's).
  await tx.insert(jobs).values(newJobs.map(({ kind, payload, runAt }) => ({ kind, payload, runAt, createdAt: runAt })));
  notify?.();
}

export const enqueueJob = <K extends JobKind>(tx: Db, job: NewJob<K>, notify?: () => void) => enqueueJobs(tx, [job], notify);

/**
 * Claims up to `limit` due jobs for this worker: queued ones whose time has come, and running ones
 * whose worker's lease ran out. SKIP LOCKED lets every instance claim at once without taking the
 * same job twice.
 */
export async function claimDueJobs(db: Db, now: Date, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))))
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + JOB_LEASE_MS) })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function markJobDone(db: Db, id: string, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: now }).where(eq(jobs.id, id));
}

/** Records a failed run: queued again at `retryAt`, or failed for good when it is null. */
export async function markJobFailed(db: Db, id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'queued', runAt: retryAt, lockedUntil: null, lastError: error }
        : { status: 'failed', lockedUntil: null, lastError: error, finishedAt: now },
    )
    .where(eq(jobs.id, id));
}

const DAY_MS = 24 * 60 * 60_000;

/** Deletes finished jobs: done ones after a week, failed ones after a month (the purge_expired job). */
export async function purgeFinishedJobs(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lte(jobs.finishedAt, new Date(now.getTime() - 7 * DAY_MS))),
        and(eq(jobs.status, 'failed'), lte(jobs.finishedAt, new Date(now.getTime() - 30 * DAY_MS))),
      ),
    )
    .returning({ id: jobs.id });
  return gone.length;
}
