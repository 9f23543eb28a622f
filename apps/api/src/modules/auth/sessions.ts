import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ApplicationStep } from '@nestway/core/application-steps';
import type { SessionEndReason } from '@nestway/core/auth';
import type { Locale } from '@nestway/core/locales';
import type { PreferencesRecord } from '@nestway/core/preferences-record';
import { preferencesFromRowJson, preferencesRowJson } from '../preferences/index';
import { preferences, sessions, users, type UserRole } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError, unauthorized } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';

export const SESSION_COOKIE = 'nestway_session';
const IDLE_TIMEOUT_SECONDS = 7 * 24 * 60 * 60;
const ABSOLUTE_TIMEOUT_SECONDS = 30 * 24 * 60 * 60;
/** A staff sign-in waiting for its second factor must be completed within this. */
const SECOND_FACTOR_WAIT_SECONDS = 10 * 60;
/** lastSeenAt is written at most this often, so most requests cost one read. */
const TOUCH_INTERVAL_SECONDS = 5 * 60;

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: UserRole;
  isEmailVerified: boolean;
  customPaymentAmountPence: number | null;
  preferences: PreferencesRecord | null;
  stepOverride: ApplicationStep | null;
  locale: Locale;
  tokenHash: string;
  /** Staff: the password was right, the second factor is still to come (docs/decisions/031-second-factor.md). */
  awaitingSecondFactor: boolean;
  secondFactorEnabled: boolean;
}

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Signs the user in: a new session, and the time of their last sign-in (the Staff list shows it). A
 * session awaiting its second factor is not a sign-in yet: the one that replaces it is.
 */
export async function createSession(
  db: Db,
  now: Date,
  userId: string,
  meta: ClientMeta,
  { awaitingSecondFactor = false } = {},
): Promise<string> {
  const token = newToken();
  if (!awaitingSecondFactor) await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  await db.insert(sessions).values({
    awaitingSecondFactor,
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: addSeconds(now, ABSOLUTE_TIMEOUT_SECONDS),
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500),
  });
  return token;
}

export type SessionResolver = (token: string) => Promise<SessionUser | null>;

/**
 * Builds the per-request session lookup: one prepared query joining the session to its user and the
 * user's preferences, so an authenticated request costs one round trip.
 */
export function createSessionResolver(ctx: AppContext): SessionResolver {
  const lookup = ctx.db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      customPaymentAmountPence: users.customPaymentAmountPence,
      stepOverride: users.stepOverride,
      locale: users.locale,
      deactivatedAt: users.deactivatedAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedReason: sessions.endedReason,
      awaitingSecondFactor: sessions.awaitingSecondFactor,
      createdAt: sessions.createdAt,
      mfaEnabledAt: users.mfaEnabledAt,
      preferences: preferencesRowJson,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(preferences, eq(preferences.userId, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('resolve_session');

  return async (token) => {
    const tokenHash = hashToken(token);
    const [row] = await lookup.execute({ tokenHash });
    if (!row) return null;
    const now = ctx.clock.now();
    const idleDeadline = addSeconds(row.lastSeenAt, IDLE_TIMEOUT_SECONDS);
    const codeDeadline = row.awaitingSecondFactor ? addSeconds(row.createdAt, SECOND_FACTOR_WAIT_SECONDS) : row.expiresAt;
    if (row.expiresAt <= now || idleDeadline <= now || codeDeadline <= now) {
      await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return null;
    }
    // Ended by someone else: signed out, and told why.
    if (row.endedReason) throw new AppError('unauthenticated', unauthorized().message, { signedOutReason: row.endedReason });
    // A deactivated account's sessions were ended with it; this also covers one made after (by a reset link).
    if (row.deactivatedAt) throw new AppError('unauthenticated', unauthorized().message, { signedOutReason: 'account_deactivated' });
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_SECONDS * 1000) {
      await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    }
    return {
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      role: row.role,
      isEmailVerified: row.emailVerifiedAt !== null,
      customPaymentAmountPence: row.customPaymentAmountPence,
      preferences: row.preferences && preferencesFromRowJson(row.preferences),
      stepOverride: row.stepOverride,
      locale: row.locale,
      tokenHash,
      awaitingSecondFactor: row.awaitingSecondFactor,
      secondFactorEnabled: row.mfaEnabledAt !== null,
    };
  };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Ends every live session of the user for `reason` (an admin set a new password): each is kept, ended,
 * until it would have expired, so a request on it answers 401 with the reason and the client is told why.
 */
export async function endAllSessions(db: Db, userId: string, reason: SessionEndReason): Promise<void> {
  await db
    .update(sessions)
    .set({ endedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedReason)));
}

export function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.appUrl.protocol === 'https:',
    maxAge: ABSOLUTE_TIMEOUT_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.appUrl.protocol === 'https:' });
}

/** Deletes the sessions past their absolute or idle expiry (the purge_expired job); returns how many. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  const idleSince = addSeconds(now, -IDLE_TIMEOUT_SECONDS);
  const gone = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .returning({ tokenHash: sessions.tokenHash });
  return gone.length;
}
