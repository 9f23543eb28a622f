import { RESET_LINK_TTL_SECONDS } from '@nestway/core/auth';
import { STAFF_MIN_PASSWORD_LENGTH, staffMessages } from '@nestway/core/staff';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { emailVerifications, passwordResets, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest, tooManyRequests } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { assertClientPassword, assertStaffPassword } from '../../lib/password-strength';
import { countHit } from '../../lib/rate-limit';
import { hashToken, newToken } from '../../lib/tokens';
import { passwordResetMail } from '../../mail/auth-mails';
import { queueMail } from '../../mail/outbox';
import type { Db } from '../../db';
import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJob } from '../../jobs/queue';
import { backoffFor } from '../../jobs/retry-policy';
import { deleteAllSessions } from './sessions';
import { paths } from '@nestway/core/web-routes';
import { appLink } from '../../lib/app-links';

const resetMessages = {
  tooSoon: 'Please wait a minute before requesting another email.',
  tooMany: 'Too many reset requests from your network. Please try again later.',
  badLink: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

/**
 * Accepts a reset request. The request only counts it and queues a job, whether or not the address
 * has an account, so the answer is the same and takes the same time either way; the job looks the
 * account up and e-mails the link. The one-a-minute limit is keyed on the address typed, so it
 * reveals nothing either.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  if ((await countHit(ctx.db, `reset:ip:${ip}`, now, 60 * 60)) > 30) throw tooManyRequests(resetMessages.tooMany);
  if ((await countHit(ctx.db, `reset:email:${email}`, now, 60)) > 1) {
    throw tooManyRequests(resetMessages.tooSoon, { params: { retryAfterSeconds: 60 } });
  }
  await enqueueJob(ctx.db, { kind: 'request_password_reset', payload: { email }, runAt: now }, ctx.jobSignal.jobQueued);
}

/** Makes the reset link of a requested reset and queues its e-mail, when the address has an account. */
export const passwordResetRequestJob: JobHandler<'request_password_reset'> = {
  retry: backoffFor(60 * 60_000),
  async run(ctx, { email }) {
    const [user] = await ctx.db
      .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    const token = newToken();
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: addSeconds(now, RESET_LINK_TTL_SECONDS),
      });
      const link = appLink(ctx.config, paths.resetPassword.href(token));
      await queueMail(ctx, tx, { message: passwordResetMail(user, link), userId: user.id, kind: 'password_reset' });
    });
  },
};

/** Deletes reset links that have expired (the purge_expired job); returns how many. */
export async function purgeExpiredResets(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(passwordResets).where(lte(passwordResets.expiresAt, now)).returning({ tokenHash: passwordResets.tokenHash });
  return gone.length;
}

const liveReset = (token: string, now: Date) =>
  and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

export async function isResetTokenValid(ctx: AppContext, token: string): Promise<boolean> {
  const [row] = await ctx.db.select({ userId: passwordResets.userId }).from(passwordResets).where(liveReset(token, ctx.clock.now()));
  return row !== undefined;
}

/**
 * Sets the new password, uses up every reset link of the user and ends all their sessions. The password
 * must pass the rules of the account's kind (a staff member's are stricter; the link stays usable if not).
 */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const now = ctx.clock.now();
  const [owner] = await ctx.db
    .select({ email: users.email, fullName: users.fullName, role: users.role })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(liveReset(token, now));
  if (!owner) throw badRequest(resetMessages.badLink);
  if (owner.role === 'admin') {
    if (newPassword.length < STAFF_MIN_PASSWORD_LENGTH)
      throw badRequest(staffMessages.passwordShort, { params: { min: STAFF_MIN_PASSWORD_LENGTH } });
    assertStaffPassword(newPassword, owner);
  } else assertClientPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(liveReset(token, now))
      .returning({ userId: passwordResets.userId });
    if (!used) throw badRequest(resetMessages.badLink);
    const [user] = await tx.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, used.userId));
    // The link reached the inbox, which proves the address as well as a code would.
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: user?.emailVerifiedAt ?? now })
      .where(eq(users.id, used.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    // A pending verification code or link would otherwise still sign its holder in.
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, used.userId));
    await deleteAllSessions(tx, used.userId);
  });
}
