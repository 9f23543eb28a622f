import { checkoutMessages } from '@nestway/core/checkout';
import { CARD_PAYMENT_MARKER } from '@nestway/core/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCardIntents } from '../db/schema/index';
import { loadConfig } from '../src/config';
import { capturedLog } from './support/captured-log';
import { httpSession } from './support/http-session';
import { clientWhoMayPay } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { STRIPE_ENV, paymentsOf, receiptsTo, startCheckout, clientWithAgreedFee, specSuccessCall, postWebhook } from './support/checkout';

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
