import { asc, desc, eq, sql } from 'drizzle-orm';
import { pendingFileRemovals } from '../../db/schema/index';
import type { AppContext } from '../context';
import type { Db } from '../db';
import type { JobHandler } from '../jobs/job-handler';
import { enqueueJob } from '../jobs/queue';
import { noRetry } from '../jobs/retry-policy';

/**
 * The one way a stored file leaves storage once its record is gone (docs/decisions/018-deleting-a-client.md):
 * `queueFileRemovals` in the transaction that deletes or repoints the record queues the keys and a
 * sweep_file_removals job, so the removal is as durable as the change and happens off the request. A
 * file that cannot be removed stays queued, counted, for the recurring sweep.
 */
export async function queueFileRemovals(
  ctx: Pick<AppContext, 'clock' | 'jobSignal'>,
  tx: Db,
  keys: ReadonlyArray<string | null>,
): Promise<void> {
  const fileKeys = [...new Set(keys.filter((key): key is string => key !== null))];
  if (fileKeys.length === 0) return;
  const now = ctx.clock.now();
  await tx
    .insert(pendingFileRemovals)
    .values(fileKeys.map((fileKey) => ({ fileKey, queuedAt: now })))
    .onConflictDoNothing();
  await enqueueJob(tx, { kind: 'sweep_file_removals', payload: {}, runAt: now }, ctx.jobSignal.jobQueued);
}

/** Removes queued files; a removed file's key leaves the queue, a failure is counted on its row. */
async function removeQueuedFiles(ctx: AppContext, keys: readonly string[]): Promise<number> {
  let removed = 0;
  for (const fileKey of keys) {
    if (await removeOne(ctx, fileKey)) removed++;
  }
  return removed;
}

async function removeOne(ctx: AppContext, fileKey: string): Promise<boolean> {
  try {
    await ctx.storage.delete(fileKey);
  } catch (error) {
    ctx.log.error({ err: error, fileKey }, 'stored file not removed; kept in pending_file_removals for the next sweep');
    await ctx.db
      .update(pendingFileRemovals)
      .set({ attempts: sql`${pendingFileRemovals.attempts} + 1`, lastError: errorText(error) })
      .where(eq(pendingFileRemovals.fileKey, fileKey))
      .catch((failure: unknown) => ctx.log.error({ err: failure, fileKey }, 'failed removal not counted'));
    return false;
  }
  try {
    await ctx.db.delete(pendingFileRemovals).where(eq(pendingFileRemovals.fileKey, fileKey));
  } catch (error) {
    // The file is gone; its key stays queued, and removing a missing file succeeds next time.
    ctx.log.error({ err: error, fileKey }, 'removed file left in pending_file_removals');
  }
  return true;
}

/** How many queued files one batch of the sweep tries. */
const SWEEP_BATCH = 500;

/**
 * Works through the whole queue, least-tried keys first, until it is empty or a batch removes nothing
 * (storage still failing: the next sweep tries again). Queued by the changes that queue removals, and
 * every 10 minutes.
 */
export const sweepFileRemovalsJob: JobHandler<'sweep_file_removals'> = {
  retry: noRetry,
  async run(ctx) {
    for (;;) {
      const batch = await ctx.db
        .select({ fileKey: pendingFileRemovals.fileKey })
        .from(pendingFileRemovals)
        .orderBy(asc(pendingFileRemovals.attempts), desc(pendingFileRemovals.queuedAt))
        .limit(SWEEP_BATCH);
      const removed = await removeQueuedFiles(
        ctx,
        batch.map((row) => row.fileKey),
      );
      if (batch.length < SWEEP_BATCH || removed === 0) return;
    }
  },
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
