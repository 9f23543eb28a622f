import { viewingMessages } from '@nestway/core/viewings';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { badRequest } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import type { ViewingClient } from './records';

const clientColumns = { id: users.id, email: users.email, fullName: users.fullName, locale: users.locale };

/**
 * The clients a bulk viewing or a video share is for, once each, in the order chosen. Every id must
 * name a client: an unknown, malformed or admin id refuses the whole request with
 * 400, so nothing is written for anyone. Call it inside the transaction that writes their viewings:
 * the rows are locked (FOR SHARE) until it commits, so a client deleted meanwhile waits for it.
 */
export async function lockClients(db: Db, clientIds: readonly string[]): Promise<ViewingClient[]> {
  const ids = [...new Set(clientIds.map((id) => id.toLowerCase()))];
  if (!ids.every(isRecordId)) throw badRequest(viewingMessages.unknownClients);
  const rows = await db
    .select(clientColumns)
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'tenant')))
    .for('share');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const clients = ids.flatMap((id) => byId.get(id) ?? []);
  if (clients.length !== ids.length) throw badRequest(viewingMessages.unknownClients);
  return clients;
}

/** The clients these viewings belong to, in one query. */
export async function clientsOf(db: Db, viewings: ReadonlyArray<{ userId: string }>): Promise<ViewingClient[]> {
  const ids = [...new Set(viewings.map((viewing) => viewing.userId))];
  if (ids.length === 0) return [];
  return db.select(clientColumns).from(users).where(inArray(users.id, ids));
}
