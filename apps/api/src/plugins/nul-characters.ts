import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { findNul, NUL_CHARACTER_MESSAGE } from '../lib/nul-characters';

/**
 * A NUL character anywhere in a parsed JSON body, query string or path parameter is a 400 naming the
 * field. One preValidation hook: it runs once everything is parsed (so malformed JSON stays Fastify's
 * own 400) and before the route's schemas, whatever the route, and after the access check (onRequest),
 * so a caller without the right still gets 401/403. A content-type parser would see only bodies.
 * Multipart fields are read by the upload code as they stream, which checks them itself.
 */
export function registerNulCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path === null) continue;
      throw new AppError('validation_failed', NUL_CHARACTER_MESSAGE, {
        issues: [{ path: path.join('.'), message: NUL_CHARACTER_MESSAGE }],
      });
    }
  });
}
