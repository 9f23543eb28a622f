import { authApi } from '@nestway/core/contracts/auth';
import { secondFactorApi } from '@nestway/core/contracts/second-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { hashToken } from '../../lib/tokens';
import { sessionUser } from '../../plugins/access';
import { login, register, resendVerificationByEmail } from './accounts';
import { toCurrentUser } from './current-user';
import { findUnverifiedUser, resendVerification, verifyCode, verifyLink } from './email-verification';
import { completeSignIn, confirmSetup, resetSecondFactor, secondFactorRequired, startSetup } from './second-factor';
import { isResetTokenValid, requestPasswordReset, resetPassword } from './password-reset';
import { clearSessionCookie, createSession, deleteSession, SESSION_COOKIE, setSessionCookie, type ClientMeta } from './sessions';

const clientMeta = (request: FastifyRequest): ClientMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const ok = { success: true as const };

/** Accounts: registration, e-mail verification, sign-in and out, password reset, the current user. */
export async function authPlugin(app: FastifyInstance) {
  const { ctx } = app;

  const signIn = async (userId: string, request: FastifyRequest, reply: FastifyReply) => {
    setSessionCookie(reply, ctx, await createSession(ctx.db, ctx.clock.now(), userId, clientMeta(request)));
  };

  route(app, authApi.register, async (request, reply) => {
    const { user, emailVerified, invited } = await register(ctx, request.body, request.ip);
    // An invited co-tenant's address is proven by the invitation link: they are signed in at once
    // (without the token, to accept the invitation only: spec part 2's register then accept-invitation).
    if (emailVerified || invited) await signIn(user.id, request, reply);
    return { requiresVerification: !emailVerified, user: { id: user.id, email: user.email, fullName: user.fullName } };
  });

  route(app, authApi.login, async (request, reply) => {
    const result = await login(ctx, request.body, clientMeta(request));
    if (result.requiresVerification) return { requiresVerification: true, user: result.user };
    setSessionCookie(reply, ctx, result.sessionToken);
    return { requiresVerification: false, user: result.user, ...(result.mfaRequired ? { mfaRequired: true as const } : {}) };
  });

  route(app, authApi.verifyOtp, async (request, reply) => {
    await verifyCode(ctx, request.body.userId, request.body.otpCode);
    await signIn(request.body.userId, request, reply);
    return { ...ok, message: 'Email verified successfully.' };
  });

  route(app, authApi.resendOtp, async (request) => {
    await resendVerification(ctx, await findUnverifiedUser(ctx, request.body.userId));
    return { ...ok, message: 'A new code has been sent to your email.' };
  });

  route(app, authApi.verifyEmailLink, async (request, reply) => {
    const userId = await verifyLink(ctx, request.params.token);
    await signIn(userId, request, reply);
    return { ...ok, message: 'Email verified successfully.' };
  });

  route(app, authApi.resendVerification, async (request) => {
    await resendVerificationByEmail(ctx, request.body.email);
    return { ...ok, message: 'If that address has an account waiting for verification, a new email is on its way.' };
  });

  route(app, authApi.forgotPassword, async (request) => {
    await requestPasswordReset(ctx, request.body.email, request.ip);
    return { ...ok, message: 'If an account exists for that address, a reset link is on its way.' };
  });

  route(app, authApi.verifyResetToken, async (request) => ({ valid: await isResetTokenValid(ctx, request.body.token) }));

  route(app, authApi.resetPassword, async (request) => {
    await resetPassword(ctx, request.body.token, request.body.newPassword);
    return { ...ok, message: 'Your password has been reset. Please sign in.' };
  });

  route(app, authApi.currentUser, async (request) => toCurrentUser(sessionUser(request), secondFactorRequired(ctx.config)));

  route(app, secondFactorApi.verify, async (request, reply) => {
    setSessionCookie(reply, ctx, await completeSignIn(ctx, sessionUser(request), request.body, clientMeta(request)));
    return ok;
  });

  route(app, secondFactorApi.setup, async (request) => startSetup(ctx, sessionUser(request)));

  route(app, secondFactorApi.confirm, async (request) => ({
    recoveryCodes: await confirmSetup(ctx, sessionUser(request), request.body.code, request.ip),
  }));

  route(app, secondFactorApi.reset, async (request) => {
    await resetSecondFactor(ctx, sessionUser(request), request.params.id);
    return ok;
  });

  // Public so that signing out always succeeds, even with an expired session.
  route(app, authApi.logout, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(ctx.db, hashToken(token));
    clearSessionCookie(reply, ctx);
    return ok;
  });
}
