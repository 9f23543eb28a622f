import { describe, expect, it } from 'vitest';
import { insertGroup, insertPayment, insertPreferences, clientWhoMayPay } from './support/factories';
import { pngProof, paymentsTestbed } from './support/payments-testbed';
import { insertOffer, insertViewing } from './support/viewings';
import type { TestApp } from './support/test-app';
import { signedInClient } from './support/accounts';

const bed = paymentsTestbed();
const { uploadProof, storedFiles, paymentRows } = bed;
const t = (): TestApp => bed.t;

const balanceFields = (amount: string) => ({ amount, type: 'balance' });

/** A signed client with preferences for `applicants`, whose upfront fee of £250 is verified, and an accepted offer unless told. */
async function clientOwingTheRest({ applicants = 1, accepted = true } = {}) {
  const client = await clientWhoMayPay(t());
  await insertPreferences(t(), client.user.id, { numberOfTenants: applicants });
  await insertPayment(t(), client.user.id, { status: 'verified' });
  const viewing = await insertViewing(t(), client.user.id);
  await insertOffer(t(), client.user.id, viewing.id, { status: accepted ? 'accepted' : 'pending' });
  return client;
}

describe('GET /api/payments/remaining-fee', () => {
  it('is not due before an offer is accepted, and the upfront fee comes off only once it is verified', async () => {
    const { user, http } = await clientWhoMayPay(t());
    await insertPreferences(t(), user.id, { numberOfTenants: 2 });
    expect((await http.get('/api/payments/remaining-fee')).json()).toEqual({
      due: false,
      applicants: 2,
      fullFeePence: 450_00,
      upfrontFeePence: 250_00,
      upfrontPaid: false,
      remainingPence: 450_00,
    });

    await insertPayment(t(), user.id, { status: 'pending' });
    expect((await http.get('/api/payments/remaining-fee')).json()).toMatchObject({ upfrontPaid: false, remainingPence: 450_00 });
    await insertPayment(t(), user.id, { status: 'verified', type: 'admin_override' });
    expect((await http.get('/api/payments/remaining-fee')).json()).toMatchObject({ due: false, upfrontPaid: true, remainingPence: 200_00 });
  });

  it('is due once an offer is accepted: £400 for one applicant less the £250 paid upfront', async () => {
    const { http } = await clientOwingTheRest();
    expect((await http.get('/api/payments/remaining-fee')).json()).toMatchObject({
      due: true,
      fullFeePence: 400_00,
      remainingPence: 150_00,
    });
  });

  it("is due on the leader's account when a co-tenant's offer is accepted, and the co-tenant sees the leader's figures", async () => {
    const leader = await clientWhoMayPay(t());
    const cotenant = await signedInClient(t());
    await insertPreferences(t(), leader.user.id, { numberOfTenants: 3 });
    await insertGroup(t(), leader.user.id, { members: [cotenant.user.id], numberOfTenants: 3 });
    await insertPayment(t(), leader.user.id, { status: 'verified' });
    const viewing = await insertViewing(t(), cotenant.user.id);
    await insertOffer(t(), cotenant.user.id, viewing.id, { status: 'accepted' });

    const expected = { due: true, applicants: 3, fullFeePence: 500_00, remainingPence: 250_00 };
    expect((await leader.http.get('/api/payments/remaining-fee')).json()).toMatchObject(expected);
    expect((await cotenant.http.get('/api/payments/remaining-fee')).json()).toMatchObject(expected);

    const refused = await uploadProof(cotenant.http, pngProof, balanceFields('250.00'));
    expect(refused.statusCode).toBe(403);
    expect(await paymentRows(cotenant.user.id)).toEqual([]);
  });

  it('is for clients only', async () => {
    expect((await bed.admin.get('/api/payments/remaining-fee')).statusCode).toBe(403);
  });
});

describe('paying the rest of the fee', () => {
  it('by bank transfer: the remaining amount, recorded as a pending balance payment beside the verified upfront one', async () => {
    const { user, http } = await clientOwingTheRest();
    const response = await uploadProof(http, pngProof, balanceFields('150.00'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ type: 'balance', amountPence: 150_00, status: 'pending', method: 'bank_transfer' });
    expect((await paymentRows(user.id)).map((row) => [row.type, row.status]).sort()).toEqual([
      ['balance', 'pending'],
      ['initial', 'verified'],
    ]);

    const again = await uploadProof(http, pngProof, balanceFields('150.00'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a payment of the rest of your fee that is pending or verified.');
  });

  it('refuses another amount, and refuses while nothing is due, leaving no file and no row', async () => {
    const notDue = await clientOwingTheRest({ accepted: false });
    const before = await storedFiles();
    const refused = await uploadProof(notDue.http, pngProof, balanceFields('150.00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Nothing more is due: the rest of the service fee is asked for once one of your offers is accepted.',
    );

    const due = await clientOwingTheRest();
    const wrong = await uploadProof(due.http, pngProof, balanceFields('250.00'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The amount does not match your service fee.');

    expect(await storedFiles()).toEqual(before);
    expect((await paymentRows(notDue.user.id)).map((row) => row.type)).toEqual(['initial']);
    expect((await paymentRows(due.user.id)).map((row) => row.type)).toEqual(['initial']);
  });

  it('by card: the intent charges the rest plus the card fee, and the payment is recorded as the balance', async () => {
    const { user, http } = await clientOwingTheRest();
    const stale = await http.post('/api/create-payment-intent', { amount: 250_00, type: 'balance' });
    expect(stale.statusCode).toBe(400);

    const intent = await http.post('/api/create-payment-intent', { amount: 150_00, type: 'balance' });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, baseAmount, totalAmount } = intent.json<{
      paymentIntentId: string;
      baseAmount: number;
      totalAmount: number;
    }>();
    expect(baseAmount).toBe(150_00);
    expect((await http.post('/api/test-mode/confirm-payment', { paymentIntentId, cardNumber: '4242424242424242' })).statusCode).toBe(200);
    expect((await http.post('/api/process-stripe-success', { paymentIntentId })).statusCode).toBe(200);

    const balance = (await paymentRows(user.id)).find((row) => row.type === 'balance');
    expect(balance).toMatchObject({ method: 'card', status: 'pending', amountPence: totalAmount });
    const second = await http.post('/api/create-payment-intent', { amount: 150_00, type: 'balance' });
    expect(second.statusCode).toBe(409);
  });

  it('leaves the upfront fee rules as they were: a client with a verified upfront payment cannot pay it again', async () => {
    const { http } = await clientOwingTheRest();
    const again = await uploadProof(http);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a payment that is pending or verified. Replace its proof instead of paying again.');
  });
});
