import { accountDeletionMessages, type DeleteAccountRequest } from '@nestway/core/account-deletion';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { countHit, currentHits } from '../../lib/rate-limit';
import { deleteClient } from '../clients/index';

/**
 * A client deletes their own account (docs/decisions/034-account-deletion.md) through the admin's
 * deletion (decision 018), after re-entering their password. Wrong passwords count as failed sign-ins
 * do (decision 004), per account and per address; a wrong one changes nothing else.
 */
export async function deleteOwnAccount(ctx: AppContext, userId: string, input: DeleteAccountRequest, ip: string): Promise<void> {
  const { perAccount, perIp, windowSeconds } = ctx.config.loginThrottle;
  const now = ctx.clock.now();
  // Keyed by the account's id: its deletion clears the counters ending with it.
  const accountKey = `account-delete:account:${userId}`;
  const ipKey = `account-delete:ip:${ip}`;
  if (
    (await currentHits(ctx.db, ipKey, now, windowSeconds)) >= perIp ||
    (await currentHits(ctx.db, accountKey, now, windowSeconds)) >= perAccount
  ) {
    throw tooManyRequests(accountDeletionMessages.tooMany, { params: { retryAfterSeconds: windowSeconds } });
  }
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    await countHit(ctx.db, accountKey, now, windowSeconds);
    await countHit(ctx.db, ipKey, now, windowSeconds);
    throw new AppError('wrong_password', accountDeletionMessages.wrongPassword);
  }
  await deleteClient(ctx, userId, { by: 'client' });
}
