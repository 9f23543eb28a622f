import { clientAccountMessages, type AdminNotesResponse } from '@nestway/core/client-account';
import { paths } from '@nestway/core/web-routes';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { appLink } from '../../lib/app-links';
import { hashPassword } from '../../lib/passwords';
import { assertClientPassword } from '../../lib/password-strength';
import { passwordChangedByAdminMail } from '../../mail/account-mails';
import { queueMail } from '../../mail/outbox';
import { endAllSessions } from '../auth/index';
import { findClient } from '../shared/find-client';
import { recordAudit } from '../../audit/record';

/** Saves the admin team's private notes on the client (already trimmed; null clears them). */
export async function saveClientNotes(ctx: AppContext, clientId: string, notes: string | null): Promise<AdminNotesResponse> {
  const client = await findClient(ctx.db, clientId);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ adminNotes: notes, updatedAt: ctx.clock.now() })
      .where(eq(users.id, client.id))
      .returning({ adminNotes: users.adminNotes });
    await recordAudit(tx, { clientId: client.id });
    return row!;
  });
  return { adminNotes: updated.adminNotes };
}

/**
 * An admin sets the client's password (already checked against the password rules): hashed as at
 * registration, every session of the client ended in the same transaction (a request on one answers 401
 * with signedOutReason 'password_changed_by_admin', so the client is told why), and the client told by
 * e-mail that it happened (without the password: the admin gives it to them another way).
 */
export async function resetClientPassword(ctx: AppContext, clientId: string, newPassword: string): Promise<{ message: string }> {
  const client = await findClient(ctx.db, clientId);
  assertClientPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, client.id));
    await endAllSessions(tx, client.id, 'password_changed_by_admin');
    await queueMail(ctx, tx, { message: passwordChangedByAdminMail(client, appLink(ctx.config, paths.login)), userId: client.id });
    await recordAudit(tx, { clientId: client.id });
  });
  return { message: clientAccountMessages.passwordReset };
}
