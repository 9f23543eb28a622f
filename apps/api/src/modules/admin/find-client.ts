import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { notFound } from '../../lib/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const clientNotFound = () => notFound('User not found');

/** The client (a tenant account) with this id; an unknown id, a malformed one or an admin's is 404. */
export async function findClient(db: Db, id: string): Promise<typeof users.$inferSelect> {
  if (!UUID.test(id)) throw clientNotFound();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'tenant')));
  if (!user) throw clientNotFound();
  return user;
}
