import { OTP_MAX_WRONG_TRIES, OTP_RESEND_INTERVAL_SECONDS, OTP_TTL_SECONDS } from '@nestway/core/auth';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { emailVerifications, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { type AppError, badRequest, notFound, serviceUnavailable, tooManyRequests } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { hashToken, newOtpCode, newToken, sameHash } from '../../lib/tokens';
import { verificationMail } from '../../mail/auth-mails';
import { paths } from '@nestway/core/web-routes';
import { appLink } from '../../lib/app-links';

/** The e-mailed link stays valid longer than the code: people open mail late. */
const LINK_TTL_SECONDS = 24 * 60 * 60;

const verificationMessages = {
  resendTooSoon: 'Please wait a minute before requesting a new code.',
  wrongCode: 'Invalid verification code. Please try again.',
  expiredCode: 'This code has expired. Please request a new code.',
  tooManyTries: 'Too many incorrect attempts. Please request a new code.',
  noCode: 'No verification code is active for this account. Please request a new code.',
  alreadyVerified: 'This email address is already verified. Please sign in.',
  unknownUser: 'We could not find your account. Please register again.',
  badLink: 'This verification link is invalid or has expired.',
} as const;

const mailFailed = 'We could not send the email right now. Please try again in a few minutes.';

export interface Unverified {
  id: string;
  email: string;
  fullName: string;
}

/**
 * Writes (or replaces) the user's code and link. Returns null when the previous one was sent less
 * than a minute ago: the check and the write are one statement, so concurrent resends cannot both pass.
 */
export async function writeVerification(db: Db, userId: string, now: Date): Promise<{ code: string; linkToken: string } | null> {
  const code = newOtpCode();
  const linkToken = newToken();
  const values = {
    codeHash: hashToken(code),
    linkTokenHash: hashToken(linkToken),
    wrongTries: 0,
    sentAt: now,
    codeExpiresAt: addSeconds(now, OTP_TTL_SECONDS),
    linkExpiresAt: addSeconds(now, LINK_TTL_SECONDS),
  };
  const written = await db
    .insert(emailVerifications)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: values,
      setWhere: lte(emailVerifications.sentAt, addSeconds(now, -OTP_RESEND_INTERVAL_SECONDS)),
    })
    .returning({ userId: emailVerifications.userId });
  return written.length === 0 ? null : { code, linkToken };
}

export async function sendVerificationMail(ctx: AppContext, user: Unverified, secrets: { code: string; linkToken: string }): Promise<void> {
  const link = appLink(ctx.config, paths.verifyEmailLink.href(secrets.linkToken));
  await ctx.mailer.send(verificationMail(user, secrets.code, link));
}

/**
 * Sends a fresh code and link (a resend), or 429 within a minute of the last one. When the mail
 * cannot be sent, the one-minute guard is lifted so the user can retry at once.
 */
export async function resendVerification(ctx: AppContext, user: Unverified): Promise<void> {
  const secrets = await writeVerification(ctx.db, user.id, ctx.clock.now());
  if (!secrets) throw tooManyRequests(verificationMessages.resendTooSoon);
  try {
    await sendVerificationMail(ctx, user, secrets);
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'verification e-mail not sent');
    await ctx.db
      .update(emailVerifications)
      .set({ sentAt: new Date(0) })
      .where(eq(emailVerifications.userId, user.id));
    throw serviceUnavailable(mailFailed);
  }
}

/** Finds a user that still needs verifying, or explains why not. */
export async function findUnverifiedUser(ctx: AppContext, userId: string): Promise<Unverified> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, fullName: users.fullName, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound(verificationMessages.unknownUser);
  if (user.emailVerifiedAt) throw badRequest(verificationMessages.alreadyVerified);
  return user;
}

/**
 * Checks a code. Every attempt is counted before comparing, in one conditional update,
 * so no amount of concurrency gets more than OTP_MAX_WRONG_TRIES guesses at one code.
 */
export async function verifyCode(ctx: AppContext, userId: string, code: string): Promise<void> {
  await findUnverifiedUser(ctx, userId);
  const now = ctx.clock.now();
  const [attempt] = await ctx.db
    .update(emailVerifications)
    .set({ wrongTries: sql`${emailVerifications.wrongTries} + 1` })
    .where(
      and(
        eq(emailVerifications.userId, userId),
        lt(emailVerifications.wrongTries, OTP_MAX_WRONG_TRIES),
        gt(emailVerifications.codeExpiresAt, now),
      ),
    )
    .returning({ codeHash: emailVerifications.codeHash });
  if (!attempt) throw await whyNoAttempt(ctx, userId, now);
  if (!sameHash(attempt.codeHash, hashToken(code))) {
    throw badRequest(verificationMessages.wrongCode);
  }
  await markVerified(ctx, userId, eq(emailVerifications.codeHash, attempt.codeHash));
}

async function whyNoAttempt(ctx: AppContext, userId: string, now: Date): Promise<AppError> {
  const [row] = await ctx.db.select().from(emailVerifications).where(eq(emailVerifications.userId, userId));
  if (!row) return badRequest(verificationMessages.noCode);
  if (row.wrongTries >= OTP_MAX_WRONG_TRIES) return tooManyRequests(verificationMessages.tooManyTries);
  return row.codeExpiresAt <= now ? badRequest(verificationMessages.expiredCode) : badRequest(verificationMessages.wrongCode);
}

/** Verifies the e-mailed link and returns the user it belongs to. */
export async function verifyLink(ctx: AppContext, token: string): Promise<string> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.linkTokenHash, hashToken(token)), gt(emailVerifications.linkExpiresAt, now)));
  if (!row) throw badRequest(verificationMessages.badLink);
  await markVerified(ctx, row.userId, eq(emailVerifications.linkTokenHash, hashToken(token)));
  return row.userId;
}

/** Consumes the verification (single use: only the request that deletes the row succeeds). */
async function markVerified(ctx: AppContext, userId: string, sameVerification: ReturnType<typeof eq>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const consumed = await tx
      .delete(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), sameVerification))
      .returning({ userId: emailVerifications.userId });
    if (consumed.length === 0) throw badRequest(verificationMessages.badLink);
    await tx.update(users).set({ emailVerifiedAt: ctx.clock.now(), updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
  });
}
