import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, recordId } from './columns';

/**
 * Durable background work (apps/api/src/jobs, docs/decisions/022-background-jobs.md). A job is written
 * in the transaction of the change it reports, so it exists exactly when that change commits; a
 * worker in any instance claims it with FOR UPDATE SKIP LOCKED, runs it, and records the outcome.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: recordId(),
    /** Which handler runs it (apps/api/src/jobs/handlers.ts). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued → running → done, or back to queued for a retry, or failed once its retries are spent. */
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Runs begun so far, counted when claimed. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before: a retry's backoff, or the time a scheduled job is due. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** While running: the claiming worker's lease. A job whose worker died is claimed again after it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
  ],
);

/**
 * Recurring jobs: when each is next due. The instance whose update moves `next_run_at` on queues the
 * run, so each is queued once per cluster however many instances look.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
