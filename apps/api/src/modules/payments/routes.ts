import { paymentListSchema, paymentRecordSchema, verifyPaymentRequestSchema } from '@nestway/core/payments';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payments } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { sessionUser } from '../../plugins/access';
import { deletePayment, replaceProof } from './change-payment';
import { createBankTransferPayment } from './create-payment';
import { proofFileRoutes } from './proof-files';
import { toPaymentRecord } from '../../lib/records';
import { reviewPayment } from './review-payment';

const paymentParams = z.object({ id: z.string().max(64) });

export function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tenant = { access: 'tenant' as const };

  r.get('/api/payments', { config: tenant, schema: { response: { 200: paymentListSchema } } }, async (request) => {
    const rows = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, sessionUser(request).id))
      .orderBy(desc(payments.createdAt), desc(payments.id));
    return rows.map(toPaymentRecord);
  });

  // Multipart: proofImage (file), amount, type 'initial'.
  r.post('/api/payments', { config: tenant, schema: { response: { 201: paymentRecordSchema } } }, async (request, reply) => {
    const payment = await createBankTransferPayment(ctx, request, sessionUser(request));
    return reply.code(201).send(payment);
  });

  // Multipart: proofImage (file); amount and type may be sent and are not used.
  r.put('/api/payments/:id', { config: tenant, schema: { params: paymentParams, response: { 200: paymentRecordSchema } } }, async (request) =>
    replaceProof(ctx, request, sessionUser(request), request.params.id),
  );

  r.delete(
    '/api/payments/:id',
    { config: tenant, schema: { params: paymentParams, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      await deletePayment(ctx, sessionUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  r.put(
    '/api/payments/:id/verify',
    { config: { access: 'admin' }, schema: { params: paymentParams, body: verifyPaymentRequestSchema, response: { 200: paymentRecordSchema } } },
    async (request) => reviewPayment(ctx, sessionUser(request).id, request.params.id, request.body),
  );

  proofFileRoutes(app, ctx);
}
