import { asc, eq } from 'drizzle-orm';
import { groupInvitations, groupMembers, tenantGroups, users } from '../../../../db/schema/index';
import { findGroupPlace, loadGroup } from '../../shared/group-lookup';
import type { ExportSection } from '../section';

/**
 * The group as the client sees it in the app: for a leader, who joined and the invitations they sent
 * (never the invitation tokens); for a co-tenant, whose group they joined and when.
 */
export const groupSection: ExportSection = {
  key: 'group',
  read: async (db, subject) => {
    const place = await findGroupPlace(db, subject.id);
    if (!place) return { data: null };
    const group = await loadGroup(db, place.groupId);
    const [details] = await db
      .select({ createdAt: tenantGroups.createdAt, joinedAt: groupMembers.joinedAt })
      .from(tenantGroups)
      .leftJoin(groupMembers, eq(groupMembers.userId, subject.id))
      .where(eq(tenantGroups.id, place.groupId));
    const common = { groupId: place.groupId, role: place.role, numberOfTenants: group.numberOfTenants, createdAt: details?.createdAt };
    if (place.role === 'cotenant') {
      const [leader] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, place.leaderUserId));
      return { data: { ...common, leaderName: leader?.fullName ?? null, joinedAt: details?.joinedAt ?? null } };
    }
    const invitations = await db
      .select({
        email: groupInvitations.email,
        createdAt: groupInvitations.createdAt,
        expiresAt: groupInvitations.expiresAt,
        acceptedAt: groupInvitations.acceptedAt,
      })
      .from(groupInvitations)
      .where(eq(groupInvitations.groupId, place.groupId))
      .orderBy(asc(groupInvitations.createdAt));
    const members = group.members.map(({ fullName, email }) => ({ fullName, email }));
    return { data: { ...common, members, invitationsSent: invitations } };
  },
};
