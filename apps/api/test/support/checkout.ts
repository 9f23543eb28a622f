import type { PaymentIntentResponse } from '@nestway/core/checkout';
import { checkoutApi } from '@nestway/core/contracts/checkout';
import { and, asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { StandInPaymentIntent, StripeStandIn } from '../../../../test-support/stripe-stand-in';
import { auditEntries, payments, users } from '../../db/schema/index';
import { clientWhoMayPay } from './factories';
import type { HttpSession } from './http-session';
import { createTestApp, TEST_APP_URL, type TestApp } from './test-app';

/** What the card checkout tests share: the Stripe deployment's settings, checkout calls and the webhook. */
export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_nestway_stand_in',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_nestway_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_nestway_test_secret',
  // Unset: the keys decide (the test app otherwise forces the test-mode checkout).
  CARD_PAYMENTS: '',
};

/** The app with the Stripe keys set and the SDK pointed at the stand-in. */
export const createStripeTestApp = (standIn: StripeStandIn) =>
  createTestApp(STRIPE_ENV, { stripeApi: { host: standIn.host, port: standIn.port, protocol: standIn.protocol } });

export const paymentsOf = (t: TestApp, userId: string) => t.app.ctx.db.select().from(payments).where(eq(payments.userId, userId));

/** The client's `payment.card` audit entries, oldest first. */
export const cardPaymentEntriesOf = (t: TestApp, userId: string) =>
  t.app.ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.clientId, userId), eq(auditEntries.action, 'payment.card')))
    .orderBy(asc(auditEntries.id));

export const receiptsTo = async (t: TestApp, email: string) =>
  (await t.mail.delivered()).filter((m) => m.to.includes(email) && m.subject.includes('card payment'));

export async function startCheckout(http: HttpSession, amount = 250_00): Promise<PaymentIntentResponse> {
  const response = await http.post('/api/create-payment-intent', { amount, type: 'initial' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentIntentResponse>();
}

/** A signed client whose fee is agreed: the admin set it (as PUT /api/admin/users/{id}/payment-amount stores it), here £250. */
export async function clientWithAgreedFee(t: TestApp) {
  const client = await clientWhoMayPay(t);
  await t.app.ctx.db.update(users).set({ customPaymentAmountPence: 250_00 }).where(eq(users.id, client.user.id));
  return client;
}

/** The spec's success call: POST with no body at all (no content type), from the signed-in browser. */
export const specSuccessCall = (t: TestApp, http: HttpSession) =>
  t.app.inject({
    method: 'POST',
    url: '/api/process-stripe-success',
    headers: { origin: TEST_APP_URL, cookie: http.sessionCookie()! },
  });

export function signedWebhook(t: TestApp, intent: StandInPaymentIntent, options: { type?: string; secret?: string } = {}) {
  const payload = JSON.stringify({
    id: `evt_${intent.id}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: options.type ?? 'payment_intent.succeeded',
    data: { object: intent },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
  return postWebhook(t, payload, signature);
}

// Stripe's own request: no Origin, no session, its own JSON body.
export const postWebhook = (t: TestApp, payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: checkoutApi.stripeWebhook.path,
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
