import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { stripeCardPaymentProvider, type StripeApiAddress, type StripeCardPaymentProvider } from './stripe-card-payment-provider';
import { testModeCardPaymentProvider, type TestModeCardPaymentProvider } from './test-mode-card-payment-provider';

/** The provider on the context; `mode` tells which, so test-mode-only routes can narrow to it. */
export type AppCardPaymentProvider = StripeCardPaymentProvider | TestModeCardPaymentProvider;

/** Stripe when the three STRIPE_ variables are set; otherwise the test-mode provider, said once in the log. */
export function createCardPaymentProvider(config: Config, log: FastifyBaseLogger, stripeApi?: StripeApiAddress): AppCardPaymentProvider {
  if (config.stripe) return stripeCardPaymentProvider(config.stripe, stripeApi);
  const level = config.env === 'production' ? 'warn' : 'info';
  log[level]('Card payments are in TEST MODE: no Stripe keys are configured, so no card is charged.');
  return testModeCardPaymentProvider();
}
