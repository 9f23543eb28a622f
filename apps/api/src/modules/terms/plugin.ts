import { termsApi } from '@nestway/core/contracts/terms';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { findCurrentSignature, signCurrentTerms } from './signatures';

/** Terms & Conditions: the client's signature of the version in force. */
export async function termsPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, termsApi.mySignature, async (request) => findCurrentSignature(ctx.db, sessionUser(request).id));

  route(app, termsApi.sign, async (request) =>
    signCurrentTerms(ctx, sessionUser(request).id, request.body, { ipAddress: request.ip, userAgent: request.headers['user-agent'] }),
  );
}
