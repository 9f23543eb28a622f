import {
  authResultSchema,
  currentUserSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  okSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
  verifyResetTokenRequestSchema,
  verifyResetTokenResponseSchema,
} from '@nestway/core/auth';
import { penceToDecimalString } from '@nestway/core/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sessionUser } from '../../plugins/access';
import { login, register, resendVerificationByEmail } from './accounts';
import { findUnverifiedUser, resendVerification, verifyCode, verifyLink } from './email-verification';
import { isResetTokenValid, requestPasswordReset, resetPassword } from './password-reset';
import { hashToken } from '../../lib/tokens';
import { clearSessionCookie, createSession, deleteSession, SESSION_COOKIE, setSessionCookie, type ClientMeta } from './sessions';

const clientMeta = (request: FastifyRequest): ClientMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const ok = { success: true as const };

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { access: 'public' as const };

  const signIn = async (userId: string, request: FastifyRequest, reply: Parameters<typeof setSessionCookie>[0]) => {
    setSessionCookie(reply, ctx, await createSession(ctx.db, ctx.clock.now(), userId, clientMeta(request)));
  };

  r.post('/api/auth/register', { config: publicRoute, schema: { body: registerRequestSchema, response: { 201: authResultSchema } } }, async (request, reply) => {
    const { user, emailVerified } = await register(ctx, request.body);
    // An invited co-tenant's address is proven by the invitation link: they are signed in at once.
    if (emailVerified) await signIn(user.id, request, reply);
    return reply.code(201).send({ requiresVerification: !emailVerified, user });
  });

  r.post(
    '/api/auth/login',
    { config: publicRoute, schema: { body: loginRequestSchema, response: { 200: authResultSchema.extend({ user: authResultSchema.shape.user.extend({ isAdmin: z.boolean() }) }) } } },
    async (request, reply) => {
      const result = await login(ctx, request.body, clientMeta(request));
      if (!result.requiresVerification) setSessionCookie(reply, ctx, result.sessionToken);
      return { requiresVerification: result.requiresVerification, user: result.user };
    },
  );

  r.post('/api/auth/verify-otp', { config: publicRoute, schema: { body: verifyOtpRequestSchema, response: { 200: okSchema } } }, async (request, reply) => {
    await verifyCode(ctx, request.body.userId, request.body.otpCode);
    await signIn(request.body.userId, request, reply);
    return { ...ok, message: 'Email verified successfully.' };
  });

  r.post('/api/auth/resend-otp', { config: publicRoute, schema: { body: resendOtpRequestSchema, response: { 200: okSchema } } }, async (request) => {
    await resendVerification(ctx, await findUnverifiedUser(ctx, request.body.userId));
    return { ...ok, message: 'A new code has been sent to your email.' };
  });

  r.get(
    '/api/auth/verify-email/:token',
    { config: publicRoute, schema: { params: z.object({ token: z.string().min(1).max(200) }), response: { 200: okSchema } } },
    async (request, reply) => {
      const userId = await verifyLink(ctx, request.params.token);
      await signIn(userId, request, reply);
      return { ...ok, message: 'Email verified successfully.' };
    },
  );

  r.post('/api/auth/resend-verification', { config: publicRoute, schema: { body: emailOnlyRequestSchema, response: { 200: okSchema } } }, async (request) => {
    await resendVerificationByEmail(ctx, request.body.email);
    return { ...ok, message: 'If that address has an account waiting for verification, a new email is on its way.' };
  });

  r.post('/api/auth/forgot-password', { config: publicRoute, schema: { body: emailOnlyRequestSchema, response: { 200: okSchema } } }, async (request) => {
    await requestPasswordReset(ctx, request.body.email, request.ip);
    return { ...ok, message: 'If an account exists for that address, a reset link is on its way.' };
  });

  r.post(
    '/api/auth/verify-reset-token',
    { config: publicRoute, schema: { body: verifyResetTokenRequestSchema, response: { 200: verifyResetTokenResponseSchema } } },
    async (request) => ({ valid: await isResetTokenValid(ctx, request.body.token) }),
  );

  r.post('/api/auth/reset-password', { config: publicRoute, schema: { body: resetPasswordRequestSchema, response: { 200: okSchema } } }, async (request) => {
    await resetPassword(ctx, request.body.token, request.body.newPassword);
    return { ...ok, message: 'Your password has been reset. Please sign in.' };
  });

  r.get('/api/auth/user', { config: { access: 'user' }, schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const user = sessionUser(request);
    return {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      isAdmin: user.role === 'admin',
      isEmailVerified: user.isEmailVerified,
      customPaymentAmount: user.customPaymentAmountPence === null ? null : penceToDecimalString(user.customPaymentAmountPence),
      preferences: user.preferences,
    };
  });

  // Public so that signing out always succeeds, even with an expired session.
  r.post('/api/auth/logout', { config: publicRoute, schema: { response: { 200: okSchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(ctx.db, hashToken(token));
    clearSessionCookie(reply, ctx);
    return ok;
  });
}
