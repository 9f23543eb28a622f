import { canChangeViewingStatus, viewingMessages } from '@nestway/core/viewings';
import { and, eq } from 'drizzle-orm';
import { propertyViewings } from '../../../db/schema/index';
import type { Db } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import type { ViewingRow } from './records';

/**
 * The viewing with this id, owned by `ownerId` when given (a client's own): another client's, an
 * unknown or a malformed id is 404 'Viewing not found', so ids are never told apart.
 */
export async function findViewing(db: Db, id: string, ownerId?: string): Promise<ViewingRow> {
  const [row] = isRecordId(id)
    ? await db
        .select()
        .from(propertyViewings)
        .where(and(eq(propertyViewings.id, id), ownerId === undefined ? undefined : eq(propertyViewings.userId, ownerId)))
    : [];
  if (!row) throw notFound(viewingMessages.notFound);
  return row;
}

export type ViewingChanges = Partial<Omit<typeof propertyViewings.$inferInsert, 'id' | 'userId' | 'createdAt'>> & { updatedAt: Date };

/**
 * Saves changes to a viewing read as `viewing`. A change of status must be one the rules allow
 * (canChangeViewingStatus, so the same status is refused too: 409), and is saved only if the status
 * is still the one read: a change made meanwhile is refused with its own status, never overwritten.
 */
export async function changeViewing(db: Db, viewing: ViewingRow, changes: ViewingChanges): Promise<ViewingRow> {
  const to = changes.status;
  if (to !== undefined && !canChangeViewingStatus(viewing.status, to)) {
    throw conflict(viewingMessages.transitionRefused(viewing.status, to), { params: { from: viewing.status, to } });
  }
  const [row] = await db
    .update(propertyViewings)
    .set(changes)
    .where(and(eq(propertyViewings.id, viewing.id), to === undefined ? undefined : eq(propertyViewings.status, viewing.status)))
    .returning();
  if (row) return row;
  const current = await findViewing(db, viewing.id);
  throw conflict(viewingMessages.transitionRefused(current.status, to!), { params: { from: current.status, to: to! } });
}
