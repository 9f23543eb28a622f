import { adminApi } from '@nestway/core/contracts/admin';
import { paymentsApi } from '@nestway/core/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { incomingForm } from '../../lib/uploads';
import { sessionUser } from '../../plugins/access';
import { remainingFee } from './amount-due';
import { deletePayment, replaceProof } from './change-payment';
import { setClientFee } from './client-fee';
import { createBankTransferPayment } from './create-payment';
import { listPayments } from './list-payments';
import { overrideClientPayment } from './payment-override';
import { openProofFile } from './proof-files';
import { reviewPayment } from './review-payment';
import { groupAccountHolder } from '../shared/group-lookup';

/** Payments: the client's bank transfers and their proofs; the admin's review, the client's fee and payments recorded by the admin. */
export async function paymentsPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, paymentsApi.mine, async (request) => listPayments(ctx.db, sessionUser(request).id));

  // A co-tenant sees what their group leader owes for the group.
  route(app, paymentsApi.remainingFee, async (request) => remainingFee(ctx.db, await groupAccountHolder(ctx.db, sessionUser(request).id)));

  route(app, paymentsApi.payByBankTransfer, async (request) =>
    createBankTransferPayment(ctx, sessionUser(request), incomingForm(request, ctx)),
  );

  route(app, paymentsApi.replaceProof, async (request) =>
    replaceProof(ctx, sessionUser(request), request.params.id, incomingForm(request, ctx)),
  );

  route(app, paymentsApi.remove, async (request) => {
    await deletePayment(ctx, sessionUser(request).id, request.params.id);
    return { success: true as const };
  });

  route(app, paymentsApi.review, async (request) => reviewPayment(ctx, sessionUser(request).id, request.params.id, request.body));

  route(app, adminApi.setPaymentAmount, async (request) => setClientFee(ctx, request.params.id, request.body.amountPence));

  route(app, adminApi.overridePayment, async (request, reply) => {
    const { payment, created } = await overrideClientPayment(ctx, {
      clientId: request.params.id,
      adminId: sessionUser(request).id,
      form: incomingForm(request, ctx),
    });
    return reply.code(created ? 201 : 200).send({ payment });
  });

  // Never cached, never sniffed; only images are shown inline.
  route(app, paymentsApi.proofFile, async (request, reply) => {
    const file = await openProofFile(ctx, sessionUser(request), `${request.params.prefix}/${request.params.name}`);
    return reply
      .header('content-type', file.isImage ? file.contentType : 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', file.isImage ? 'inline' : 'attachment')
      .send(file.stream);
  });
}
