import { groupMessages, INVITATION_TTL_SECONDS, type InvitationSummary } from '@nestway/core/groups';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { groupInvitations, groupMembers, tenantGroups, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import { cotenantInvitationMail } from '../../mail/group-mails';
import { queueMails } from '../../mail/outbox';
import type { SessionUser } from '../shared/session-user';
import { groupInvitationSummaries } from './group-queries';
import { assertNotCoTenant } from './membership';
import { paths } from '@nestway/core/web-routes';
import { appLink } from '../../lib/app-links';

/**
 * The leader's invitation list: every address gets a fresh single-use link (replacing an earlier one),
 * members already in the group are left as they are, and pending invitations to addresses no longer
 * listed are withdrawn. The group is created on the first invitation, sized from the preferences.
 * The invitation e-mails are queued in the same transaction.
 */
export async function inviteCotenants(ctx: AppContext, leader: SessionUser, emails: string[]): Promise<InvitationSummary[]> {
  await assertNotCoTenant(ctx.db, leader.id);
  const numberOfTenants = leader.preferences?.numberOfTenants ?? 1;
  if (numberOfTenants < 2) throw badRequest(groupMessages.needsGroupPreferences);
  if (emails.length > numberOfTenants - 1)
    throw badRequest(groupMessages.tooMany(numberOfTenants - 1), { params: { max: numberOfTenants - 1 } });
  if (emails.includes(leader.email)) throw badRequest(groupMessages.ownEmail);

  const now = ctx.clock.now();
  const invitations = await ctx.db.transaction(async (tx) => {
    // The upsert locks the group row, so concurrent invitations by one leader run one after the other.
    const [group] = await tx
      .insert(tenantGroups)
      .values({ leaderUserId: leader.id, numberOfTenants })
      .onConflictDoUpdate({ target: tenantGroups.leaderUserId, set: { numberOfTenants } })
      .returning({ id: tenantGroups.id });
    const groupId = group!.id;

    const members = await tx
      .select({ email: users.email })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(groupMembers.groupId, groupId));
    const memberEmails = new Set(members.map((m) => m.email));
    const newcomers = emails.filter((email) => !memberEmails.has(email));
    const room = numberOfTenants - 1 - memberEmails.size;
    if (newcomers.length > room) throw badRequest(groupMessages.groupFull(Math.max(room, 0)), { params: { room: Math.max(room, 0) } });

    await tx
      .delete(groupInvitations)
      .where(
        and(eq(groupInvitations.groupId, groupId), isNull(groupInvitations.acceptedAt), notInArray(groupInvitations.email, newcomers)),
      );

    const expiresAt = addSeconds(now, INVITATION_TTL_SECONDS);
    const links: Array<{ email: string; link: string }> = [];
    for (const email of newcomers) {
      const token = newToken();
      const fresh = { tokenHash: hashToken(token), expiresAt, acceptedAt: null, acceptedUserId: null };
      await tx
        .insert(groupInvitations)
        .values({ groupId, email, createdAt: now, ...fresh })
        .onConflictDoUpdate({ target: [groupInvitations.groupId, groupInvitations.email], set: fresh });
      links.push({ email, link: appLink(ctx.config, paths.cotenantRegister.href(token)) });
    }
    // In the invitee's language when they have an account already, else in the leader's.
    const known = newcomers.length
      ? await tx.select({ email: users.email, locale: users.locale }).from(users).where(inArray(users.email, newcomers))
      : [];
    const localeOf = new Map(known.map((account) => [account.email, account.locale]));
    // Listed on the leader's admin page: the invitations are about their group.
    await queueMails(
      ctx,
      tx,
      links.map(({ email, link }) => ({
        message: cotenantInvitationMail({
          email,
          link,
          leaderName: leader.fullName,
          numberOfTenants,
          locale: localeOf.get(email) ?? leader.locale,
        }),
        userId: leader.id,
        kind: 'invitation' as const,
      })),
    );
    return groupInvitationSummaries(tx, groupId, now);
  });
  return invitations;
}
