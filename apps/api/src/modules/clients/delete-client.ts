import type { Locale } from '@nestway/core/locales';
import { clientDeletedMessage, type ClientDeletedResponse } from '@nestway/core/client-account';
import { paths } from '@nestway/core/web-routes';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  documents,
  emails,
  groupInvitations,
  groupMembers,
  jobs,
  rateLimits,
  rightToRentChecks,
  sharedFiles,
  tenantGroups,
  users,
} from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { appLink } from '../../lib/app-links';
import { isRecordId } from '../../lib/ids';
import { accountDeletedMail, groupEndedMail } from '../../mail/account-deletion-mails';
import { queueMails, type OutgoingMail } from '../../mail/outbox';
import { queueFileRemovals } from '../../storage/file-removals';
import { cancelExpiryReminders } from '../../reminders/expiry-reminders';
import { recordAudit } from '../../audit/record';
import { retainPaymentsOf } from './retain-payments';

/**
 * Who deletes the account: an admin (decision 018: no e-mail, they tell the client themselves) or the
 * client themselves (decision 034: the co-tenants they leave and their own address are e-mailed).
 */
export type DeletedBy = { by: 'admin'; adminId: string } | { by: 'client' };

interface Person {
  id: string;
  email: string;
  fullName: string;
  locale: Locale;
}

/**
 * Deletes a client's account with everything that is theirs (docs/decisions/018-deleting-a-client.md),
 * in one transaction: the client's row is locked first, so no record of theirs can be added meanwhile;
 * the rows that name stored files are deleted with their keys queued in `pending_file_removals`; the
 * invitation they accepted and the rate-limit counters keyed by their address go; deleting the user
 * cascades to every other table (sessions, preferences, call, terms, messages, override history, group
 * membership, a group they lead with its invitations, the e-mails about them). The files are removed
 * by the sweep job queued with the deletion, off the request. Their payments stay as tax records that
 * name no one (decision 034), whoever deletes.
 * An unknown id, a malformed one or an admin's is 404 'User not found', and nothing changes.
 */
export async function deleteClient(ctx: AppContext, clientId: string, deletedBy: DeletedBy): Promise<ClientDeletedResponse> {
  const { client, fileKeys, releasedCotenants } = await ctx.db.transaction(async (tx) => {
    const [client] = isRecordId(clientId)
      ? await tx
          .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
          .from(users)
          .where(and(eq(users.id, clientId), eq(users.role, 'tenant')))
          .for('update')
      : [];
    if (!client) throw notFound('User not found');

    // A group they lead goes with them (cascade); its co-tenants stay, as clients of their own.
    const released = await tx
      .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
      .from(groupMembers)
      .innerJoin(tenantGroups, eq(tenantGroups.id, groupMembers.groupId))
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(tenantGroups.leaderUserId, client.id));

    const documentKeys = await tx
      .delete(documents)
      .where(eq(documents.userId, client.id))
      .returning({ key: documents.fileKey, id: documents.id });
    const proofKeys = await retainPaymentsOf(ctx, tx, client.id);
    const sharedKeys = await tx.delete(sharedFiles).where(eq(sharedFiles.userId, client.id)).returning({ key: sharedFiles.fileKey });
    const checks = await tx
      .delete(rightToRentChecks)
      .where(eq(rightToRentChecks.userId, client.id))
      .returning({ key: rightToRentChecks.fileKey, id: rightToRentChecks.id });
    const resultKeys = checks.flatMap(({ key }) => (key ? [key] : []));
    const fileKeys = [
      ...documentKeys.flatMap(({ key }) => (key ? [key] : [])),
      ...proofKeys,
      ...sharedKeys.map(({ key }) => key),
      ...resultKeys,
    ];
    await queueFileRemovals(ctx, tx, fileKeys);
    // Their expiry reminders would find nothing to send; they go now rather than run for nothing.
    await cancelExpiryReminders(
      tx,
      [...documentKeys, ...checks].map(({ id }) => id),
    );

    // The invitation they accepted names their address: it goes, which frees the place in the leader's group.
    await tx.delete(groupInvitations).where(eq(groupInvitations.acceptedUserId, client.id));
    // Throttling counters are keyed '<kind>:<scope>:<address or id>' (login:account:..., reset:email:...).
    await tx.delete(rateLimits).where(or(keyEndsWith(`:${client.email}`), keyEndsWith(`:${client.id}`)));
    // E-mails to their address about someone else's records (a co-tenant invitation) go too.
    await tx.delete(emails).where(eq(emails.toAddress, client.email));
    // Requests made by address (a password reset, a resend) are jobs that name it, done or not.
    await tx.delete(jobs).where(sql`${jobs.payload} ->> 'email' = ${client.email}`);
    await tx.delete(users).where(eq(users.id, client.id));
    // Queued after the deletes above, which would take the confirmation to their address with them.
    if (deletedBy.by === 'client') await queueMails(ctx, tx, farewellMails(ctx, client, released));
    // The entry outlives the account: it names the client by id only, with no foreign key.
    await recordAudit(tx, { clientId: client.id });
    return { client, fileKeys, releasedCotenants: released.length };
  });

  const by = deletedBy.by === 'admin' ? { adminId: deletedBy.adminId } : { by: 'client' };
  ctx.log.info({ clientId: client.id, ...by, files: fileKeys.length, releasedCotenants }, 'client deleted');
  return { message: clientDeletedMessage(client.fullName, releasedCotenants) };
}

/**
 * A client who deletes their own account is told it is done, at the address just erased (its row names
 * no account, and forgets the address once delivered); each co-tenant they leave is told the group ended.
 */
function farewellMails(ctx: AppContext, client: Person, released: Person[]): OutgoingMail[] {
  const dashboard = appLink(ctx.config, paths.dashboard);
  return [
    { message: accountDeletedMail(client, appLink(ctx.config, paths.privacy)), userId: null, forgetRecipient: true },
    ...released.map((cotenant) => ({ message: groupEndedMail(cotenant, client.fullName, dashboard), userId: cotenant.id })),
  ];
}

const keyEndsWith = (suffix: string) => sql`right(${rateLimits.key}, char_length(${suffix})) = ${suffix}`;
