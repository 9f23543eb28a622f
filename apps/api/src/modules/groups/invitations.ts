import { groupMessages } from '@nestway/core/groups';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { groupInvitations, tenantGroups, users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { badRequest } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';

export interface LiveInvitation {
  email: string;
  leaderName: string;
  numberOfTenants: number;
}

/** The invitation a token opens, if it is neither used nor expired. Tokens are looked up by their hash. */
export async function findLiveInvitation(db: Db, token: string, now: Date): Promise<LiveInvitation | null> {
  const [row] = await db
    .select({ email: groupInvitations.email, leaderName: users.fullName, numberOfTenants: tenantGroups.numberOfTenants })
    .from(groupInvitations)
    .innerJoin(tenantGroups, eq(tenantGroups.id, groupInvitations.groupId))
    .innerJoin(users, eq(users.id, tenantGroups.leaderUserId))
    .where(and(eq(groupInvitations.tokenHash, hashToken(token)), isNull(groupInvitations.acceptedAt), gt(groupInvitations.expiresAt, now)));
  return row ?? null;
}

/** Whether a live invitation was sent to `email`: registering it without the token signs it in to accept one. */
export async function hasLiveInvitationFor(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: groupInvitations.id })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.email, email), isNull(groupInvitations.acceptedAt), gt(groupInvitations.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/**
 * Registration with an invitation: the link reached `email`'s inbox, which proves the address.
 * A dead token, or one sent to another address, is refused.
 */
export async function assertInvitationFor(db: Db, token: string, email: string, now: Date): Promise<void> {
  const invitation = await findLiveInvitation(db, token, now);
  if (!invitation) throw badRequest(groupMessages.invitationDead);
  if (invitation.email !== email) throw badRequest(groupMessages.invitationForAnotherEmail);
}
