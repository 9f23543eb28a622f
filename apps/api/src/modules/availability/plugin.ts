import { availabilityApi } from '@nestway/core/contracts/consultations';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { createSlot, deleteSlot, listSlots, updateSlot } from './slots';

/** The admin's weekly availability for consultation calls. */
export async function availabilityPlugin(app: FastifyInstance) {
  const { ctx } = app;
  route(app, availabilityApi.list, async () => listSlots(ctx.db, ctx.clock.now()));
  route(app, availabilityApi.create, async (request) => createSlot(ctx, request.body));
  route(app, availabilityApi.update, async (request) => updateSlot(ctx, request.params.id, request.body));
  route(app, availabilityApi.remove, async (request) => {
    await deleteSlot(ctx.db, request.params.id);
    return { success: true as const };
  });
}
