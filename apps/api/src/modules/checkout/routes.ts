import {
  confirmTestPaymentRequestSchema,
  confirmTestPaymentResponseSchema,
  createPaymentIntentRequestSchema,
  checkoutMessages,
  paymentIntentResponseSchema,
  processCardSuccessRequestSchema,
  processCardSuccessResponseSchema,
} from '@nestway/core/checkout';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { sessionUser } from '../../plugins/access';
import { createPaymentIntent } from './create-intent';
import { processCardSuccess } from './process-success';
import { stripeWebhookRoute } from './webhook';

export function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tenantRoute = { access: 'tenant' as const };

  r.post(
    '/api/create-payment-intent',
    { config: tenantRoute, schema: { body: createPaymentIntentRequestSchema, response: { 200: paymentIntentResponseSchema } } },
    async (request) => createPaymentIntent(ctx, sessionUser(request), request.body),
  );

  r.post(
    '/api/process-stripe-success',
    { config: tenantRoute, schema: { body: processCardSuccessRequestSchema, response: { 200: processCardSuccessResponseSchema } } },
    async (request) => {
      const { paymentId } = await processCardSuccess(ctx, sessionUser(request).id, request.body.paymentIntentId);
      return { success: true as const, paymentId };
    },
  );

  stripeWebhookRoute(app, ctx);

  // Test mode only (no Stripe keys): the local card form confirms here, as Stripe.js confirms with Stripe.
  const provider = ctx.cardPayments;
  if (provider.mode === 'test') {
    r.post(
      '/api/test-mode/confirm-payment',
      { config: tenantRoute, schema: { body: confirmTestPaymentRequestSchema, response: { 200: confirmTestPaymentResponseSchema } } },
      async (request) => {
        const { paymentIntentId, cardNumber } = request.body;
        const intent = await provider.retrieveIntent(paymentIntentId);
        if (!intent || intent.metadata.userId !== sessionUser(request).id) throw notFound(checkoutMessages.intentNotFound);
        const outcome = provider.confirmIntent(paymentIntentId, cardNumber);
        if (outcome.status === 'declined') throw badRequest(outcome.message);
        return { status: 'succeeded' as const };
      },
    );
  }
}
