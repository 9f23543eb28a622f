import { signTermsRequestSchema, termsSignatureRecordSchema } from '@nestway/core/terms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { sessionUser } from '../../plugins/access';
import { findCurrentSignature, signCurrentTerms } from './signatures';

export function termsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/terms-and-conditions',
    { config: { access: 'tenant' }, schema: { response: { 200: termsSignatureRecordSchema.nullable() } } },
    async (request) => findCurrentSignature(ctx.db, sessionUser(request).id),
  );

  r.post(
    '/api/terms-and-conditions',
    { config: { access: 'tenant' }, schema: { body: signTermsRequestSchema, response: { 201: termsSignatureRecordSchema } } },
    async (request, reply) => {
      const record = await signCurrentTerms(ctx, sessionUser(request).id, request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(201).send(record);
    },
  );
}
