import type { Locale } from '@nestway/core/locales';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_INTERVAL_SECONDS, OTP_TTL_SECONDS } from '@nestway/core/auth';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { emailVerifications, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { hashToken, newOtpCode, newToken, sameHash } from '../../lib/tokens';
import { verificationMail } from '../../mail/auth-mails';
import { queueMail } from '../../mail/outbox';
import type { JobHandler } from '../../jobs/job-handler';
import { backoffFor } from '../../jobs/retry-policy';
import { countHit, currentHits } from '../../lib/rate-limit';
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
  tooManyToday: 'Too many verification emails have been sent to this address today. Please try again tomorrow.',
} as const;

/** At most this many verification e-mails a day to one account, whoever asks (besides the minute between two). */
const VERIFICATION_MAILS_PER_DAY = 10;
const DAY_SECONDS = 24 * 60 * 60;

export interface Unverified {
  id: string;
  email: string;
  fullName: string;
  locale: Locale;
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

/** Queues the e-mail with the code and link, in the transaction that wrote them. */
export async function queueVerificationMail(ctx: AppContext, tx: Db, user: Unverified, secrets: { code: string; linkToken: string }) {
  const link = appLink(ctx.config, paths.verifyEmailLink.href(secrets.linkToken));
  await queueMail(ctx, tx, { message: verificationMail(user, secrets.code, link), userId: user.id, kind: 'verification' });
}

/**
 * Sends a fresh code and link (a resend): 429 within a minute of the last one, or once the address
 * has had its day's worth. A code whose e-mail fails lifts the minute's wait (mail/outbox.ts).
 */
export async function resendVerification(ctx: AppContext, user: Unverified): Promise<void> {
  const now = ctx.clock.now();
  const dailyKey = `verification:mails:${user.id}`;
  if ((await currentHits(ctx.db, dailyKey, now, DAY_SECONDS)) >= VERIFICATION_MAILS_PER_DAY) {
    throw tooManyRequests(verificationMessages.tooManyToday);
  }
  await ctx.db.transaction(async (tx) => {
    const secrets = await writeVerification(tx, user.id, now);
    if (!secrets) throw tooManyRequests(verificationMessages.resendTooSoon, { params: { retryAfterSeconds: OTP_RESEND_INTERVAL_SECONDS } });
    await countHit(tx, dailyKey, now, DAY_SECONDS);
    await queueVerificationMail(ctx, tx, user, secrets);
  });
}

/**
 * A resend asked for by address (the verification screen without a saved user). The request only
 * counts it per address and queues this job, so its answer and timing say nothing of the address;
 * the job sends when the address has an account still waiting for verification.
 */
export const verificationResendJob: JobHandler<'resend_verification'> = {
  retry: backoffFor(60 * 60_000),
  async run(ctx, { email }) {
    const [user] = await ctx.db
      .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, email));
    if (!user || user.emailVerifiedAt) return;
    // Too soon after the last one, or the day's worth sent: nothing more is sent, as the answer promised nothing.
    await resendVerification(ctx, user).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
    });
  },
};

/** Deletes verifications whose code and link have both expired (the purge_expired job); returns how many. */
export async function purgeExpiredVerifications(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(emailVerifications)
    .where(and(lte(emailVerifications.codeExpiresAt, now), lte(emailVerifications.linkExpiresAt, now)))
    .returning({ userId: emailVerifications.userId });
  return gone.length;
}

/** Finds a user that still needs verifying, or explains why not. */
export async function findUnverifiedUser(ctx: AppContext, userId: string): Promise<Unverified> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale, emailVerifiedAt: users.emailVerifiedAt })
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
