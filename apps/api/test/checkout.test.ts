import { checkoutMessages, type PaymentIntentResponse } from '@nestway/core/checkout';
import { CARD_PAYMENT_MARKER, paymentMessages } from '@nestway/core/payments';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StandInPaymentIntent, type StripeStandIn } from '../../../test-support/stripe-stand-in';
import { payments, testCardIntents, users } from '../db/schema/index';
import { loadConfig } from '../src/config';
import { checkoutApi } from '@nestway/core/contracts/checkout';
import { signedInClient } from './support/accounts';
import { capturedLog } from './support/captured-log';
import { httpSession, type HttpSession } from './support/http-session';
import { insertConsultation, insertGroup, insertSignature, clientWhoMayPay } from './support/factories';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_nestway_stand_in',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_nestway_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_nestway_test_secret',
  // Unset: the keys decide (the test app otherwise forces the test-mode checkout).
  CARD_PAYMENTS: '',
};

/** The app with the Stripe keys set and the SDK pointed at the stand-in. */
const createStripeTestApp = (standIn: StripeStandIn) =>
  createTestApp(STRIPE_ENV, { stripeApi: { host: standIn.host, port: standIn.port, protocol: standIn.protocol } });

const paymentsOf = (t: TestApp, userId: string) => t.app.ctx.db.select().from(payments).where(eq(payments.userId, userId));

const receiptsTo = async (t: TestApp, email: string) =>
  (await t.mail.delivered()).filter((m) => m.to.includes(email) && m.subject.includes('card payment'));

async function startCheckout(http: HttpSession, amount = 250_00): Promise<PaymentIntentResponse> {
  const response = await http.post('/api/create-payment-intent', { amount, type: 'initial' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentIntentResponse>();
}

/** A signed client whose fee is agreed: the admin set it (as PUT /api/admin/users/{id}/payment-amount stores it), here £250. */
async function clientWithAgreedFee(t: TestApp) {
  const client = await clientWhoMayPay(t);
  await t.app.ctx.db.update(users).set({ customPaymentAmountPence: 250_00 }).where(eq(users.id, client.user.id));
  return client;
}

/** The spec's success call: POST with no body at all (no content type), from the signed-in browser. */
const specSuccessCall = (t: TestApp, http: HttpSession) =>
  t.app.inject({
    method: 'POST',
    url: '/api/process-stripe-success',
    headers: { origin: TEST_APP_URL, cookie: http.sessionCookie()! },
  });

function signedWebhook(t: TestApp, intent: StandInPaymentIntent, options: { type?: string; secret?: string } = {}) {
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
const postWebhook = (t: TestApp, payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: checkoutApi.stripeWebhook.path,
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

describe('card checkout with Stripe (the SDK talks to a local stand-in)', () => {
  let standIn: StripeStandIn;
  let t: TestApp;

  beforeAll(async () => {
    standIn = await startStripeStandIn(STRIPE_ENV.STRIPE_SECRET_KEY);
    t = await createStripeTestApp(standIn);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('charges the fee plus 2.9 % and 20p rounded up, in pence, with the user, type and base on the intent', async () => {
    const { user, http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);

    expect(intent).toMatchObject({
      baseAmount: 250_00,
      transactionFee: 745,
      totalAmount: 257_45,
      mode: 'stripe',
      publishableKey: STRIPE_ENV.STRIPE_PUBLISHABLE_KEY,
    });
    const created = standIn.intents.get(intent.paymentIntentId)!;
    expect(created).toMatchObject({ amount: 257_45, currency: 'gbp', client_secret: intent.clientSecret });
    expect(created.metadata).toEqual({ userId: user.id, type: 'initial', basePence: '25000' });
  });

  it("uses the admin's custom fee for the user: £10.01 costs 30p more (29.029p rounds up, plus 20p)", async () => {
    const { user, http } = await clientWhoMayPay(t);
    await t.app.ctx.db.update(users).set({ customPaymentAmountPence: 10_01 }).where(eq(users.id, user.id));

    const intent = await startCheckout(http, 10_01);
    expect(intent).toMatchObject({ baseAmount: 10_01, transactionFee: 50, totalAmount: 10_51 });
    expect(standIn.intents.get(intent.paymentIntentId)!.amount).toBe(10_51);
  });

  it('refuses an amount other than the fee the server knows, and creates nothing', async () => {
    const { http } = await clientWhoMayPay(t);
    const before = standIn.intents.size;

    for (const amount of [1_00, 257_45, 249_99]) {
      const response = await http.post('/api/create-payment-intent', { amount, type: 'initial' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(paymentMessages.amountMismatch);
    }
    for (const amount of ['249.99', '25000', -250_00, 'two hundred and fifty', '250.001', null]) {
      expect((await http.post('/api/create-payment-intent', { amount, type: 'initial' })).statusCode).toBe(400);
    }
    expect((await http.post('/api/create-payment-intent', { amount: 250_00, type: 'final' })).statusCode).toBe(400);
    expect(standIn.intents.size).toBe(before);
  });

  it("accepts the fee in pounds as the spec's fields express it: the user's customPaymentAmount as read, or that number", async () => {
    // A client whose fee is agreed: the admin set it (PUT /api/admin/users/{id}/payment-amount stores this column).
    const { user, http } = await clientWhoMayPay(t);
    await t.app.ctx.db.update(users).set({ customPaymentAmountPence: 450_00 }).where(eq(users.id, user.id));
    const { customPaymentAmount } = (await http.get('/api/auth/user')).json<{ customPaymentAmount: string }>();
    expect(customPaymentAmount).toBe('450.00');

    for (const amount of [customPaymentAmount, Number(customPaymentAmount), '450', 450_00]) {
      const response = await http.post('/api/create-payment-intent', { amount, type: 'initial' });
      expect(response.statusCode, `${JSON.stringify(amount)}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ baseAmount: 450_00, transactionFee: 1325, totalAmount: 463_25 });
      expect(standIn.intents.get(response.json<PaymentIntentResponse>().paymentIntentId)!.amount).toBe(463_25);
    }
    for (const amount of ['250.00', 250, '4.50']) {
      const response = await http.post('/api/create-payment-intent', { amount, type: 'initial' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(paymentMessages.amountMismatch);
    }
  });

  it('asks for the terms to be signed first, and refuses a second payment while one is pending', async () => {
    const unsigned = await signedInClient(t);
    const refused = await unsigned.http.post('/api/create-payment-intent', { amount: 250_00, type: 'initial' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(paymentMessages.termsNotSigned);
    expect(refused.json().code).toBe('terms_not_signed');

    const { http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);
    standIn.markSucceeded(intent.paymentIntentId);
    expect((await http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    const again = await http.post('/api/create-payment-intent', { amount: 250_00, type: 'initial' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(paymentMessages.alreadyPaid);
    expect(again.json().code).toBe('payment_exists');
  });

  it('refuses to start a card payment of the upfront fee before the consultation is completed or the admin sets the fee', async () => {
    const { user, http } = await signedInClient(t);
    await insertSignature(t, user.id);
    await insertConsultation(t, user.id, 'confirmed');
    const before = standIn.intents.size;
    const refused = await http.post('/api/create-payment-intent', { amount: 250_00, type: 'initial' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'fee_not_agreed', message: paymentMessages.feeNotAgreed });
    expect(standIn.intents.size).toBe(before);

    await t.app.ctx.db.update(users).set({ customPaymentAmountPence: 300_00 }).where(eq(users.id, user.id));
    expect(await startCheckout(http, 300_00)).toMatchObject({ baseAmount: 300_00 });
  });

  it('records a succeeded payment as pending, by card, for the total, with the marker and the breakdown, and e-mails a receipt', async () => {
    const { user, http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);
    standIn.markSucceeded(intent.paymentIntentId);

    const response = await http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId });
    expect(response.statusCode).toBe(200);
    const [payment, ...others] = await paymentsOf(t, user.id);
    expect(others).toHaveLength(0);
    expect(response.json()).toEqual({ success: true, paymentId: payment!.id });
    expect(payment).toMatchObject({
      status: 'pending',
      method: 'card',
      amountPence: 257_45,
      type: 'initial',
      providerPaymentId: intent.paymentIntentId,
      verifiedAt: null,
    });
    expect(payment!.notes!.startsWith(CARD_PAYMENT_MARKER)).toBe(true);
    expect(payment!.notes).toContain('Service fee £250.00 + card transaction fee £7.45 = £257.45.');
    expect(payment!.notes).not.toContain('TEST MODE');
    expect(payment!.createdAt.getTime()).toBe(t.clock.now().getTime());

    const receipt = await t.mail.waitFor(user.email, (m) => m.subject.includes('card payment'));
    expect(receipt.text).toContain('£257.45');
    expect(receipt.text).toContain(intent.paymentIntentId);
  });

  it("records the client's latest intent, checked with Stripe, from the spec's empty body (none, or {})", async () => {
    const { user, http } = await clientWithAgreedFee(t);
    const abandoned = await startCheckout(http);
    t.clock.advance(60);
    const paid = await startCheckout(http);
    standIn.markSucceeded(paid.paymentIntentId);

    const response = await specSuccessCall(t, http);
    expect(response.statusCode, response.body).toBe(200);
    const [payment, ...others] = await paymentsOf(t, user.id);
    expect(others).toHaveLength(0);
    expect(response.json()).toEqual({ success: true, paymentId: payment!.id });
    expect(payment).toMatchObject({ status: 'pending', method: 'card', amountPence: 257_45, providerPaymentId: paid.paymentIntentId });
    expect(payment!.providerPaymentId).not.toBe(abandoned.paymentIntentId);

    // Repeated, with an empty JSON object this time: the same one payment.
    expect((await http.post('/api/process-stripe-success', {})).json()).toEqual({ success: true, paymentId: payment!.id });
    expect(await paymentsOf(t, user.id)).toHaveLength(1);
    expect(await receiptsTo(t, user.email)).toHaveLength(1);
  });

  it("answers the spec's empty body 409 while the latest intent has not succeeded, and 404 without any intent", async () => {
    const { user, http } = await clientWithAgreedFee(t);
    const none = await specSuccessCall(t, http);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'not_found', message: checkoutMessages.intentNotFound });

    await startCheckout(http);
    const unpaid = await specSuccessCall(t, http);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(checkoutMessages.intentNotSucceeded);
    expect(await paymentsOf(t, user.id)).toHaveLength(0);

    // Another client's succeeded intent is never theirs.
    const other = await clientWithAgreedFee(t);
    standIn.markSucceeded((await startCheckout(other.http)).paymentIntentId);
    expect((await specSuccessCall(t, http)).statusCode).toBe(409);
    expect(await paymentsOf(t, user.id)).toHaveLength(0);
  });

  it("answers 404 for someone else's intent and for an unknown one, and records nothing", async () => {
    const owner = await clientWhoMayPay(t);
    const intent = await startCheckout(owner.http);
    standIn.markSucceeded(intent.paymentIntentId);
    const other = await clientWhoMayPay(t);

    const stolen = await other.http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(checkoutMessages.intentNotFound);
    expect((await other.http.post('/api/process-stripe-success', { paymentIntentId: 'pi_does_not_exist' })).statusCode).toBe(404);
    expect(await paymentsOf(t, owner.user.id)).toHaveLength(0);
    expect(await paymentsOf(t, other.user.id)).toHaveLength(0);
  });

  it('refuses an intent that has not succeeded and records nothing', async () => {
    const { user, http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);

    const response = await http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(checkoutMessages.intentNotSucceeded);
    expect(await paymentsOf(t, user.id)).toHaveLength(0);
  });

  it('makes exactly one payment and one receipt from repeated success calls and webhooks, in any interleaving', async () => {
    const { user, http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);
    const succeeded = standIn.markSucceeded(intent.paymentIntentId);

    const answers = await Promise.all([
      http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId }),
      signedWebhook(t, succeeded),
      http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId }),
      signedWebhook(t, succeeded),
      http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Afterwards, one by one: each repeat is a no-op.
    expect((await signedWebhook(t, succeeded)).statusCode).toBe(200);
    expect((await http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);

    const rows = await paymentsOf(t, user.id);
    expect(rows).toHaveLength(1);
    const successIds = answers.filter((a) => a.json().paymentId !== undefined).map((a) => a.json().paymentId);
    expect(new Set(successIds)).toEqual(new Set([rows[0]!.id]));
    expect(await receiptsTo(t, user.email)).toHaveLength(1);
  });

  it('records a payment from the webhook alone, when the browser never comes back', async () => {
    const { user, http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);

    const response = await signedWebhook(t, standIn.markSucceeded(intent.paymentIntentId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const [payment] = await paymentsOf(t, user.id);
    expect(payment).toMatchObject({ status: 'pending', method: 'card', amountPence: 257_45, providerPaymentId: intent.paymentIntentId });
  });

  it('answers 400 to a webhook with a bad, foreign or missing signature, and changes nothing', async () => {
    const { user, http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);
    const succeeded = standIn.markSucceeded(intent.paymentIntentId);
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: succeeded } });

    const forgedSignature = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    for (const response of [
      await postWebhook(t, payload, forgedSignature),
      await postWebhook(t, payload),
      await signedWebhook(t, succeeded, { secret: 'whsec_someone_else' }),
      // A body changed after signing.
      await postWebhook(
        t,
        payload.replace('257', '100'),
        Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET }),
      ),
    ]) {
      expect(response.statusCode).toBe(400);
    }
    expect(await paymentsOf(t, user.id)).toHaveLength(0);
  });

  it('acknowledges other events and a signed intent that does not match the fee rule without recording anything', async () => {
    const { user, http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);
    const succeeded = standIn.markSucceeded(intent.paymentIntentId);

    expect((await signedWebhook(t, succeeded, { type: 'payment_intent.created' })).statusCode).toBe(200);
    expect((await signedWebhook(t, { ...succeeded, amount: 100_00 })).statusCode).toBe(200);
    expect(await paymentsOf(t, user.id)).toHaveLength(0);
  });

  it('refuses a co-tenant: their group leader pays', async () => {
    const leader = await clientWhoMayPay(t);
    const cotenant = await clientWhoMayPay(t);
    await insertGroup(t, leader.user.id, { members: [cotenant.user.id] });
    const before = standIn.intents.size;

    const response = await cotenant.http.post('/api/create-payment-intent', { amount: 250_00, type: 'initial' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your group leader handles payments and scheduling for your group.');
    expect(response.json().code).toBe('leader_only');
    expect(standIn.intents.size).toBe(before);
  });

  it('is for signed-in clients only, and has no test-mode confirmation when Stripe is configured', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 250_00, type: 'initial' },
      headers: { origin: TEST_APP_URL },
    });
    expect(anonymous.statusCode).toBe(401);

    const { http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);
    const confirm = await http.post('/api/test-mode/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
      cardNumber: '4242424242424242',
    });
    expect(confirm.statusCode).toBe(404);
    expect(standIn.intents.get(intent.paymentIntentId)!.status).toBe('requires_payment_method');
  });
});

describe('card checkout in test mode (no Stripe keys)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pays with 4242 4242 4242 4242 through the same success call, marked as test mode', async () => {
    const { user, http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);
    expect(intent).toMatchObject({ mode: 'test', baseAmount: 250_00, transactionFee: 745, totalAmount: 257_45 });
    expect(intent.publishableKey).toBeUndefined();

    const confirm = await http.post('/api/test-mode/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ status: 'succeeded' });
    const [first, second] = await Promise.all([
      http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId }),
      http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId }),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);

    const rows = await paymentsOf(t, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', method: 'card', amountPence: 257_45 });
    expect(rows[0]!.notes!.startsWith(CARD_PAYMENT_MARKER)).toBe(true);
    expect(rows[0]!.notes).toContain('TEST MODE: no card was charged.');
    expect(await receiptsTo(t, user.email)).toHaveLength(1);
  });

  it("records the latest test intent after 4242 from the spec's empty success call", async () => {
    const { user, http } = await clientWithAgreedFee(t);
    const intent = await startCheckout(http);
    const confirm = await http.post('/api/test-mode/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
      cardNumber: '4242424242424242',
    });
    expect(confirm.statusCode).toBe(200);

    const response = await specSuccessCall(t, http);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await paymentsOf(t, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerPaymentId: intent.paymentIntentId, amountPence: 257_45, method: 'card' });
  });

  it('declines a card whose expiry has passed, whatever its number, and then takes it with a future expiry', async () => {
    const { user, http } = await clientWithAgreedFee(t);
    const intent = await startCheckout(http);
    const card = { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242' };

    const expired = await http.post('/api/test-mode/confirm-payment', { ...card, expiry: '01/20' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'bad_request', message: checkoutMessages.cardExpired });
    expect((await specSuccessCall(t, http)).statusCode).toBe(409);
    expect((await http.post('/api/test-mode/confirm-payment', { ...card, expiry: '1229' })).json().code).toBe('validation_failed');

    expect((await http.post('/api/test-mode/confirm-payment', { ...card, expiry: '12/99' })).statusCode).toBe(200);
    expect((await specSuccessCall(t, http)).statusCode).toBe(200);
    expect(await paymentsOf(t, user.id)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with the card message, and the success call then records nothing', async () => {
    const { user, http } = await clientWhoMayPay(t);
    const intent = await startCheckout(http);

    const declined = await http.post('/api/test-mode/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
      cardNumber: '4000000000000002',
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toBe('Your card was declined.');
    expect((await http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(409);

    const incorrect = await http.post('/api/test-mode/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
      cardNumber: '4111111111111111',
    });
    expect(incorrect.json().message).toBe(checkoutMessages.cardNumberIncorrect);
    expect(await paymentsOf(t, user.id)).toHaveLength(0);
  });

  it("answers 404 to confirming or processing someone else's test intent", async () => {
    const owner = await clientWhoMayPay(t);
    const intent = await startCheckout(owner.http);
    const other = await clientWhoMayPay(t);

    expect(
      (await other.http.post('/api/test-mode/confirm-payment', { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.http.post('/api/test-mode/confirm-payment', { paymentIntentId: 'pi_test_unknown', cardNumber: '4242424242424242' }))
        .statusCode,
    ).toBe(404);
    expect((await owner.http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(409);
  });

  it('receives no webhooks: there is no secret to check them against', async () => {
    const response = await postWebhook(t, JSON.stringify({ type: 'payment_intent.succeeded' }), 't=1,v1=abc');
    expect(response.statusCode).toBe(400);
  });
});

describe('Stripe configuration', () => {
  it('needs all three STRIPE_ variables or none, with one line naming the missing one', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig(STRIPE_ENV).stripe).toEqual({
      secretKey: STRIPE_ENV.STRIPE_SECRET_KEY,
      publishableKey: STRIPE_ENV.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
    });
    expect(() => loadConfig({ ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /^Invalid environment variable STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET must be set together$/,
    );
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_live_wrong_kind', /^Invalid environment variable STRIPE_SECRET_KEY: must start with sk_ or rk_$/],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_live_wrong_kind', /^Invalid environment variable STRIPE_PUBLISHABLE_KEY: must start with pk_$/],
    ['STRIPE_WEBHOOK_SECRET', 'secret', /^Invalid environment variable STRIPE_WEBHOOK_SECRET: must start with whsec_$/],
  ])('refuses %s = %s', (name, value, message) => {
    expect(() => loadConfig({ ...STRIPE_ENV, [name]: value })).toThrow(message);
  });
});

describe('which card payments a deployment takes', () => {
  const POSTGRES = { DATABASE_URL: 'postgres://nestway@db.internal:5432/nestway' };
  // Apps of their own: one with card payments off, its start-up logged; one in test mode that the test restarts.
  const log = capturedLog();
  let withNone: TestApp;
  let inTestMode: TestApp;
  beforeAll(async () => {
    withNone = await createTestApp({ CARD_PAYMENTS: 'off', LOG_LEVEL: 'info' }, { logStream: log });
  });
  beforeAll(async () => {
    inTestMode = await createTestApp();
  });
  afterAll(() => Promise.all([withNone.close(), inTestMode.close()]));

  it('never fakes them on PostgreSQL: without Stripe keys there are none, unless CARD_PAYMENTS=test says so', () => {
    expect(loadConfig({}).cardPayments).toBe('test');
    expect(loadConfig(POSTGRES).cardPayments).toBe('off');
    expect(loadConfig({ ...POSTGRES, CARD_PAYMENTS: 'test' }).cardPayments).toBe('test');
    expect(loadConfig({ ...POSTGRES, ...STRIPE_ENV }).cardPayments).toBe('stripe');
    expect(loadConfig({ ...STRIPE_ENV, CARD_PAYMENTS: 'off' }).cardPayments).toBe('off');
    expect(() => loadConfig({ CARD_PAYMENTS: 'live' })).toThrow(
      /^Invalid environment variable CARD_PAYMENTS: must be test or off, or unset$/,
    );
  });

  it('with none: says so once at start-up, tells the web, and answers a card payment 503 with what to do instead', async () => {
    expect(log.entries().filter((line) => /card payments/i.test(String(line.msg)))).toEqual([
      expect.objectContaining({ msg: 'Card payments are off: no Stripe keys are set, so clients pay by bank transfer only.' }),
    ]);
    const { user, http } = await clientWhoMayPay(withNone);
    expect((await http.get('/api/checkout/card-payments')).json()).toEqual({ mode: 'off' });
    const refused = await http.post('/api/create-payment-intent', { amount: 250_00, type: 'initial' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'service_unavailable',
      message: checkoutMessages.cardPaymentsOff,
      requestId: expect.any(String),
    });
    expect(
      (await http.post('/api/test-mode/confirm-payment', { paymentIntentId: 'pi_test_x', cardNumber: '4242424242424242' })).statusCode,
    ).toBe(404);
    expect(await paymentsOf(withNone, user.id)).toEqual([]);
  });

  it('in test mode: keeps its intents in the database, so one started before a restart is paid after it', async () => {
    const { user, http } = await clientWhoMayPay(inTestMode);
    expect((await http.get('/api/checkout/card-payments')).json()).toEqual({ mode: 'test' });
    const intent = await startCheckout(http);
    await inTestMode.restart();
    const sameBrowser = httpSession(inTestMode.app);
    sameBrowser.setSessionCookie(http.sessionCookie());
    const confirm = await sameBrowser.post('/api/test-mode/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
      cardNumber: '4242424242424242',
    });
    expect(confirm.statusCode).toBe(200);
    expect((await sameBrowser.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    expect(await paymentsOf(inTestMode, user.id)).toHaveLength(1);

    // A week on, the purge leaves no test intent behind.
    inTestMode.clock.advance(8 * 24 * 60 * 60);
    await inTestMode.runJobs();
    expect(await inTestMode.app.ctx.db.select().from(testCardIntents)).toEqual([]);
  });
});
