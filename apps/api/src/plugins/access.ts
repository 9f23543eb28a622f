import type { Access } from '@nestway/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, conflict, forbidden, unauthorized } from '../lib/app-error';
import { SESSION_COOKIE, type SessionResolver, type SessionUser } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The API reference page's own files (Swagger UI): public documentation, not endpoints. */
export const DOCS_PREFIX = '/api/docs';

const needsContract = (url: string) =>
  (url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/')) && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);

/**
 * Default deny: a route under /api or /uploads that was not registered from an endpoint contract
 * (which says who may call it) stops the server at start-up. Access is checked before the body is
 * parsed, so a caller without the right gets 401/403, not 400.
 */
export function registerAccessControl(app: FastifyInstance, resolveSession: SessionResolver, { secondFactorRequired = false } = {}) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (needsContract(route.url) && !(route.config?.endpoint && route.config.access)) {
      throw new Error(
        `${String(route.method)} ${route.url} does not declare who may call it: register it with route() from its endpoint contract`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await resolveSession(token) : null;
    if (!user) throw unauthorized();
    const endpoint = request.routeOptions.config.endpoint;
    // A staff sign-in waiting for its code opens only the code's route (docs/decisions/031-second-factor.md).
    if (user.awaitingSecondFactor && endpoint?.secondFactor !== 'pending') throw unauthorized();
    if (!user.awaitingSecondFactor && endpoint?.secondFactor === 'pending') throw conflict('This sign-in needs no code.');
    // An unverified account's session (an invited address registered without the link's token) may only accept the invitation.
    if (!user.isEmailVerified && endpoint?.unprovenEmail !== 'allowed') throw unauthorized();
    if (access === 'admin' && user.role !== 'admin') throw forbidden();
    // Whatever the route's access: a staff member may also read files open to any signed-in user (payment proofs).
    if (user.role === 'admin' && secondFactorRequired && !user.secondFactorEnabled && endpoint?.secondFactor !== 'setup') {
      throw new AppError('mfa_setup_required', 'Set up two-factor sign-in to use the back office.');
    }
    if (access === 'client' && user.role !== 'tenant') throw forbidden('This page is for clients.');
    request.user = user;
  });
}

/** The signed-in user of a route whose access is not public. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
