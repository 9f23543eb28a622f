import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';

/** The client with this id; an unknown id, a malformed one or an admin's is 404. */
export async function findClient(db: Db, id: string): Promise<typeof users.$inferSelect> {
  const [user] = isRecordId(id)
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'tenant')))
    : [];
  if (!user) throw notFound('User not found');
  return user;
}
