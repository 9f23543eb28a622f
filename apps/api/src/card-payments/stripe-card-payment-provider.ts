import Stripe from 'stripe';
import { checkoutMessages } from '@nestway/core/checkout';
import { serviceUnavailable } from '../lib/app-error';
import type { CardIntent, CardPaymentProvider, CardWebhookEvent } from './card-payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** Where the SDK sends its requests; tests point it at a local stand-in for the Stripe API. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

const toCardIntent = (intent: Stripe.PaymentIntent): CardIntent => ({
  id: intent.id,
  status: intent.status,
  amountPence: intent.amount,
  metadata: { ...intent.metadata },
});

/** Stripe's outages and network failures become a 503 the client can show; other errors stay 5xx. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
      throw serviceUnavailable(checkoutMessages.providerUnavailable);
    }
    throw error;
  }
}

export interface StripeCardPaymentProvider extends CardPaymentProvider {
  readonly mode: 'stripe';
}

/** Card payments through Stripe PaymentIntents, charged in GBP. */
export function stripeCardPaymentProvider(settings: StripeSettings, apiAddress?: StripeApiAddress): StripeCardPaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...apiAddress });

  return {
    mode: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ amountPence, metadata }) {
      const intent = await callStripe(() =>
        stripe.paymentIntents.create({ amount: amountPence, currency: 'gbp', metadata, automatic_payment_methods: { enabled: true } }),
      );
      if (!intent.client_secret) throw new Error(`Stripe answered payment intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      try {
        return toCardIntent(await callStripe(() => stripe.paymentIntents.retrieve(id)));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    parseWebhook(rawBody, signatureHeader): CardWebhookEvent | null {
      if (!signatureHeader) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        throw error;
      }
      if (event.type === 'payment_intent.succeeded') return { type: event.type, intent: toCardIntent(event.data.object) };
      return { type: 'ignored', eventType: event.type };
    },
  };
}
