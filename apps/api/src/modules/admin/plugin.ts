import { adminApi } from '@nestway/core/contracts/admin';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { incomingForm } from '../../lib/uploads';
import { sessionUser } from '../../plugins/access';
import { loadClientDetail } from './client-detail';
import { setClientFee } from './client-fee';
import { listClients } from './client-list';
import { overrideClientPayment } from './payment-override';

/** The admin's client list and client record, the client's fee and payment overrides. */
export async function adminPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, adminApi.listClients, async (request) => listClients(ctx.db, request.query));

  route(app, adminApi.clientDetail, async (request) => loadClientDetail(ctx.db, request.params.id));

  route(app, adminApi.setPaymentAmount, async (request) => setClientFee(ctx, request.params.id, request.body.amount));

  route(app, adminApi.overridePayment, async (request, reply) => {
    const { payment, created } = await overrideClientPayment(ctx, {
      clientId: request.params.id,
      adminId: sessionUser(request).id,
      form: incomingForm(request, ctx.storage),
    });
    return reply.code(created ? 201 : 200).send({ payment });
  });
}
