import { eq } from 'drizzle-orm';
import { groupMembers } from '../../../db/schema/index';
import type { Db } from '../../db';
import { forbidden } from '../../lib/app-error';

/** True when the user joined someone else's group by invitation. */
export async function isCoTenant(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.userId, userId));
  return row !== undefined;
}

export const leaderOnlyMessage = 'Your group leader handles payments and scheduling for your group.';

/** Payments and scheduling belong to the group leader (docs/decisions/006-co-tenants.md). */
export async function assertNotCoTenant(db: Db, userId: string): Promise<void> {
  if (await isCoTenant(db, userId)) throw forbidden(leaderOnlyMessage);
}
