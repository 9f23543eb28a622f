import { groupHomeOf } from '@nestway/core/preferences';
import { invitationStatus, type InvitationSummary, type MyGroup } from '@nestway/core/groups';
import { asc, eq } from 'drizzle-orm';
import { groupInvitations, preferences } from '../../../db/schema/index';
import type { Db } from '../../db';
import { findGroupPlace, groupAcceptedProperties, groupPendingOffers, loadGroup } from '../shared/group-lookup';

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
  const place = await findGroupPlace(db, userId);
  if (!place) return { role: null, group: null };
  const group = await loadGroup(db, place.groupId);
  const { leaderId, leaderName, numberOfTenants, members } = group;
  const [leaders] = await db.select().from(preferences).where(eq(preferences.userId, leaderId));
  return {
    role: place.role,
    group: {
      leaderName,
      numberOfTenants,
      home: leaders ? groupHomeOf(leaders) : null,
      members: members.map(({ fullName, email }) => ({ fullName, email })),
      acceptedProperties: await groupAcceptedProperties(db, group),
      pendingOffers: await groupPendingOffers(db, group, userId),
      invitations: place.role === 'leader' ? await groupInvitationSummaries(db, place.groupId, now) : [],
    },
  };
}
