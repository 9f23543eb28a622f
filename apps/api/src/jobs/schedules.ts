import { and, eq, inArray, lte } from 'drizzle-orm';
import { jobSchedules } from '../../db/schema/index';
import type { Db } from '../db';
import type { JobKind } from './job-kinds';
import { enqueueJob } from './queue';

type RecurringKind = Extract<JobKind, 'purge_expired' | 'sweep_file_removals' | 'sweep_pending_uploads' | 'apply_retention'>;

/** The recurring jobs and how often each runs, once per cluster. */
const recurringJobs: ReadonlyArray<{ kind: RecurringKind; everyMs: number }> = [
  { kind: 'purge_expired', everyMs: 60 * 60_000 },
  { kind: 'sweep_file_removals', everyMs: 10 * 60_000 },
  { kind: 'sweep_pending_uploads', everyMs: 15 * 60_000 },
  { kind: 'apply_retention', everyMs: 24 * 60 * 60_000 },
];

/** Adds the schedules a new database lacks, each first due now (so a start-up runs them soon). */
export async function ensureSchedules(db: Db, now: Date): Promise<void> {
  await db
    .insert(jobSchedules)
    .values(recurringJobs.map(({ kind }) => ({ name: kind, nextRunAt: now })))
    .onConflictDoNothing();
}

/**
 * Queues each recurring job that is due. Moving `next_run_at` on and queueing the run are one
 * transaction, and only one instance's update matches the due row, so a run is queued once.
 */
export async function queueDueSchedules(db: Db, now: Date, notify: () => void): Promise<number> {
  const due = await db
    .select({ name: jobSchedules.name })
    .from(jobSchedules)
    .where(
      and(
        lte(jobSchedules.nextRunAt, now),
        inArray(
          jobSchedules.name,
          recurringJobs.map(({ kind }) => kind),
        ),
      ),
    );
  let queued = 0;
  for (const { kind, everyMs } of recurringJobs.filter((job) => due.some((row) => row.name === job.kind))) {
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(jobSchedules)
        .set({ nextRunAt: new Date(now.getTime() + everyMs) })
        .where(and(eq(jobSchedules.name, kind), lte(jobSchedules.nextRunAt, now)))
        .returning({ name: jobSchedules.name });
      if (!moved) return;
      await enqueueJob(tx, { kind, payload: {}, runAt: now }, notify);
      queued++;
    });
  }
  return queued;
}
