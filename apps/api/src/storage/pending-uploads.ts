import { and, inArray, lte } from 'drizzle-orm';
import { pendingUploads } from '../../db/schema/index';
import type { AppContext } from '../context';
import type { Db } from '../db';
import type { JobHandler } from '../jobs/job-handler';
import { noRetry } from '../jobs/retry-policy';

/**
 * An upload left pending this long is abandoned: no request lasts over 10 minutes (http/server-timeouts),
 * so its request has ended without promoting it.
 */
const ABANDONED_AFTER_MS = 30 * 60_000;
const SWEEP_BATCH = 200;

/** Records a key as pending before its first byte is stored, so that a crash mid-upload leaves a trace. */
export async function recordPendingUpload(db: Db, fileKey: string, now: Date): Promise<void> {
  await db.insert(pendingUploads).values({ fileKey, startedAt: now });
}

/**
 * Promotes the uploads a record now names. Call it in the transaction that writes the record: the
 * files become permanent exactly when it commits, and stay pending (to be swept) if it does not.
 */
export async function promoteUploads(tx: Db, files: ReadonlyArray<{ key: string }>): Promise<void> {
  if (files.length === 0) return;
  await tx.delete(pendingUploads).where(
    inArray(
      pendingUploads.fileKey,
      files.map((file) => file.key),
    ),
  );
}

/**
 * Removes the files of a refused request and their pending rows. Never throws: what cannot be removed
 * now stays pending, and the sweep removes it.
 */
export async function discardUploads(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  files: ReadonlyArray<{ key: string }>,
): Promise<void> {
  for (const { key } of files) {
    try {
      await ctx.storage.delete(key);
      await promoteUploads(ctx.db, [{ key }]);
    } catch (error) {
      ctx.log.warn({ err: error, fileKey: key }, 'refused upload not removed; the pending-uploads sweep will');
    }
  }
}

/** Recurring: removes abandoned uploads (a crash or kill mid-upload, a failed clean-up) from storage. */
export const sweepPendingUploadsJob: JobHandler<'sweep_pending_uploads'> = {
  retry: noRetry,
  async run(ctx) {
    const abandonedBefore = new Date(ctx.clock.now().getTime() - ABANDONED_AFTER_MS);
    for (;;) {
      const batch = await ctx.db
        .select({ key: pendingUploads.fileKey })
        .from(pendingUploads)
        .where(lte(pendingUploads.startedAt, abandonedBefore))
        .limit(SWEEP_BATCH);
      // The object goes first: a row without its object is harmless, an object without its row is an orphan.
      for (const { key } of batch) await ctx.storage.delete(key);
      if (batch.length > 0) {
        await ctx.db.delete(pendingUploads).where(
          and(
            inArray(
              pendingUploads.fileKey,
              batch.map((row) => row.key),
            ),
            lte(pendingUploads.startedAt, abandonedBefore),
          ),
        );
      }
      if (batch.length < SWEEP_BATCH) return;
    }
  },
};
