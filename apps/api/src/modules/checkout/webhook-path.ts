/** Stripe posts its events here; the request is authenticated by its Stripe-Signature, not by a session. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
