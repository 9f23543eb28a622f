import { checkoutMessages } from '@nestway/core/checkout';
import { checkoutApi } from '@nestway/core/contracts/checkout';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { badRequest, notFound } from '../../lib/app-error';
import { sessionUser } from '../../plugins/access';
import { createPaymentIntent } from './create-intent';
import { processCardSuccess } from './process-success';
import { stripeWebhookPlugin } from './webhook';

/** Card checkout: payment intents, the success call, Stripe's webhook, and the test-mode card form. */
export async function checkoutPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, checkoutApi.createIntent, async (request) => createPaymentIntent(ctx, sessionUser(request), request.body));

  route(app, checkoutApi.processSuccess, async (request) => {
    const { paymentId } = await processCardSuccess(ctx, sessionUser(request).id, request.body?.paymentIntentId);
    return { success: true as const, paymentId };
  });

  await app.register(stripeWebhookPlugin);

  route(app, checkoutApi.cardPayments, async () => ({ mode: ctx.cardPayments.mode }));

  // Test mode only: the local card form confirms here, as Stripe.js confirms with Stripe.
  const provider = ctx.cardPayments;
  if (provider.mode === 'test') {
    route(app, checkoutApi.confirmTestPayment, async (request) => {
      const { paymentIntentId, cardNumber, expiry } = request.body;
      const intent = await provider.retrieveIntent(paymentIntentId);
      if (!intent || intent.metadata.userId !== sessionUser(request).id) throw notFound(checkoutMessages.intentNotFound);
      const outcome = (await provider.confirmIntent(paymentIntentId, { cardNumber, expiry }))!;
      if (outcome.status === 'declined') throw badRequest(outcome.message);
      return { status: 'succeeded' as const };
    });
  }
}
