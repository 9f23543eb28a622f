import {
  adminClientDetailSchema,
  parseAdminAmount,
  paymentAmountRequestSchema,
  paymentAmountResponseSchema,
  paymentOverrideResponseSchema,
} from '@nestway/core/admin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { sessionUser } from '../../plugins/access';
import { assertClientMayPay } from './client-payer';
import { feeOf, loadClientDetail } from './client-detail';
import { findClient } from './find-client';
import { overrideClientPayment } from './payment-override';

const clientParams = z.object({ id: z.string() });

/** The admin's calls about one client: the detail screen, the client's fee and payment overrides. */
export function adminClientRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  r.get('/api/admin/users/:id', { config: admin, schema: { params: clientParams, response: { 200: adminClientDetailSchema } } }, async (request) =>
    loadClientDetail(ctx.db, request.params.id),
  );

  r.put(
    '/api/admin/users/:id/payment-amount',
    { config: admin, schema: { params: clientParams, body: paymentAmountRequestSchema, response: { 200: paymentAmountResponseSchema } } },
    async (request) => {
      const client = await findClient(ctx.db, request.params.id);
      await assertClientMayPay(ctx.db, client);
      const amount = request.body.amount;
      const customPaymentAmountPence = amount === null ? null : parseAdminAmount(amount)!;
      const [updated] = await ctx.db
        .update(users)
        .set({ customPaymentAmountPence, updatedAt: ctx.clock.now() })
        .where(eq(users.id, client.id))
        .returning({ customPaymentAmountPence: users.customPaymentAmountPence });
      return feeOf(updated!);
    },
  );

  r.post(
    '/api/admin/users/:id/payment-override',
    { config: admin, schema: { params: clientParams, response: { 200: paymentOverrideResponseSchema, 201: paymentOverrideResponseSchema } } },
    async (request, reply) => {
      const { payment, created } = await overrideClientPayment(ctx, request, request.params.id, sessionUser(request).id);
      return reply.code(created ? 201 : 200).send({ payment });
    },
  );
}
