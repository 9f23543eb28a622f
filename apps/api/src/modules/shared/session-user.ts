import type { FastifyRequest } from 'fastify';

/**
 * The signed-in user as access control sets it on the request (plugins/access.ts), what
 * sessionUser(request) gives: modules take it from here rather than from the auth module, which
 * would otherwise sit above every module that serves a signed-in tenant.
 */
export type SessionUser = NonNullable<FastifyRequest['user']>;
