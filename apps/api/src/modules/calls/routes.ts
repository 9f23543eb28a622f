import { callScheduleRecordSchema } from '@nestway/core/calls';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { sessionUser } from '../../plugins/access';
import { findGroupCall } from './group-call';

export function callRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The user's consultation call, or null; a co-tenant sees their group leader's call.
  r.get('/api/call-schedule', { config: { access: 'tenant' }, schema: { response: { 200: callScheduleRecordSchema.nullable() } } }, async (request) =>
    findGroupCall(ctx.db, sessionUser(request).id),
  );
}
