import { callsApi } from '@nestway/core/contracts/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { listSlots } from '../availability/slots';
import { bookCall, cancelCall } from './booking';
import { findGroupCall } from './group-call';

/** Consultation calls: the tenant's booking. */
export async function callsPlugin(app: FastifyInstance) {
  const { ctx } = app;
  route(app, callsApi.mine, async (request) => findGroupCall(ctx.db, sessionUser(request).id));
  route(app, callsApi.availableSlots, async () => listSlots(ctx.db, ctx.clock.now(), { activeOnly: true }));
  route(app, callsApi.book, async (request) => bookCall(ctx, sessionUser(request).id, request.body));
  route(app, callsApi.cancel, async (request) => {
    await cancelCall(ctx.db, sessionUser(request).id);
    return { success: true as const };
  });
}
