import { callManagementApi, callsApi } from '@nestway/core/contracts/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { listSlots } from '../availability/index';
import { bookCall, cancelCall } from './booking';
import { findGroupCall } from './group-call';
import { cancelCallById, completeCall, confirmCall, createAppointment } from './management';

/** Consultation calls: the tenant's booking and the admin's call management. */
export async function callsPlugin(app: FastifyInstance) {
  const { ctx } = app;
  route(app, callsApi.mine, async (request) => findGroupCall(ctx.db, sessionUser(request).id));
  route(app, callsApi.availableSlots, async () => listSlots(ctx.db, ctx.clock.now(), { activeOnly: true }));
  route(app, callsApi.book, async (request) => bookCall(ctx, sessionUser(request).id, request.body));
  route(app, callsApi.cancel, async (request) => {
    await cancelCall(ctx, sessionUser(request).id);
    return { success: true as const };
  });

  route(app, callManagementApi.confirm, async (request) => confirmCall(ctx, request.params.userId, request.body));
  route(app, callManagementApi.complete, async (request) => completeCall(ctx, request.params.userId, request.body));
  route(app, callManagementApi.createAppointment, async (request) => createAppointment(ctx, request.params.userId, request.body));
  route(app, callManagementApi.cancel, async (request) => {
    await cancelCallById(ctx, request.params.id);
    return { success: true as const };
  });
}
