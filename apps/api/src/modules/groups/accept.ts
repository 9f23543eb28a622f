import { groupMessages, type AcceptInvitationResponse } from '@nestway/core/groups';
import { and, eq, isNull } from 'drizzle-orm';
import { groupInvitations, groupMembers, tenantGroups, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashToken } from '../../lib/tokens';
import { findGroupPlace } from '../shared/group-lookup';

/**
 * Joins the signed-in user to the group of the invitation sent to their address, and uses the
 * invitation up, in one transaction. Repeating the call for the same user and invitation answers the
 * same success; another user's, a used or an expired invitation is not found.
 */
export async function acceptInvitation(
  ctx: AppContext,
  user: { id: string; email: string },
  token: string,
): Promise<AcceptInvitationResponse['group']> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [invitation] = await tx
        .select({
          id: groupInvitations.id,
          groupId: groupInvitations.groupId,
          email: groupInvitations.email,
          expiresAt: groupInvitations.expiresAt,
          acceptedUserId: groupInvitations.acceptedUserId,
          acceptedAt: groupInvitations.acceptedAt,
          leaderName: users.fullName,
          numberOfTenants: tenantGroups.numberOfTenants,
        })
        .from(groupInvitations)
        .innerJoin(tenantGroups, eq(tenantGroups.id, groupInvitations.groupId))
        .innerJoin(users, eq(users.id, tenantGroups.leaderUserId))
        .where(eq(groupInvitations.tokenHash, hashToken(token)))
        .for('update', { of: groupInvitations });
      if (!invitation || invitation.email !== user.email) throw notFound(groupMessages.invitationNotFound);
      const group = { leaderName: invitation.leaderName, numberOfTenants: invitation.numberOfTenants };
      // The invitation reached this address: it proves it (decision 007).
      await tx
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
      if (invitation.acceptedAt) {
        if (invitation.acceptedUserId === user.id) return group;
        throw notFound(groupMessages.invitationNotFound);
      }
      if (invitation.expiresAt <= now) throw notFound(groupMessages.invitationNotFound);

      const place = await findGroupPlace(tx, user.id);
      if (place?.role === 'leader') throw conflict(groupMessages.leaderCannotJoin);
      if (place) throw conflict(groupMessages.alreadyInGroup);

      await tx.insert(groupMembers).values({ groupId: invitation.groupId, userId: user.id, joinedAt: now });
      await tx.update(groupInvitations).set({ acceptedAt: now, acceptedUserId: user.id }).where(eq(groupInvitations.id, invitation.id));
      return group;
    });
  } catch (error) {
    // Two invitations accepted at once by one user: the unique member row lets only one through.
    if (isUniqueViolation(error)) throw conflict(groupMessages.alreadyInGroup);
    throw error;
  }
}
