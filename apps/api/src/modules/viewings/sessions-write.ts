import type { ViewingStatus } from '@nestway/core/viewings';
import { propertyViewings, viewingSessions } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { ViewingClient, ViewingRow } from './records';
import { lockClients } from './clients';
import { recordAudit } from '../../audit/record';

type SessionColumns = Pick<
  typeof viewingSessions.$inferInsert,
  'propertyAddress' | 'propertyType' | 'bedrooms' | 'bathrooms' | 'rentPence' | 'viewingAt' | 'youtubeVideoId' | 'videoTitle'
>;

interface NewSession {
  kind: 'bulk' | 'video_share';
  adminId: string;
  clientIds: readonly string[];
  /** The property, time and (for a shared video) video, as the session and each viewing keep them. */
  columns: SessionColumns;
  /** What each client's viewing adds: its status, notes and when its video was shared. */
  viewing: { status: ViewingStatus; adminNotes: string | null; videoSharedAt?: Date };
}

/**
 * Writes a viewing session and one viewing in it for each client, and queues what `notify` tells
 * them, in one transaction: an unknown client refuses the whole request (lockClients), so nothing is
 * written, or sent, for anyone.
 */
export async function insertSession(
  ctx: AppContext,
  { kind, adminId, clientIds, columns, viewing }: NewSession,
  notify: (tx: Db, rows: ViewingRow[], clients: ViewingClient[]) => Promise<void>,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const clients = await lockClients(tx, clientIds);
    const [session] = await tx
      .insert(viewingSessions)
      .values({ kind, createdBy: adminId, ...columns, createdAt: now })
      .returning({ id: viewingSessions.id });
    const rows = await tx
      .insert(propertyViewings)
      .values(
        clients.map((client) => ({
          userId: client.id,
          sessionId: session!.id,
          createdBy: adminId,
          ...columns,
          ...viewing,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    await notify(tx, rows, clients);
    // One entry for the session; the client is named when there is one.
    await recordAudit(tx, { clientId: clients.length === 1 ? clients[0]!.id : null, targetId: session!.id });
    return { sessionId: session!.id, clients, rows };
  });
}
