import type { AdminClientGroup } from '@nestway/core/admin';
import { asc, eq } from 'drizzle-orm';
import { groupMembers, tenantGroups, users } from '../../../db/schema/index';
import type { Db } from '../../db';

/** The group the client leads or has joined, with its leader and the co-tenants who joined; null when none. */
export async function findClientGroup(db: Db, userId: string): Promise<AdminClientGroup | null> {
  const [led] = await db.select({ id: tenantGroups.id }).from(tenantGroups).where(eq(tenantGroups.leaderUserId, userId));
  const [joined] = led ? [] : await db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));
  const groupId = led?.id ?? joined?.id;
  if (!groupId) return null;

  const [leader] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(tenantGroups)
    .innerJoin(users, eq(users.id, tenantGroups.leaderUserId))
    .where(eq(tenantGroups.id, groupId));
  const members = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.joinedAt));
  return { role: led ? 'leader' : 'cotenant', leaderId: leader!.id, leaderName: leader!.fullName, members };
}
