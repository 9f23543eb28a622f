import { randomBytes } from 'node:crypto';
import { testCardOutcome, type TestCardOutcome } from '@nestway/core/checkout';
import type { CardIntent, CardPaymentProvider } from './card-payment-provider';

export interface TestModeCardPaymentProvider extends CardPaymentProvider {
  readonly mode: 'test';
  /** Confirms an intent with a test card number, as Stripe.js does in the browser in Stripe mode. */
  confirmIntent(id: string, cardNumber: string): TestCardOutcome;
}

/**
 * The provider used when no Stripe keys are configured: nobody is charged. For development and tests
 * only: intents live in this instance's memory, so they are lost on restart and not shared between
 * instances. It never receives webhooks (parseWebhook refuses every body), so the only way to fulfil
 * an intent is the signed-in success call after a test card confirmed it.
 */
export function testModeCardPaymentProvider(): TestModeCardPaymentProvider {
  const intents = new Map<string, CardIntent>();

  return {
    mode: 'test',
    publishableKey: undefined,

    async createIntent({ amountPence, metadata }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      intents.set(id, { id, status: 'requires_payment_method', amountPence, metadata: { ...metadata } });
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },

    async retrieveIntent(id) {
      const intent = intents.get(id);
      return intent ? { ...intent, metadata: { ...intent.metadata } } : null;
    },

    parseWebhook: () => null,

    confirmIntent(id, cardNumber) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`Unknown test-mode payment intent ${id}`);
      if (intent.status === 'succeeded') return { status: 'succeeded' };
      const outcome = testCardOutcome(cardNumber);
      intent.status = outcome.status === 'succeeded' ? 'succeeded' : 'requires_payment_method';
      return outcome;
    },
  };
}
