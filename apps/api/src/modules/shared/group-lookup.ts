import type { GroupRole } from '@nestway/core/groups';
import type { PropertyRef } from '@nestway/core/offers';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { groupMembers, propertyOffers, propertyViewings, tenantGroups, users } from '../../../db/schema/index';
import type { Db } from '../../db';

/** Where a user stands in a group of co-tenants. */
export interface GroupPlace {
  groupId: string;
  role: GroupRole;
  leaderUserId: string;
}

/** The group the user leads or has joined (a user is in at most one), or null. The one group lookup. */
export async function findGroupPlace(db: Db, userId: string): Promise<GroupPlace | null> {
  const [led] = await db.select({ groupId: tenantGroups.id }).from(tenantGroups).where(eq(tenantGroups.leaderUserId, userId));
  if (led) return { groupId: led.groupId, role: 'leader', leaderUserId: userId };
  const [joined] = await db
    .select({ groupId: groupMembers.groupId, leaderUserId: tenantGroups.leaderUserId })
    .from(groupMembers)
    .innerJoin(tenantGroups, eq(tenantGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId));
  return joined ? { ...joined, role: 'cotenant' } : null;
}

/**
 * Whose account holds the group's shared records (the consultation call and the payments): the
 * leader's for a co-tenant, else the user's own (decision 006).
 */
export async function groupAccountHolder(db: Db, userId: string): Promise<string> {
  const place = await findGroupPlace(db, userId);
  return place?.role === 'cotenant' ? place.leaderUserId : userId;
}

/** The group's leader and size, and the co-tenants who have joined, in the order they joined. */
export async function loadGroup(db: Db, groupId: string) {
  const [group] = await db
    .select({ leaderId: users.id, leaderName: users.fullName, numberOfTenants: tenantGroups.numberOfTenants })
    .from(tenantGroups)
    .innerJoin(users, eq(users.id, tenantGroups.leaderUserId))
    .where(eq(tenantGroups.id, groupId));
  const members = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.joinedAt));
  return { ...group!, members };
}

/** The properties on which a member of the group (the leader or a co-tenant) has an accepted offer (decision 006). */
export async function groupAcceptedProperties(db: Db, group: { leaderId: string; members: { id: string }[] }): Promise<PropertyRef[]> {
  return db
    .select({ viewingSessionId: propertyViewings.sessionId, propertyAddress: propertyViewings.propertyAddress })
    .from(propertyOffers)
    .innerJoin(propertyViewings, eq(propertyViewings.id, propertyOffers.viewingId))
    .where(
      and(
        eq(propertyOffers.status, 'accepted'),
        inArray(propertyOffers.userId, [group.leaderId, ...group.members.map((member) => member.id)]),
      ),
    );
}

/**
 * The offers awaiting the landlord's answer that members of the group other than `readerId` made: the
 * group makes one offer on a property at a time, and the others see it (decision 006).
 */
export async function groupPendingOffers(db: Db, group: { leaderId: string; members: { id: string }[] }, readerId: string) {
  const rows = await db
    .select({
      viewingSessionId: propertyViewings.sessionId,
      propertyAddress: propertyViewings.propertyAddress,
      offerPence: propertyOffers.offerPence,
      madeBy: users.fullName,
      createdAt: propertyOffers.createdAt,
    })
    .from(propertyOffers)
    .innerJoin(propertyViewings, eq(propertyViewings.id, propertyOffers.viewingId))
    .innerJoin(users, eq(users.id, propertyOffers.userId))
    .where(
      and(
        eq(propertyOffers.status, 'pending'),
        inArray(propertyOffers.userId, [group.leaderId, ...group.members.map((member) => member.id)]),
        ne(propertyOffers.userId, readerId),
      ),
    )
    .orderBy(asc(propertyOffers.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
