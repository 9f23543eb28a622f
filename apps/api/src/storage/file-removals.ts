import { asc, desc, eq, sql } from 'drizzle-orm';
import { pendingFileRemovals } from '../../db/schema/index';
import type { AppContext } from '../context';
import type { Db } from '../db';

/**
 * The one way a stored file leaves storage once its record is gone (docs/decisions/018-deleting-a-client.md):
 * 1. `queueFileRemovals` in the transaction that deletes or repoints the record, so the removal is
 *    as durable as the change;
 * 2. `removeQueuedFiles` after the commit; a file that cannot be removed stays queued, counted, and
 *    is retried by `sweepQueuedFiles` (at start-up and after a client's deletion). Neither throws:
 *    the change is made, and a storage failure only delays the removal.
 */
export async function queueFileRemovals(tx: Db, keys: ReadonlyArray<string | null>, now: Date): Promise<string[]> {
  const fileKeys = [...new Set(keys.filter((key): key is string => key !== null))];
  if (fileKeys.length > 0) {
    await tx
      .insert(pendingFileRemovals)
      .values(fileKeys.map((fileKey) => ({ fileKey, queuedAt: now })))
      .onConflictDoNothing();
  }
  return fileKeys;
}

/**
 * Removes the files a change has just queued. A removed file's key leaves the queue; a failure is
 * logged and counted on its row, for the sweep. Never throws.
 */
export async function removeQueuedFiles(ctx: AppContext, keys: readonly string[]): Promise<number> {
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
 * Works through the whole queue, least-tried keys first, until it is empty or a batch removes
 * nothing (storage still failing: a later sweep tries again). Run at start-up, for a crash between
 * a commit and its removals, and after a client's deletion. Never throws.
 */
export async function sweepQueuedFiles(ctx: AppContext): Promise<number> {
  let removed = 0;
  try {
    for (;;) {
      const batch = await ctx.db
        .select({ fileKey: pendingFileRemovals.fileKey })
        .from(pendingFileRemovals)
        .orderBy(asc(pendingFileRemovals.attempts), desc(pendingFileRemovals.queuedAt))
        .limit(SWEEP_BATCH);
      const removedNow = await removeQueuedFiles(
        ctx,
        batch.map((row) => row.fileKey),
      );
      removed += removedNow;
      if (batch.length < SWEEP_BATCH || removedNow === 0) return removed;
    }
  } catch (error) {
    ctx.log.error({ err: error }, 'the sweep of queued file removals failed; the next one tries again');
    return removed;
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
