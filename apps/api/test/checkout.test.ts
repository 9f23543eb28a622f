import { checkoutMessages, type PaymentIntentResponse } from '@nestway/core/checkout';
import { CARD_PAYMENT_MARKER, paymentMessages } from '@nestway/core/payments';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../test-support/stripe-stand-in';
import { users } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import { insertConsultation, insertGroup, insertSignature, clientWhoMayPay } from './support/factories';
import { TEST_APP_URL, type TestApp } from './support/test-app';
import {
  STRIPE_ENV,
  createStripeTestApp,
  paymentsOf,
  cardPaymentEntriesOf,
  receiptsTo,
  startCheckout,
  clientWithAgreedFee,
  specSuccessCall,
  signedWebhook,
  postWebhook,
} from './support/checkout';

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
    expect(await cardPaymentEntriesOf(t, user.id)).toMatchObject([{ targetId: rows[0]!.id, outcome: 'succeeded' }]);
  });

  describe('the payment.card audit entry: exactly one, written by whichever call records the payment', () => {
    it('the webhook first: the card provider, in the role system, names the client; the success call then adds none', async () => {
      const { user, http } = await clientWhoMayPay(t);
      const intent = await startCheckout(http);
      expect((await signedWebhook(t, standIn.markSucceeded(intent.paymentIntentId))).statusCode).toBe(200);
      expect((await http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);

      const [payment] = await paymentsOf(t, user.id);
      expect(await cardPaymentEntriesOf(t, user.id)).toMatchObject([
        { actorId: null, actorName: 'Card provider', actorRole: 'system', clientId: user.id, targetId: payment!.id, outcome: 'succeeded' },
      ]);
    });

    it('the success call first: the client; the webhook then adds none', async () => {
      const { user, http } = await clientWhoMayPay(t);
      const intent = await startCheckout(http);
      const succeeded = standIn.markSucceeded(intent.paymentIntentId);
      expect((await http.post('/api/process-stripe-success', { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
      expect((await signedWebhook(t, succeeded)).statusCode).toBe(200);

      expect(await cardPaymentEntriesOf(t, user.id)).toMatchObject([
        { actorId: user.id, actorName: null, actorRole: 'tenant', clientId: user.id, outcome: 'succeeded' },
      ]);
    });

    it("the webhook's entry commits with the payment: when it cannot be written, no payment either, and Stripe is answered 500 to retry", async () => {
      const { user, http } = await clientWhoMayPay(t);
      const intent = await startCheckout(http);
      const { db } = t.app.ctx;
      await db.execute(sql`create function refuse_card_entries() returns trigger language plpgsql as $$
        begin if new.action = 'payment.card' then raise exception 'no card entries now'; end if; return new; end $$`);
      await db.execute(
        sql`create trigger refuse_card_entries before insert on audit_entries for each row execute function refuse_card_entries()`,
      );
      try {
        expect((await signedWebhook(t, standIn.markSucceeded(intent.paymentIntentId))).statusCode).toBe(500);
      } finally {
        await db.execute(sql`drop trigger refuse_card_entries on audit_entries`);
        await db.execute(sql`drop function refuse_card_entries()`);
      }
      expect(await paymentsOf(t, user.id)).toHaveLength(0);
      expect(await receiptsTo(t, user.email)).toHaveLength(0);
    });
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
