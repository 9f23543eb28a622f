import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@nestway/core/payments';
import { consultations, users } from '../db/schema/index';
import { httpSession, type HttpSession } from './support/http-session';
import { sampleFiles, type FilePart } from './support/multipart';
import { signedInClient } from './support/accounts';
import { insertConsultation, insertGroup, insertSignature } from './support/factories';
import { keyOf, pngProof, paymentsTestbed } from './support/payments-testbed';
import { TEST_APP_URL, type TestApp } from './support/test-app';

const ADMIN_TEAM_EMAIL = 'admin@nestway.co.uk';
/** Small real files: the server reads their types from the bytes. */
const { png: PNG, pdf: PDF } = sampleFiles;
const png: FilePart = pngProof;

const bed = paymentsTestbed();
const { uploadProof, storedFiles, paymentRows, clientWhoMayPay, clientWithPendingPayment } = bed;
let t: TestApp;
let admin: HttpSession;
beforeAll(() => {
  ({ t, admin } = bed);
});

describe('POST /api/payments', () => {
  it('records a pending bank-transfer payment of the default fee with its proof, and e-mails the client and the team', async () => {
    const { user, http } = await clientWhoMayPay({ fullName: 'Priya Payer' });
    const before = await storedFiles();
    const response = await uploadProof(http);
    expect(response.statusCode).toBe(201);
    const payment = response.json();
    expect(payment).toEqual({
      id: expect.any(String),
      amountPence: 25000,
      amount: '250.00',
      type: 'initial',
      method: 'bank_transfer',
      status: 'pending',
      proofImagePath: expect.stringMatching(/^\/uploads\/payment-proofs\/[\w-]{32}$/),
      proofDeletedAt: null,
      notes: null,
      reviewNotes: null,
      verifiedBy: null,
      verifiedAt: null,
      createdAt: t.clock.now().toISOString(),
    });
    expect(await storedFiles()).toEqual([...before, keyOf(payment.proofImagePath)]);
    const [row] = await paymentRows(user.id);
    expect(row).toMatchObject({ proofContentType: 'image/png', amountPence: 25000 });

    const received = await t.mail.waitFor(user.email, (m) => m.subject === 'We received your payment proof');
    expect(received.text).toContain('£250.00');
    expect(received.text).toContain('within 24 hours');
    const team = await t.mail.waitFor(ADMIN_TEAM_EMAIL, (m) => m.subject === 'Payment proof to verify: Priya Payer');
    expect(team.text).toContain(`${TEST_APP_URL}/admin/users/${user.id}`);
  });

  it("charges the client's custom amount when the admin has set one", async () => {
    const { user, http } = await clientWhoMayPay();
    await t.app.ctx.db.update(users).set({ customPaymentAmountPence: 99 }).where(eq(users.id, user.id));
    const wrong = await uploadProof(http);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The amount does not match your service fee.');
    const response = await uploadProof(http, png, { amount: '0.99', type: 'initial' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amountPence: 99, amount: '0.99' });
  });

  it.each([['1.00'], ['250.01'], ['25000'], ['0']])('refuses a tampered amount of %s and stores nothing', async (amount) => {
    const { user, http } = await clientWhoMayPay();
    const before = await storedFiles();
    const response = await uploadProof(http, png, { amount, type: 'initial' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The amount does not match your service fee.');
    expect(await paymentRows(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    [{ amount: 'two hundred', type: 'initial' }, 'The amount must be a number of pounds, e.g. 250.00.'],
    [{ amount: '-250', type: 'initial' }, 'The amount must be a number of pounds, e.g. 250.00.'],
    [{ type: 'initial' }, 'amount is required.'],
    [{ amount: '250.00' }, "type must be 'initial' or 'balance'."],
    [{ amount: '250.00', type: 'rent' }, "type must be 'initial' or 'balance'."],
  ])('refuses the fields %j and stores nothing', async (fields, message) => {
    const { user, http } = await clientWhoMayPay();
    const before = await storedFiles();
    const response = await uploadProof(http, png, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await paymentRows(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('requires the proof image', async () => {
    const { user, http } = await clientWhoMayPay();
    const missing = await uploadProof(http, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a payment proof image before submitting.');
    const before = await storedFiles();
    const otherField = await uploadProof(http, { ...png, field: 'receipt' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().message).toBe('Please select a payment proof image before submitting.');
    expect(await storedFiles()).toEqual(before);
    const json = await http.post('/api/payments', { amount: '250.00', type: 'initial' });
    expect(json.statusCode).toBe(400);
    expect(await paymentRows(user.id)).toEqual([]);
  });

  it.each([
    ['a PDF', { bytes: PDF, name: 'receipt.pdf', type: 'application/pdf' }],
    [
      'a text file renamed .png',
      { bytes: Buffer.from('just some text pretending to be a picture'), name: 'receipt.png', type: 'image/png' },
    ],
    ['an HTML page', { bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), name: 'receipt.gif', type: 'image/gif' }],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'receipt.png', type: 'image/png' }],
  ])('refuses %s with 415 and leaves no file behind', async (_label, file) => {
    const { user, http } = await clientWhoMayPay();
    const before = await storedFiles();
    const response = await uploadProof(http, file);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please upload an image (JPEG, PNG, GIF or WebP) of your payment proof.');
    expect(await storedFiles()).toEqual(before);
    expect(await paymentRows(user.id)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and leaves no file behind', async () => {
    const { user, http } = await clientWhoMayPay();
    const before = await storedFiles();
    const oversize = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadProof(http, { bytes: oversize, name: 'huge.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. The limit is 10 MB.');
    expect(response.json().params).toEqual({ maxBytes: 10 * 1024 * 1024 });
    expect(await storedFiles()).toEqual(before);
    expect(await paymentRows(user.id)).toEqual([]);
  });

  it('requires the current terms to be signed first', async () => {
    const { user, http } = await signedInClient(t);
    const before = await storedFiles();
    const response = await uploadProof(http);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Please sign the Terms & Conditions before paying.');
    expect(await paymentRows(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses the upfront fee until it is agreed: the consultation completed, or the fee set by the admin', async () => {
    const { user, http } = await signedInClient(t);
    await insertSignature(t, user.id);
    const before = await storedFiles();
    for (const status of [null, 'pending', 'confirmed'] as const) {
      if (status) await insertConsultation(t, user.id, status);
      const refused = await uploadProof(http);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'fee_not_agreed', message: paymentMessages.feeNotAgreed });
      await t.app.ctx.db.delete(consultations).where(eq(consultations.userId, user.id));
    }
    expect(await paymentRows(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);

    // The admin sets the fee agreed with the client: paying opens without a completed consultation.
    expect((await admin.put(`/api/admin/users/${user.id}/payment-amount`, { amount: 300 })).statusCode).toBe(200);
    const paid = await uploadProof(http, png, { amount: '300.00', type: 'initial' });
    expect(paid.statusCode).toBe(201);
  });

  it('opens paying once the consultation is completed', async () => {
    const { user, http } = await signedInClient(t);
    await insertSignature(t, user.id);
    await insertConsultation(t, user.id, 'completed');
    expect((await uploadProof(http)).statusCode).toBe(201);
  });

  it('refuses a co-tenant: the group leader pays', async () => {
    const leader = await signedInClient(t);
    const cotenant = await clientWhoMayPay();
    await insertGroup(t, leader.user.id, { members: [cotenant.user.id] });
    const before = await storedFiles();
    const response = await uploadProof(cotenant.http);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your group leader handles payments and scheduling for your group.');
    expect(await paymentRows(cotenant.user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('allows one pending or verified payment at a time, and a new one after a rejection', async () => {
    const { user, http, payment } = await clientWithPendingPayment();
    const second = await uploadProof(http);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You already have a payment that is pending or verified. Replace its proof instead of paying again.',
    );

    expect((await admin.put(`/api/payments/${payment.id}/verify`, { status: 'rejected', notes: 'No transfer found' })).statusCode).toBe(
      200,
    );
    const afterRejection = await uploadProof(http);
    expect(afterRejection.statusCode).toBe(201);
    expect((await admin.put(`/api/payments/${afterRejection.json().id}/verify`, { status: 'verified' })).statusCode).toBe(200);
    expect((await uploadProof(http)).statusCode).toBe(409);
    expect(await paymentRows(user.id)).toHaveLength(2);
  });

  it('is for signed-in clients only', async () => {
    expect((await uploadProof(httpSession(t.app))).statusCode).toBe(401);
    expect((await uploadProof(admin)).statusCode).toBe(403);
  });
});

describe('GET /api/payments', () => {
  it("lists the user's own payments, newest first", async () => {
    const { http, payment: first } = await clientWithPendingPayment();
    await admin.put(`/api/payments/${first.id}/verify`, { status: 'rejected', notes: 'Wrong account' });
    t.clock.advance(60);
    const second = (await uploadProof(http)).json();
    const other = await clientWithPendingPayment();

    const response = await http.get('/api/payments');
    expect(response.statusCode).toBe(200);
    const list = response.json<Array<{ id: string; status: string; reviewNotes: string | null }>>();
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({ status: 'rejected', reviewNotes: 'Wrong account' });
    expect(list.map((p) => p.id)).not.toContain(other.payment.id);
  });

  it("answers a co-tenant the group leader's payments, which only the leader may change", async () => {
    const leader = await clientWithPendingPayment();
    const cotenant = await signedInClient(t);
    await insertGroup(t, leader.user.id, { members: [cotenant.user.id] });

    const list = (await cotenant.http.get('/api/payments')).json<Array<{ id: string }>>();
    expect(list.map((p) => p.id)).toEqual([leader.payment.id]);
    const removal = await cotenant.http.delete(`/api/payments/${leader.payment.id}`);
    expect(removal.statusCode).toBe(404);
    expect(await paymentRows(leader.user.id)).toHaveLength(1);
  });

  it('answers an empty list before any payment, and 401 when signed out', async () => {
    const { http } = await signedInClient(t);
    expect((await http.get('/api/payments')).json()).toEqual([]);
    expect((await httpSession(t.app).get('/api/payments')).statusCode).toBe(401);
  });
});
