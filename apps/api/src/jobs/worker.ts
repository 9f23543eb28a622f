import type { AppContext } from '../context';
import type { JobHandler, JobHandlers } from './job-handler';
import type { JobKind, JobPayloads } from './job-kinds';
import { claimDueJobs, markJobDone, markJobFailed, type JobRow } from './queue';
import { ensureSchedules, queueDueSchedules } from './schedules';

export interface JobWorkerOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** Jobs this instance runs at once. */
  concurrency: number;
  /** How often this instance checks the recurring schedules. */
  scheduleCheckMs: number;
}

export interface JobWorker {
  /** Polls for due jobs until stopped: every instance runs one. */
  start(): Promise<void>;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
  /**
   * Runs every due job now, and the jobs they queue, until none is due; returns how many ran. For
   * tests, which run the app without polling so that they decide when background work happens.
   */
  runDue(): Promise<number>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The job worker of one instance. Nothing it does can crash the process: a failed poll (the database
 * restarting) is logged and tried again at the next one, a failed job is recorded and retried by its
 * handler's policy.
 */
export function createJobWorker(ctx: AppContext, handlers: JobHandlers, options: JobWorkerOptions): JobWorker {
  const inHand = new Set<Promise<void>>();
  let polling = false;
  let timer: NodeJS.Timeout | undefined;
  let nextScheduleCheck = 0;

  async function runJob(job: JobRow): Promise<void> {
    const kind = job.kind as JobKind;
    const handler = handlers[kind] as JobHandler<typeof kind> | undefined;
    const payload = job.payload as JobPayloads[typeof kind];
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler.run(ctx, payload);
      await markJobDone(ctx.db, job.id, ctx.clock.now());
    } catch (error) {
      const now = ctx.clock.now();
      const retryAt = handler ? handler.retry({ attempts: job.attempts, createdAt: job.createdAt, now }) : null;
      const failure = { error: errorText(error), attempts: job.attempts, retryAt };
      ctx.log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt }, 'job failed');
      await ctx.db
        .transaction(async (tx) => {
          await markJobFailed(tx, job.id, failure.error, retryAt, now);
          await handler?.onFailure?.(ctx, tx, payload, failure);
        })
        .catch((recordError: unknown) =>
          // The job stays claimed; another worker takes it again when the lease runs out.
          ctx.log.error({ err: recordError, jobId: job.id }, 'job failure not recorded'),
        );
    }
  }

  /** One look: the schedules when due for a check, then as many due jobs as there are free hands. */
  async function look(): Promise<void> {
    if (Date.now() >= nextScheduleCheck) {
      nextScheduleCheck = Date.now() + options.scheduleCheckMs;
      await queueDueSchedules(ctx.db, ctx.clock.now(), wake);
    }
    const free = options.concurrency - inHand.size;
    if (free <= 0) return;
    const claimed = await claimDueJobs(ctx.db, ctx.clock.now(), free);
    for (const job of claimed) {
      const running = runJob(job).finally(() => {
        inHand.delete(running);
        wake();
      });
      inHand.add(running);
    }
  }

  let looking: Promise<void> | undefined;
  let wakeRequested = false;

  function pollAfter(ms: number) {
    clearTimeout(timer);
    if (polling) timer = setTimeout(poll, ms);
  }

  function poll() {
    wakeRequested = false;
    looking = look()
      .catch((error: unknown) => void ctx.log.error({ err: error }, 'job poll failed; trying again at the next one'))
      .then(() => {
        looking = undefined;
        // Woken while looking (a job queued or finished): look again at once; otherwise at the next poll.
        pollAfter(wakeRequested ? 0 : options.pollMs);
      });
  }

  /** A job was queued here, or one finished: look again soon (after a queued job's transaction has committed). */
  function wake() {
    if (looking) wakeRequested = true;
    else pollAfter(20);
  }
  ctx.jobSignal.onJobQueued(wake);

  return {
    async start() {
      await ensureSchedules(ctx.db, ctx.clock.now());
      polling = true;
      pollAfter(0);
    },
    async stop() {
      polling = false;
      clearTimeout(timer);
      await looking;
      await Promise.allSettled([...inHand]);
    },
    async runDue() {
      await ensureSchedules(ctx.db, ctx.clock.now());
      await queueDueSchedules(ctx.db, ctx.clock.now(), () => {});
      let ran = 0;
      for (;;) {
        const claimed = await claimDueJobs(ctx.db, ctx.clock.now(), options.concurrency);
        if (claimed.length === 0) return ran;
        await Promise.all(claimed.map(runJob));
        ran += claimed.length;
      }
    },
  };
}
