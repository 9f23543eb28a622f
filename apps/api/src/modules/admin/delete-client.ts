import { clientDeletedMessage, type ClientDeletedResponse } from '@nestway/core/client-account';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import {
  documents,
  groupInvitations,
  groupMembers,
  payments,
  pendingFileRemovals,
  rateLimits,
  sharedFiles,
  tenantGroups,
  users,
} from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';

/** How many queued files one sweep tries; a longer queue is worked through by the next sweeps. */
const SWEEP_BATCH = 500;

/**
 * Deletes a client's account with everything that is theirs (docs/decisions/018-deleting-a-client.md),
 * in one transaction: the client's row is locked first, so no record of theirs can be added meanwhile;
 * the rows that name stored files are deleted with their keys queued in `pending_file_removals`; the
 * invitation they accepted and the rate-limit counters keyed by their address go; deleting the user
 * cascades to every other table (sessions, preferences, call, terms, messages, override history, group
 * membership, a group they lead with its invitations). Only after the commit are the files removed,
 * with any left in the queue by earlier failures.
 * An unknown id, a malformed one or an admin's is 404 'User not found', and nothing changes.
 */
export async function deleteClient(ctx: AppContext, clientId: string, adminId: string): Promise<ClientDeletedResponse> {
  const now = ctx.clock.now();
  const { client, fileKeys, releasedCotenants } = await ctx.db.transaction(async (tx) => {
    const [client] = isRecordId(clientId)
      ? await tx
          .select({ id: users.id, email: users.email, fullName: users.fullName })
          .from(users)
          .where(and(eq(users.id, clientId), eq(users.role, 'tenant')))
          .for('update')
      : [];
    if (!client) throw notFound('User not found');

    // A group they lead goes with them (cascade); its co-tenants stay, as clients of their own.
    const [released] = await tx
      .select({ count: count() })
      .from(groupMembers)
      .innerJoin(tenantGroups, eq(tenantGroups.id, groupMembers.groupId))
      .where(eq(tenantGroups.leaderUserId, client.id));

    const documentKeys = await tx.delete(documents).where(eq(documents.userId, client.id)).returning({ key: documents.fileKey });
    const proofKeys = await tx.delete(payments).where(eq(payments.userId, client.id)).returning({ key: payments.proofFileKey });
    const sharedKeys = await tx.delete(sharedFiles).where(eq(sharedFiles.userId, client.id)).returning({ key: sharedFiles.fileKey });
    const fileKeys = [...new Set([...documentKeys, ...proofKeys, ...sharedKeys].flatMap(({ key }) => (key ? [key] : [])))];
    if (fileKeys.length > 0) {
      await tx
        .insert(pendingFileRemovals)
        .values(fileKeys.map((fileKey) => ({ fileKey, queuedAt: now })))
        .onConflictDoNothing();
    }

    // The invitation they accepted names their address: it goes, which frees the place in the leader's group.
    await tx.delete(groupInvitations).where(eq(groupInvitations.acceptedUserId, client.id));
    // Throttling counters are keyed '<kind>:<scope>:<address or id>' (login:account:..., reset:email:...).
    await tx.delete(rateLimits).where(or(keyEndsWith(`:${client.email}`), keyEndsWith(`:${client.id}`)));
    await tx.delete(users).where(eq(users.id, client.id));
    return { client, fileKeys, releasedCotenants: released?.count ?? 0 };
  });

  // The commit made the queue durable; a failure from here on is logged and left to the next sweep.
  const removal = await removeQueuedFiles(ctx).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'queued file removals not swept after a client deletion');
    return null;
  });
  ctx.log.info({ clientId: client.id, adminId, files: fileKeys.length, releasedCotenants, removal }, 'client deleted');
  return { message: clientDeletedMessage(client.fullName, releasedCotenants) };
}

/**
 * Works one batch of the queue of stored files to remove: the keys never tried first, newest first
 * (a deletion's own files, just queued), then the ones that failed before. A removed file's key
 * leaves the queue; a failure is logged, counted on its row and left for the next sweep. Removing a
 * file that is already gone succeeds, so two sweeps at once (two instances) do no harm.
 */
async function removeQueuedFiles(ctx: AppContext): Promise<{ tried: number; removed: number; failed: number }> {
  const queued = await ctx.db
    .select({ fileKey: pendingFileRemovals.fileKey })
    .from(pendingFileRemovals)
    .orderBy(asc(pendingFileRemovals.attempts), desc(pendingFileRemovals.queuedAt))
    .limit(SWEEP_BATCH);
  let removed = 0;
  for (const { fileKey } of queued) {
    try {
      await ctx.storage.delete(fileKey);
    } catch (error) {
      ctx.log.error({ err: error, fileKey }, 'stored file not removed; kept in pending_file_removals for the next sweep');
      await ctx.db
        .update(pendingFileRemovals)
        .set({ attempts: sql`${pendingFileRemovals.attempts} + 1`, lastError: errorText(error) })
        .where(eq(pendingFileRemovals.fileKey, fileKey));
      continue;
    }
    await ctx.db.delete(pendingFileRemovals).where(eq(pendingFileRemovals.fileKey, fileKey));
    removed++;
  }
  return { tried: queued.length, removed, failed: queued.length - removed };
}

/**
 * The start-up sweep (a crash between a commit and its removals, or storage that failed then): works
 * through the queue until it is empty or a batch removes nothing (storage still failing: the next
 * deletion or start-up tries again). A failure is logged; it never stops the start.
 */
export async function sweepQueuedFiles(ctx: AppContext): Promise<void> {
  try {
    let removed = 0;
    for (;;) {
      const batch = await removeQueuedFiles(ctx);
      removed += batch.removed;
      if (batch.tried < SWEEP_BATCH || batch.removed === 0) break;
    }
    if (removed > 0) ctx.log.info({ removed }, 'queued stored files removed at start-up');
  } catch (error) {
    ctx.log.error({ err: error }, 'the start-up sweep of queued file removals failed; the next start-up tries again');
  }
}

const keyEndsWith = (suffix: string) => sql`right(${rateLimits.key}, char_length(${suffix})) = ${suffix}`;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
