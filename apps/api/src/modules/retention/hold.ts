import type { ClientRetention } from '@nestway/core/retention';
import { eq } from 'drizzle-orm';
import { clientRetention, users } from '../../../db/schema/index';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import { findClient } from '../shared/find-client';
import { lockClient } from './apply-retention';
import { clientRetentionDue, hasRetainedFiles } from './facts';
import { retentionDeletionAt } from '@nestway/core/retention';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The admin's Retention block: when the client's files are due to go, the warning, and the hold. */
export async function loadClientRetention(ctx: AppContext, clientId: string): Promise<ClientRetention> {
  const client = await findClient(ctx.db, clientId);
  const { dueAt, basis } = await clientRetentionDue(ctx.db, client.id, ctx.config.retentionDays);
  const [state] = await ctx.db
    .select({ row: clientRetention, heldByName: users.fullName })
    .from(clientRetention)
    .leftJoin(users, eq(users.id, clientRetention.heldBy))
    .where(eq(clientRetention.userId, client.id));
  const row = state?.row;
  const warnedAt = row?.warnedDueAt?.getTime() === dueAt.getTime() ? row.warnedAt : null;
  return {
    dueAt: (retentionDeletionAt(dueAt, warnedAt) ?? dueAt).toISOString(),
    basis,
    warnedAt: iso(warnedAt),
    hasFiles: await hasRetainedFiles(ctx.db, client.id),
    hold: row?.heldAt ? { since: row.heldAt.toISOString(), reason: row.holdReason, by: state.heldByName } : null,
    lastDeletedAt: iso(row?.lastDeletedAt ?? null),
  };
}

/**
 * Puts the client's files on hold (nothing is warned about or deleted while it stands), or releases
 * them; audited as client.retention.hold. Holding again replaces the reason; releasing keeps the
 * warning state, so a client already warned for a due date is not warned again.
 */
export async function setRetentionHold(
  ctx: AppContext,
  clientId: string,
  adminId: string,
  request: { hold: boolean; reason: string | null },
): Promise<ClientRetention> {
  const client = await findClient(ctx.db, clientId);
  const now = ctx.clock.now();
  const hold = request.hold
    ? { heldAt: now, heldBy: adminId, holdReason: request.reason }
    : { heldAt: null, heldBy: null, holdReason: null };
  await ctx.db.transaction(async (tx) => {
    await lockClient(tx, client.id);
    await tx
      .insert(clientRetention)
      .values({ userId: client.id, ...hold })
      .onConflictDoUpdate({ target: clientRetention.userId, set: hold });
    await recordAudit(tx, { clientId: client.id });
  });
  return loadClientRetention(ctx, client.id);
}
