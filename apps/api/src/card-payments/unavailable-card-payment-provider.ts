import { checkoutMessages } from '@nestway/core/checkout';
import { serviceUnavailable } from '../lib/app-error';
import type { CardPaymentProvider } from './card-payment-provider';

export interface UnavailableCardPaymentProvider extends Omit<CardPaymentProvider, 'mode'> {
  readonly mode: 'off';
}

/**
 * A real deployment without Stripe keys: no card payments at all, never a pretend one. The web hides
 * the card option (GET /api/checkout/card-payments); a card payment asked for anyway is a 503.
 */
export const unavailableCardPaymentProvider = (): UnavailableCardPaymentProvider => ({
  mode: 'off',
  publishableKey: undefined,
  createIntent: () => Promise.reject(serviceUnavailable(checkoutMessages.cardPaymentsOff)),
  retrieveIntent: async () => null,
  parseWebhook: () => null,
});
