import type { BulkViewingRequest, ViewingFields, ViewingRecord } from '@nestway/core/viewings';
import type { AppContext } from '../../context';
import { notifyViewingsBooked } from './notifications';
import { toViewingRecord } from './records';
import { insertSession } from './sessions-write';

/** The property and time columns a viewing and its session share. */
export const propertyColumns = (fields: ViewingFields) => ({
  propertyAddress: fields.propertyAddress,
  propertyType: fields.propertyType,
  bedrooms: fields.bedrooms,
  bathrooms: fields.bathrooms,
  rentPence: fields.rentPence,
  viewingAt: new Date(fields.viewingDateTime),
});

/**
 * The admin books one viewing for many clients at once: a viewing session (kind 'bulk') and a
 * scheduled viewing in it for each client, in one transaction, so an unknown client leaves nothing
 * written. Each client is e-mailed, by jobs queued in the same transaction.
 */
export async function createBulkViewings(
  ctx: AppContext,
  adminId: string,
  { viewingData, clientIds }: BulkViewingRequest,
): Promise<{ viewingSessionId: string; createdViewings: ViewingRecord[] }> {
  const { sessionId, rows } = await insertSession(
    ctx,
    {
      kind: 'bulk',
      adminId,
      clientIds,
      columns: propertyColumns(viewingData),
      viewing: { status: 'scheduled', adminNotes: viewingData.adminNotes },
    },
    (tx, rows, clients) => notifyViewingsBooked(ctx, tx, rows, clients),
  );
  return { viewingSessionId: sessionId, createdViewings: rows.map(toViewingRecord) };
}
