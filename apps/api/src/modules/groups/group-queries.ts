import { invitationStatus, type InvitationSummary, type MyGroup } from '@nestway/core/groups';
import { asc, eq } from 'drizzle-orm';
import { groupInvitations, groupMembers, tenantGroups, users } from '../../../db/schema/index';
import type { Db } from '../../db';

/** Every invitation of a group with its state at `now`, oldest first. */
export async function groupInvitationSummaries(db: Db, groupId: string, now: Date): Promise<InvitationSummary[]> {
  const rows = await db
    .select({ email: groupInvitations.email, acceptedAt: groupInvitations.acceptedAt, expiresAt: groupInvitations.expiresAt })
    .from(groupInvitations)
    .where(eq(groupInvitations.groupId, groupId))
    .orderBy(asc(groupInvitations.createdAt), asc(groupInvitations.email));
  return rows.map((row) => ({ email: row.email, status: invitationStatus(row, now), expiresAt: row.expiresAt.toISOString() }));
}

/**
 * The user's group as their screens show it: the leader sees the invitations too; a co-tenant sees
 * who is in the group, not who else was invited.
 */
export async function readMyGroup(db: Db, userId: string, now: Date): Promise<MyGroup> {
  const [led] = await db.select({ id: tenantGroups.id }).from(tenantGroups).where(eq(tenantGroups.leaderUserId, userId));
  const [joined] = await db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));
  const groupId = led?.id ?? joined?.id;
  if (!groupId) return { role: null, group: null };

  const [group] = await db
    .select({ leaderName: users.fullName, numberOfTenants: tenantGroups.numberOfTenants })
    .from(tenantGroups)
    .innerJoin(users, eq(users.id, tenantGroups.leaderUserId))
    .where(eq(tenantGroups.id, groupId));
  const members = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.joinedAt));
  return {
    role: led ? 'leader' : 'cotenant',
    group: { ...group!, members, invitations: led ? await groupInvitationSummaries(db, groupId, now) : [] },
  };
}
