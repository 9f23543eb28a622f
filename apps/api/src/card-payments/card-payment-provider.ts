import type { CardPaymentMode } from '@nestway/core/checkout';

/** What the app reads of a payment intent, whichever provider holds it. Amounts in integer pence. */
export interface CardIntent {
  id: string;
  /** The provider's status; only 'succeeded' means the money was taken. */
  status: string;
  amountPence: number;
  /** Set by this server when it created the intent: userId, type, basePence. */
  metadata: Record<string, string>;
}

/** A verified webhook event; only a succeeded payment intent matters to the app. */
export type CardWebhookEvent = { type: 'payment_intent.succeeded'; intent: CardIntent } | { type: 'ignored'; eventType: string };

/**
 * The card-payment provider the checkout talks to: Stripe when its keys are configured, otherwise
 * the test-mode provider. Created once by buildApp and kept on the context.
 */
export interface CardPaymentProvider {
  readonly mode: CardPaymentMode;
  /** Given to the browser so that it can load Stripe.js; Stripe mode only. */
  readonly publishableKey: string | undefined;
  createIntent(input: { amountPence: number; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider holds it now, or null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<CardIntent | null>;
  /** Checks the signature over the raw body; null when it does not verify. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): CardWebhookEvent | null;
}
