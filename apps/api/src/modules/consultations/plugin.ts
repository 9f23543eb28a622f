import { consultationManagementApi, consultationApi } from '@nestway/core/contracts/consultations';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { listSlots } from '../availability/index';
import { bookConsultation, cancelConsultation } from './booking';
import { findGroupConsultation } from './group-consultation';
import { cancelConsultationById, completeConsultation, confirmConsultation, scheduleConsultation } from './management';

/** Consultation calls: the client's booking and the admin's call management. */
export async function consultationsPlugin(app: FastifyInstance) {
  const { ctx } = app;
  route(app, consultationApi.mine, async (request) => findGroupConsultation(ctx.db, sessionUser(request).id));
  route(app, consultationApi.availableSlots, async () => listSlots(ctx.db, ctx.clock.now(), { activeOnly: true }));
  route(app, consultationApi.book, async (request) => bookConsultation(ctx, sessionUser(request).id, request.body));
  route(app, consultationApi.cancel, async (request) => {
    await cancelConsultation(ctx, sessionUser(request).id);
    return { success: true as const };
  });

  route(app, consultationManagementApi.confirm, async (request) => confirmConsultation(ctx, request.params.userId, request.body));
  route(app, consultationManagementApi.complete, async (request) => completeConsultation(ctx, request.params.userId, request.body));
  route(app, consultationManagementApi.scheduleConsultation, async (request) =>
    scheduleConsultation(ctx, request.params.userId, request.body),
  );
  route(app, consultationManagementApi.cancel, async (request) => {
    await cancelConsultationById(ctx, request.params.id);
    return { success: true as const };
  });
}
