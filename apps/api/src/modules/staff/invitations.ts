import { STAFF_INVITATION_TTL_SECONDS, staffMessages, type InviteStaffRequest, type PendingInvitation } from '@nestway/core/staff';
import { paths } from '@nestway/core/web-routes';
import { and, eq, isNull } from 'drizzle-orm';
import { staffInvitations, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { appLink } from '../../lib/app-links';
import { addSeconds } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { assertStaffPassword } from '../../lib/password-strength';
import { hashToken, newToken } from '../../lib/tokens';
import { recordAudit } from '../../audit/record';
import { queueMail } from '../../mail/outbox';
import { staffInvitationMail } from '../../mail/staff-mails';

const alreadyHasAccount = () => new AppError('email_taken', staffMessages.alreadyStaff);

/**
 * Invites a person to the staff: a single-use link valid 72 hours, e-mailed through the outbox in the
 * same transaction. An address with an account (a client's or a member's) is refused; a new invitation
 * to the same address replaces the ones not used yet.
 */
export async function inviteStaff(
  ctx: AppContext,
  input: Required<InviteStaffRequest>,
  inviter: { id: string; fullName: string },
): Promise<PendingInvitation> {
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw alreadyHasAccount();
  const token = newToken();
  const now = ctx.clock.now();
  const invitation = await ctx.db.transaction(async (tx) => {
    await tx.delete(staffInvitations).where(and(eq(staffInvitations.email, input.email), isNull(staffInvitations.usedAt)));
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        tokenHash: hashToken(token),
        email: input.email,
        fullName: input.fullName,
        invitedBy: inviter.id,
        createdAt: now,
        expiresAt: addSeconds(now, STAFF_INVITATION_TTL_SECONDS),
      })
      .returning();
    const link = appLink(ctx.config, paths.adminJoin.href(token));
    await queueMail(ctx, tx, { message: staffInvitationMail(input, inviter.fullName, link), userId: null, kind: 'invitation' });
    await recordAudit(tx, { targetId: row!.id });
    return row!;
  });
  return {
    id: invitation.id,
    email: invitation.email,
    fullName: invitation.fullName,
    invitedByName: inviter.fullName,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Creates the staff account of an invitation, verified (the link proved the address), with the password
 * chosen; the invitation is used up in the same transaction, so a second use, even a simultaneous one,
 * is refused, and the `staff.join` entry is written in it too. Answers the new member's id, to sign them in.
 */
export async function joinStaff(ctx: AppContext, token: string, password: string): Promise<string> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const [invitation] = await ctx.db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
  if (!invitation) throw new AppError('invitation_invalid', staffMessages.invitationInvalid);
  if (invitation.usedAt) throw new AppError('invitation_invalid', staffMessages.invitationUsed);
  if (invitation.expiresAt <= now) throw new AppError('invitation_invalid', staffMessages.invitationExpired);
  assertStaffPassword(password, invitation);
  const passwordHash = await hashPassword(password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [used] = await tx
        .update(staffInvitations)
        .set({ usedAt: now })
        .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.usedAt)))
        .returning({ id: staffInvitations.id });
      if (!used) throw new AppError('invitation_invalid', staffMessages.invitationUsed);
      const [user] = await tx
        .insert(users)
        .values({ email: invitation.email, fullName: invitation.fullName, passwordHash, role: 'admin', emailVerifiedAt: now })
        .returning({ id: users.id });
      // The request is anonymous: the entry names the member it created.
      await recordAudit(tx, { targetId: user!.id, actor: { id: user!.id, name: invitation.fullName, role: 'admin' } });
      return user!.id;
    });
  } catch (error) {
    // The address registered an account after the invitation was sent.
    if (isUniqueViolation(error)) throw alreadyHasAccount();
    throw error;
  }
}
