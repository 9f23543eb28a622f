import { checkoutApi } from '@nestway/core/contracts/checkout';
import type { FastifyInstance } from 'fastify';
import { CARD_PROVIDER_ACTOR } from '../../audit/record';
import { route } from '../../http/route';
import { AppError, badRequest } from '../../lib/app-error';
import { fulfilCardPayment } from './fulfil-card-payment';

/**
 * Stripe's events. The signature is computed over the exact bytes sent, so this route keeps the body
 * raw (its own content-type parser, in its own plugin scope); it is exempt from the CSRF check and
 * authenticated by the signature alone. A succeeded payment intent goes through the same fulfilment
 * as the success call; the payment it records is audited as the card provider's act.
 */
export async function stripeWebhookPlugin(app: FastifyInstance) {
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(app, checkoutApi.stripeWebhook, async (request) => {
    const signature = request.headers['stripe-signature'];
    const rawBody = Buffer.isBuffer(request.body) ? request.body : undefined;
    const event = rawBody ? ctx.cardPayments.parseWebhook(rawBody, typeof signature === 'string' ? signature : undefined) : null;
    if (!event) throw badRequest('The webhook signature could not be verified.');
    if (event.type !== 'payment_intent.succeeded') return { received: true as const };
    try {
      const { paymentId, created } = await fulfilCardPayment(ctx, event.intent, CARD_PROVIDER_ACTOR);
      request.log.info({ paymentIntentId: event.intent.id, paymentId, created }, 'card payment fulfilled from webhook');
    } catch (error) {
      // Stripe retries anything but a 2xx; an intent this app cannot record will not improve with retries.
      if (!(error instanceof AppError)) throw error;
      request.log.error({ paymentIntentId: event.intent.id, reason: error.message }, 'succeeded payment intent not recorded');
    }
    return { received: true as const };
  });
}
