import type { ViewingFields, ViewingRecord, ViewingUpdate } from '@nestway/core/viewings';
import { desc, eq } from 'drizzle-orm';
import { propertyViewings } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { findClient } from '../shared/find-client';
import { propertyColumns } from './bulk-viewings';
import { clientsOf } from './clients';
import { notifyViewingCancelled, notifyViewingsBooked } from './notifications';
import { toViewingRecord } from './records';
import { changeViewing, findViewing, type ViewingChanges } from './viewing-rows';
import { recordAudit } from '../../audit/record';

/** A user's viewings, latest viewing first. */
export async function listViewings(db: Db, userId: string): Promise<ViewingRecord[]> {
  const rows = await db
    .select()
    .from(propertyViewings)
    .where(eq(propertyViewings.userId, userId))
    .orderBy(desc(propertyViewings.viewingAt), desc(propertyViewings.createdAt), desc(propertyViewings.id));
  return rows.map(toViewingRecord);
}

/** The admin's list of a client's viewings; an unknown client is 404 'User not found'. */
export async function listClientViewings(db: Db, clientId: string): Promise<ViewingRecord[]> {
  const client = await findClient(db, clientId);
  return listViewings(db, client.id);
}

/** The admin books one viewing for one client (no session); the client is e-mailed. */
export async function createViewing(ctx: AppContext, clientId: string, adminId: string, fields: ViewingFields): Promise<ViewingRecord> {
  const client = await findClient(ctx.db, clientId);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(propertyViewings)
      .values({
        userId: client.id,
        createdBy: adminId,
        ...propertyColumns(fields),
        status: 'scheduled',
        adminNotes: fields.adminNotes,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await notifyViewingsBooked(ctx, tx, [created!], [client]);
    await recordAudit(tx, { clientId: client.id, targetId: created!.id });
    return created!;
  });
  return toViewingRecord(row);
}

/**
 * The admin edits a viewing: any of its fields, and or its status as the rules allow (scheduled to
 * cancelled or completed, cancelled back to scheduled). Cancelling e-mails the client, with the
 * viewing's notes as the reason.
 */
export async function updateViewing(ctx: AppContext, viewingId: string, update: ViewingUpdate): Promise<ViewingRecord> {
  const viewing = await findViewing(ctx.db, viewingId);
  const { viewingDateTime, ...fields } = update;
  // A field left out is unchanged (Drizzle leaves undefined values out of the UPDATE).
  const changes: ViewingChanges = {
    ...fields,
    ...(viewingDateTime !== undefined && { viewingAt: new Date(viewingDateTime) }),
    updatedAt: ctx.clock.now(),
  };

  const row = await ctx.db.transaction(async (tx) => {
    const changed = await changeViewing(tx, viewing, changes);
    if (update.status === 'cancelled') {
      const [client] = await clientsOf(tx, [changed]);
      await notifyViewingCancelled(ctx, tx, changed, client!);
    }
    await recordAudit(tx, { clientId: changed.userId, targetId: changed.id });
    return changed;
  });
  return toViewingRecord(row);
}
