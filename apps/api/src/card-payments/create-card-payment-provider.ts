import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import { stripeCardPaymentProvider, type StripeApiAddress, type StripeCardPaymentProvider } from './stripe-card-payment-provider';
import { testModeCardPaymentProvider, type TestModeCardPaymentProvider } from './test-mode-card-payment-provider';
import { unavailableCardPaymentProvider, type UnavailableCardPaymentProvider } from './unavailable-card-payment-provider';

/** The provider on the context; `mode` tells which, so test-mode-only routes can narrow to it. */
export type AppCardPaymentProvider = StripeCardPaymentProvider | TestModeCardPaymentProvider | UnavailableCardPaymentProvider;

/** The provider config.cardPayments names; test mode and no card payments at all are each said once in the log. */
export function createCardPaymentProvider(
  config: Config,
  { db, clock, log }: { db: Db; clock: Clock; log: FastifyBaseLogger },
  stripeApi?: StripeApiAddress,
): AppCardPaymentProvider {
  switch (config.cardPayments) {
    case 'stripe':
      return stripeCardPaymentProvider(config.stripe!, stripeApi);
    case 'test':
      log[config.env === 'production' ? 'warn' : 'info']('Card payments are in TEST MODE: no card is charged.');
      return testModeCardPaymentProvider(db, clock);
    case 'off':
      log.warn('Card payments are off: no Stripe keys are set, so clients pay by bank transfer only.');
      return unavailableCardPaymentProvider();
  }
}
