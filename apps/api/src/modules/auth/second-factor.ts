import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  formatRecoveryCode,
  type SecondFactorSetup,
} from '@nestway/core/second-factor';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { mfaRecoveryCodes, sessions, users } from '../../../db/schema/index';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import type { Config } from '../../config';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/app-error';
import { clearHits, countHit } from '../../lib/rate-limit';
import { isRecordId } from '../../lib/ids';
import { hashToken } from '../../lib/tokens';
import { createSession, deleteAllSessions, deleteSession, type ClientMeta, type SessionUser } from './sessions';

const messages = {
  wrongCode: 'That code is not right, or it has been used. Enter the current code from your app, or a recovery code.',
  tooMany: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  alreadyOn: 'Two-factor sign-in is already on for your account. Another staff member can reset it.',
  noSetup: 'Start the setup first: scan the QR code, then enter the code your app shows.',
  ownReset: 'You cannot reset your own second factor. Ask another staff member.',
  noMember: 'No staff member has this id.',
} as const;

/** A real deployment (PostgreSQL) requires a second factor of every staff member; the embedded demo offers it. */
export const secondFactorRequired = (config: Config) => config.database.kind === 'postgres';

const ISSUER = 'Nestway';

/** The RFC 6238 parameters every authenticator app understands: SHA-1, six digits, 30 seconds. */
const totpOf = (secret: string, email = '') =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step of `code` if it is right at `now`, allowing one step either side for a phone's clock;
 * undefined otherwise. The step is what makes a code single-use (users.mfa_last_step).
 */
function acceptedStep(secret: string, code: string, now: Date): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now.getTime() }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newRecoveryCode = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');

/**
 * Wrong codes count against the account as wrong passwords do (decision 004), and every try against the
 * address: six digits would otherwise fall to guessing within the window.
 */
async function throttled<T>(ctx: AppContext, userId: string, ip: string, attempt: () => Promise<T | undefined>): Promise<T> {
  const { perAccount, perIp, windowSeconds } = ctx.config.loginThrottle;
  const now = ctx.clock.now();
  const accountKey = `mfa:account:${userId}`;
  // Each try is counted before the code is checked, so tries sent at once cannot all pass the limit.
  const ipHits = await countHit(ctx.db, `mfa:ip:${ip}`, now, windowSeconds);
  const accountHits = await countHit(ctx.db, accountKey, now, windowSeconds);
  if (ipHits > perIp || accountHits > perAccount) {
    throw tooManyRequests(messages.tooMany, { params: { retryAfterSeconds: windowSeconds } });
  }
  const result = await attempt();
  if (result === undefined) throw new AppError('invalid_mfa_code', messages.wrongCode);
  await clearHits(ctx.db, accountKey);
  return result;
}

/** Records `step` as used, unless it (or a later one) already was: one update, so two requests cannot both win. */
async function useStep(ctx: AppContext, userId: string, step: number): Promise<boolean> {
  const used = await ctx.db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return used.length === 1;
}

async function useRecoveryCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const used = await ctx.db
    .update(mfaRecoveryCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, hashToken(code)), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return used.length === 1;
}

/**
 * Completes a staff sign-in waiting for its second factor: a code of a step not used before, or an unused
 * recovery code. The waiting session is replaced by a new one (a new token), which is the admin session.
 */
export async function completeSignIn(
  ctx: AppContext,
  user: SessionUser,
  body: { code?: string | undefined; recoveryCode?: string | undefined },
  meta: ClientMeta,
): Promise<string> {
  await throttled(ctx, user.id, meta.ip, async () => {
    const [row] = await ctx.db.select({ secret: users.mfaSecret }).from(users).where(eq(users.id, user.id));
    if (!row?.secret) return undefined;
    if (body.recoveryCode !== undefined) return (await useRecoveryCode(ctx, user.id, body.recoveryCode)) || undefined;
    const step = acceptedStep(row.secret, body.code ?? '', ctx.clock.now());
    return (step !== undefined && (await useStep(ctx, user.id, step))) || undefined;
  });
  await deleteSession(ctx.db, user.tokenHash);
  return createSession(ctx.db, ctx.clock.now(), user.id, meta);
}

/** A new secret, kept aside until its first code confirms it; a second setup replaces the first. */
export async function startSetup(ctx: AppContext, user: SessionUser): Promise<SecondFactorSetup> {
  if (user.secondFactorEnabled) throw conflict(messages.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ mfaPendingSecret: secret }).where(eq(users.id, user.id));
    await recordAudit(tx, { targetId: user.id });
  });
  return { secret, otpauthUri: totpOf(secret, user.email).toString() };
}

/** Turns the second factor on with a first right code; answers the ten recovery codes, kept only as hashes. */
export async function confirmSetup(ctx: AppContext, user: SessionUser, code: string, ip: string): Promise<string[]> {
  if (user.secondFactorEnabled) throw conflict(messages.alreadyOn);
  const [row] = await ctx.db.select({ pending: users.mfaPendingSecret }).from(users).where(eq(users.id, user.id));
  const pending = row?.pending;
  if (!pending) throw badRequest(messages.noSetup);
  const now = ctx.clock.now();
  const step = await throttled(ctx, user.id, ip, async () => acceptedStep(pending, code, now));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    // Once: a second confirmation at the same moment finds it on and changes nothing.
    const turnedOn = await tx
      .update(users)
      .set({ mfaSecret: pending, mfaPendingSecret: null, mfaEnabledAt: now, mfaLastStep: step })
      .where(and(eq(users.id, user.id), isNull(users.mfaEnabledAt), eq(users.mfaPendingSecret, pending)))
      .returning({ id: users.id });
    if (turnedOn.length === 0) throw conflict(messages.alreadyOn);
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx.insert(mfaRecoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashToken(c) })));
    // Any other session of theirs was opened by the password alone: it must not become a full one now.
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, user.tokenHash)));
    await recordAudit(tx, { targetId: user.id });
  });
  return codes.map(formatRecoveryCode);
}

/**
 * Another staff member removes a member's second factor (a lost phone): the secret and recovery codes go
 * and their sessions end, so at their next sign-in they set it up again (on a real deployment, must).
 */
export async function resetSecondFactor(ctx: AppContext, actor: SessionUser, memberId: string): Promise<void> {
  if (actor.id === memberId) throw badRequest(messages.ownReset);
  if (!isRecordId(memberId)) throw notFound(messages.noMember);
  await ctx.db.transaction(async (tx) => {
    const reset = await tx
      .update(users)
      .set({ mfaSecret: null, mfaEnabledAt: null, mfaPendingSecret: null, mfaLastStep: null })
      .where(and(eq(users.id, memberId), eq(users.role, 'admin')))
      .returning({ id: users.id });
    if (reset.length === 0) throw notFound(messages.noMember);
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, memberId));
    await deleteAllSessions(tx, memberId);
    await recordAudit(tx, { targetId: memberId });
  });
}
