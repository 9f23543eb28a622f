import type { LoginRequest, RegisterRequest } from '@nestway/core/auth';
import { DEFAULT_LOCALE } from '@nestway/core/locales';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { AppError, forbidden, tooManyRequests } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { assertClientPassword } from '../../lib/password-strength';
import { clearHits, countHit, currentHits } from '../../lib/rate-limit';
import { assertInvitationFor, hasLiveInvitationFor } from '../groups/index';
import { enqueueJob } from '../../jobs/queue';
import { queueVerificationMail, resendVerification, writeVerification } from './email-verification';
import { createSession, type ClientMeta } from './sessions';

const accountMessages = {
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  badCredentials: 'Invalid email or password.',
  notAdmin: 'This account does not have admin access. Please use the user login.',
  deactivated: 'This staff account has been deactivated. Ask a member of the team if you think this is a mistake.',
  tooManyLogins: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  tooManyRegistrations: 'Too many accounts have been created from your network in the last hour. Please try again later.',
  tooManyResends: 'Too many verification emails have been requested for this address today. Please try again tomorrow.',
} as const;

/** Each registration sends an e-mail: a client address may register this many accounts an hour. */
const REGISTRATIONS_PER_IP_PER_HOUR = 20;
/** Resend requests by address, counted whoever asks and whether or not the address has an account. */
const VERIFICATION_REQUESTS_PER_ADDRESS_PER_DAY = 10;

/**
 * Creates a client with a pending e-mail verification and queues the e-mail with its code and link.
 * With a live invitation for the same address the link has already proven the address: the account
 * is created verified and no code is sent. An address with a live invitation registered without the
 * token (the spec's co-tenant call) is created unverified, as any other, but signed in: that session may
 * only accept the invitation, which proves the address (`invited`). Limited per client address, since
 * each one sends an e-mail.
 */
export async function register(ctx: AppContext, input: RegisterRequest, ip: string) {
  const now = ctx.clock.now();
  if ((await countHit(ctx.db, `register:ip:${ip}`, now, 60 * 60)) > REGISTRATIONS_PER_IP_PER_HOUR) {
    throw tooManyRequests(accountMessages.tooManyRegistrations);
  }
  assertClientPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const emailProven = input.invitationToken !== undefined;
  try {
    const user = await ctx.db.transaction(async (tx) => {
      if (input.invitationToken !== undefined) await assertInvitationFor(tx, input.invitationToken, input.email, now);
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          fullName: input.fullName,
          passwordHash,
          role: 'tenant',
          emailVerifiedAt: emailProven ? now : null,
          locale: input.locale ?? DEFAULT_LOCALE,
        })
        .returning({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale });
      if (!emailProven) await queueVerificationMail(ctx, tx, user!, (await writeVerification(tx, user!.id, now))!);
      return user!;
    });
    const invited = !emailProven && (await hasLiveInvitationFor(ctx.db, input.email, now));
    return { user, emailVerified: emailProven, invited };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken', accountMessages.emailTaken);
    throw error;
  }
}

type LoginResult =
  | { requiresVerification: true; user: { id: string; email: string; fullName: string; isAdmin: boolean } }
  | {
      requiresVerification: false;
      user: { id: string; email: string; fullName: string; isAdmin: boolean };
      sessionToken: string;
      mfaRequired: boolean;
    };

/**
 * Checks e-mail and password. Unknown e-mail and wrong password answer alike and cost alike.
 * Throttled per account and per client address, both counting failed tries only: many people
 * signing in from one network (a university's) do not lock each other out (decision 004).
 */
export async function login(ctx: AppContext, input: LoginRequest, meta: ClientMeta): Promise<LoginResult> {
  const { perAccount, perIp, windowSeconds } = ctx.config.loginThrottle;
  const now = ctx.clock.now();
  const accountKey = `login:account:${input.email}`;
  const ipKey = `login:ip:${meta.ip}`;
  if (
    (await currentHits(ctx.db, ipKey, now, windowSeconds)) >= perIp ||
    (await currentHits(ctx.db, accountKey, now, windowSeconds)) >= perAccount
  ) {
    throw tooManyRequests(accountMessages.tooManyLogins, { params: { retryAfterSeconds: windowSeconds } });
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk) {
    await countHit(ctx.db, accountKey, now, windowSeconds);
    await countHit(ctx.db, ipKey, now, windowSeconds);
    throw new AppError('invalid_credentials', accountMessages.badCredentials);
  }
  await clearHits(ctx.db, accountKey);
  if (input.isAdmin && user.role !== 'admin') throw forbidden(accountMessages.notAdmin);
  if (user.deactivatedAt) throw new AppError('account_deactivated', accountMessages.deactivated);

  const summary = { id: user.id, email: user.email, fullName: user.fullName, isAdmin: user.role === 'admin' };
  if (!user.emailVerifiedAt) {
    // A returning unverified user gets a fresh code unless one went out in the last minute.
    await resendVerification(ctx, { ...summary, locale: user.locale }).catch(() => undefined);
    return { requiresVerification: true, user: summary };
  }
  // Staff with a second factor get a session that waits for its code and opens nothing else.
  const mfaRequired = user.role === 'admin' && user.mfaEnabledAt !== null;
  const sessionToken = await createSession(ctx.db, now, user.id, meta, { awaitingSecondFactor: mfaRequired });
  return { requiresVerification: false, user: summary, sessionToken, mfaRequired };
}

/**
 * Resends the verification e-mail for an address. The request is counted per address and handed to a
 * job (verificationResendJob); unknown, already verified and recently mailed addresses all get the same
 * answer in the same time, so the call does not tell who has an account.
 */
export async function resendVerificationByEmail(ctx: AppContext, email: string): Promise<void> {
  const now = ctx.clock.now();
  if ((await countHit(ctx.db, `verification:requests:${email}`, now, 24 * 60 * 60)) > VERIFICATION_REQUESTS_PER_ADDRESS_PER_DAY) {
    throw tooManyRequests(accountMessages.tooManyResends);
  }
  await enqueueJob(ctx.db, { kind: 'resend_verification', payload: { email }, runAt: now }, ctx.jobSignal.jobQueued);
}
