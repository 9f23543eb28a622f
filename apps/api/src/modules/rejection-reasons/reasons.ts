import { rejectionReasonMessages, type CreateRejectionReason, type RejectionReason } from '@nestway/core/rejection-reasons';
import { asc, eq } from 'drizzle-orm';
import { rejectionReasons } from '../../../db/schema/index';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';

type Row = typeof rejectionReasons.$inferSelect;
const toReason = (row: Row): RejectionReason => ({
  id: row.id,
  text: row.text,
  appliesTo: row.appliesTo,
  createdAt: row.createdAt.toISOString(),
});

/** The saved reasons, oldest first: the order staff built the list in. */
export async function listRejectionReasons(db: Db): Promise<RejectionReason[]> {
  const rows = await db.select().from(rejectionReasons).orderBy(asc(rejectionReasons.createdAt), asc(rejectionReasons.id));
  return rows.map(toReason);
}

/**
 * Saves a reason; one that reads the same (whatever its case) is refused. The unique index on its
 * lower-cased text decides, so two members saving the same words at once cannot both pass.
 */
export async function createRejectionReason(ctx: AppContext, input: Required<CreateRejectionReason>, actorId: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rejectionReasons)
      .values({ text: input.text, appliesTo: input.appliesTo, createdBy: actorId, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(rejectionReasonMessages.duplicate);
    await recordAudit(tx, { targetId: row.id });
    return toReason(row);
  });
}

/** Removes a reason from the list; rejection notes already sent keep their words. */
export async function deleteRejectionReason(ctx: AppContext, id: string) {
  if (!isRecordId(id)) throw notFound(rejectionReasonMessages.notFound);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(rejectionReasons).where(eq(rejectionReasons.id, id)).returning({ id: rejectionReasons.id });
    if (!row) throw notFound(rejectionReasonMessages.notFound);
    await recordAudit(tx, { targetId: row.id });
  });
  return { success: true as const, message: rejectionReasonMessages.deleted };
}
