import { rejectionReasonsApi } from '@nestway/core/contracts/rejection-reasons';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { createRejectionReason, deleteRejectionReason, listRejectionReasons } from './reasons';

/** Staff's shared list of rejection reasons (decision 038). */
export async function rejectionReasonsPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, rejectionReasonsApi.list, async () => ({ reasons: await listRejectionReasons(ctx.db) }));

  route(app, rejectionReasonsApi.create, async (request) => createRejectionReason(ctx, request.body, sessionUser(request).id));

  route(app, rejectionReasonsApi.remove, async (request) => deleteRejectionReason(ctx, request.params.id));
}
