import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CARD_PAYMENT_MARKER } from '@nestway/core/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, payments, tenantGroups, users } from '../db/schema/index';
import { signedInTenant, type RegisteredUser } from './support/accounts';
import { client, type Client } from './support/client';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';

const ADMIN = { email: 'payments-admin@nestway.test', password: 'admin-password-1' };
const ADMIN_TEAM_EMAIL = 'admin@nestway.co.uk';
/** A valid 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = client(t.app);
  expect((await admin.post('/api/auth/login', { ...ADMIN, isAdmin: true })).statusCode).toBe(200);
});
afterAll(() => t.close());

interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
  field?: string;
}

/** Sends a multipart form as the browser would, with the same-origin Origin and the session cookie. */
async function sendForm(http: Client, method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field ?? 'proofImage', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return t.app.inject({
    method,
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { origin: TEST_APP_URL, cookie: http.sessionCookie() ?? '', 'content-type': request.headers.get('content-type')! },
  });
}

const png: FilePart = { bytes: PNG, name: 'receipt.png', type: 'image/png' };
const feeFields = { amount: '250.00', type: 'initial' };
const uploadProof = (http: Client, file: FilePart | null = png, fields: Record<string, string> = feeFields) => sendForm(http, 'POST', '/api/payments', fields, file ?? undefined);

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const paymentRows = (userId: string) => t.app.ctx.db.select().from(payments).where(eq(payments.userId, userId));

async function tenantWhoSigned(overrides: Partial<RegisteredUser> = {}) {
  const tenant = await signedInTenant(t, overrides);
  expect((await tenant.http.post('/api/terms-and-conditions', { fullName: tenant.user.fullName, signature: 'Ada', hasAgreed: true })).statusCode).toBe(201);
  return tenant;
}

async function tenantWithPendingPayment() {
  const tenant = await tenantWhoSigned();
  const response = await uploadProof(tenant.http);
  expect(response.statusCode).toBe(201);
  return { ...tenant, payment: response.json<{ id: string; proofImageUrl: string }>() };
}

const keyOf = (proofImageUrl: string) => proofImageUrl.replace(/^\/uploads\//, '');

describe('POST /api/payments', () => {
  it('records a pending bank-transfer payment of the default fee with its proof, and e-mails the client and the team', async () => {
    const { user, http } = await tenantWhoSigned({ fullName: 'Priya Payer' });
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
      proofImageUrl: expect.stringMatching(/^\/uploads\/payment-proofs\/[\w-]{32}$/),
      notes: null,
      reviewNotes: null,
      verifiedAt: null,
      createdAt: t.clock.now().toISOString(),
    });
    expect(await storedFiles()).toEqual([...before, keyOf(payment.proofImageUrl)]);
    const [row] = await paymentRows(user.id);
    expect(row).toMatchObject({ proofContentType: 'image/png', amountPence: 25000 });

    const received = await t.mail.waitFor(user.email, (m) => m.subject === 'We received your payment proof');
    expect(received.text).toContain('£250.00');
    expect(received.text).toContain('within 24 hours');
    const team = await t.mail.waitFor(ADMIN_TEAM_EMAIL, (m) => m.subject === 'Payment proof to verify: Priya Payer');
    expect(team.text).toContain(`${TEST_APP_URL}/admin/users/${user.id}`);
  });

  it("charges the client's custom amount when the admin has set one", async () => {
    const { user, http } = await tenantWhoSigned();
    await t.app.ctx.db.update(users).set({ customPaymentAmountPence: 99 }).where(eq(users.id, user.id));
    const wrong = await uploadProof(http);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The amount does not match your service fee.');
    const response = await uploadProof(http, png, { amount: '0.99', type: 'initial' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amountPence: 99, amount: '0.99' });
  });

  it.each([['1.00'], ['250.01'], ['25000'], ['0']])('refuses a tampered amount of %s and stores nothing', async (amount) => {
    const { user, http } = await tenantWhoSigned();
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
    [{ amount: '250.00' }, "type must be 'initial'."],
    [{ amount: '250.00', type: 'rent' }, "type must be 'initial'."],
  ])('refuses the fields %j and stores nothing', async (fields, message) => {
    const { user, http } = await tenantWhoSigned();
    const before = await storedFiles();
    const response = await uploadProof(http, png, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await paymentRows(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('requires the proof image', async () => {
    const { user, http } = await tenantWhoSigned();
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
    ['a text file renamed .png', { bytes: Buffer.from('just some text pretending to be a picture'), name: 'receipt.png', type: 'image/png' }],
    ['an HTML page', { bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), name: 'receipt.gif', type: 'image/gif' }],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'receipt.png', type: 'image/png' }],
  ])('refuses %s with 415 and leaves no file behind', async (_label, file) => {
    const { user, http } = await tenantWhoSigned();
    const before = await storedFiles();
    const response = await uploadProof(http, file);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please upload an image (JPEG, PNG, GIF or WebP) of your payment proof.');
    expect(await storedFiles()).toEqual(before);
    expect(await paymentRows(user.id)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and leaves no file behind', async () => {
    const { user, http } = await tenantWhoSigned();
    const before = await storedFiles();
    const oversize = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadProof(http, { bytes: oversize, name: 'huge.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. The limit is 10 MB.');
    expect(await storedFiles()).toEqual(before);
    expect(await paymentRows(user.id)).toEqual([]);
  });

  it('requires the current terms to be signed first', async () => {
    const { user, http } = await signedInTenant(t);
    const before = await storedFiles();
    const response = await uploadProof(http);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Please sign the Terms & Conditions before paying.');
    expect(await paymentRows(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a co-tenant: the group leader pays', async () => {
    const leader = await signedInTenant(t);
    const cotenant = await tenantWhoSigned();
    const [group] = await t.app.ctx.db.insert(tenantGroups).values({ leaderUserId: leader.user.id, numberOfTenants: 2 }).returning();
    await t.app.ctx.db.insert(groupMembers).values({ groupId: group!.id, userId: cotenant.user.id, joinedAt: t.clock.now() });
    const before = await storedFiles();
    const response = await uploadProof(cotenant.http);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your group leader handles payments and scheduling for your group.');
    expect(await paymentRows(cotenant.user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('allows one pending or verified payment at a time, and a new one after a rejection', async () => {
    const { user, http, payment } = await tenantWithPendingPayment();
    const second = await uploadProof(http);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already have a payment that is pending or verified. Replace its proof instead of paying again.');

    expect((await admin.put(`/api/payments/${payment.id}/verify`, { status: 'rejected', notes: 'No transfer found' })).statusCode).toBe(200);
    const afterRejection = await uploadProof(http);
    expect(afterRejection.statusCode).toBe(201);
    expect((await admin.put(`/api/payments/${afterRejection.json().id}/verify`, { status: 'verified' })).statusCode).toBe(200);
    expect((await uploadProof(http)).statusCode).toBe(409);
    expect(await paymentRows(user.id)).toHaveLength(2);
  });

  it('is for signed-in tenants only', async () => {
    expect((await uploadProof(client(t.app))).statusCode).toBe(401);
    expect((await uploadProof(admin)).statusCode).toBe(403);
  });
});

describe('GET /api/payments', () => {
  it("lists the user's own payments, newest first", async () => {
    const { http, payment: first } = await tenantWithPendingPayment();
    await admin.put(`/api/payments/${first.id}/verify`, { status: 'rejected', notes: 'Wrong account' });
    t.clock.advance(60);
    const second = (await uploadProof(http)).json();
    const other = await tenantWithPendingPayment();

    const response = await http.get('/api/payments');
    expect(response.statusCode).toBe(200);
    const list = response.json<Array<{ id: string; status: string; reviewNotes: string | null }>>();
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({ status: 'rejected', reviewNotes: 'Wrong account' });
    expect(list.map((p) => p.id)).not.toContain(other.payment.id);
  });

  it('answers an empty list before any payment, and 401 when signed out', async () => {
    const { http } = await signedInTenant(t);
    expect((await http.get('/api/payments')).json()).toEqual([]);
    expect((await client(t.app).get('/api/payments')).statusCode).toBe(401);
  });
});

describe('PUT /api/payments/:id', () => {
  it('replaces the proof of a pending payment, then deletes the old file; the amount stays', async () => {
    const { http, payment } = await tenantWithPendingPayment();
    const response = await sendForm(http, 'PUT', `/api/payments/${payment.id}`, { amount: '1.00', type: 'initial' }, { bytes: GIF, name: 'new.gif', type: 'image/gif' });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ id: payment.id, amountPence: 25000, status: 'pending' });
    expect(updated.proofImageUrl).not.toBe(payment.proofImageUrl);
    const files = await storedFiles();
    expect(files).toContain(keyOf(updated.proofImageUrl));
    expect(files).not.toContain(keyOf(payment.proofImageUrl));
    const served = await t.app.inject({ method: 'GET', url: updated.proofImageUrl, headers: { cookie: http.sessionCookie()! } });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it("answers 404 for another user's payment and changes nothing", async () => {
    const owner = await tenantWithPendingPayment();
    const intruder = await signedInTenant(t);
    const before = await storedFiles();
    const response = await sendForm(intruder.http, 'PUT', `/api/payments/${owner.payment.id}`, feeFields, png);
    expect(response.statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
    const [row] = await paymentRows(owner.user.id);
    expect(`/uploads/${row!.proofFileKey}`).toBe(owner.payment.proofImageUrl);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { http } = await signedInTenant(t);
    expect((await sendForm(http, 'PUT', '/api/payments/00000000-0000-4000-8000-000000000000', feeFields, png)).statusCode).toBe(404);
    expect((await sendForm(http, 'PUT', '/api/payments/not-a-uuid', feeFields, png)).statusCode).toBe(404);
  });

  it('refuses once the payment is reviewed, keeping the old proof', async () => {
    const { http, payment } = await tenantWithPendingPayment();
    await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified' });
    const before = await storedFiles();
    const response = await sendForm(http, 'PUT', `/api/payments/${payment.id}`, feeFields, png);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This payment has already been reviewed, so it can no longer be changed.');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a non-image or missing replacement, keeping the old proof', async () => {
    const { user, http, payment } = await tenantWithPendingPayment();
    const before = await storedFiles();
    expect((await sendForm(http, 'PUT', `/api/payments/${payment.id}`, feeFields, { bytes: PDF, name: 'r.pdf', type: 'application/pdf' })).statusCode).toBe(415);
    const missing = await sendForm(http, 'PUT', `/api/payments/${payment.id}`, feeFields);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a payment proof image before submitting.');
    expect(await storedFiles()).toEqual(before);
    const [row] = await paymentRows(user.id);
    expect(`/uploads/${row!.proofFileKey}`).toBe(payment.proofImageUrl);
  });

  it('e-mails the team that an updated proof awaits review', async () => {
    const { user, http, payment } = await tenantWithPendingPayment();
    await sendForm(http, 'PUT', `/api/payments/${payment.id}`, feeFields, png);
    await t.mail.waitFor(ADMIN_TEAM_EMAIL, (m) => m.subject === `Updated payment proof to verify: ${user.fullName}` && m.text.includes(user.id));
  });
});

describe('DELETE /api/payments/:id', () => {
  it('deletes a pending payment and its file', async () => {
    const { user, http, payment } = await tenantWithPendingPayment();
    const response = await http.delete(`/api/payments/${payment.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await paymentRows(user.id)).toEqual([]);
    expect(await storedFiles()).not.toContain(keyOf(payment.proofImageUrl));
  });

  it("answers 404 for another user's payment and deletes nothing", async () => {
    const owner = await tenantWithPendingPayment();
    const intruder = await signedInTenant(t);
    expect((await intruder.http.delete(`/api/payments/${owner.payment.id}`)).statusCode).toBe(404);
    expect((await intruder.http.delete('/api/payments/not-a-uuid')).statusCode).toBe(404);
    expect(await paymentRows(owner.user.id)).toHaveLength(1);
    expect(await storedFiles()).toContain(keyOf(owner.payment.proofImageUrl));
  });

  it('refuses once the payment is reviewed', async () => {
    const { user, http, payment } = await tenantWithPendingPayment();
    await admin.put(`/api/payments/${payment.id}/verify`, { status: 'rejected', notes: 'Blurry' });
    const response = await http.delete(`/api/payments/${payment.id}`);
    expect(response.statusCode).toBe(409);
    expect(await paymentRows(user.id)).toHaveLength(1);
    expect(await storedFiles()).toContain(keyOf(payment.proofImageUrl));
  });

  it('refuses a pending card payment: it was charged, so only the team changes it', async () => {
    const { user, http } = await signedInTenant(t);
    const [card] = await t.app.ctx.db
      .insert(payments)
      .values({ userId: user.id, amountPence: 25745, type: 'initial', method: 'card', notes: `${CARD_PAYMENT_MARKER} pi_123`, providerPaymentId: 'pi_delete_test' })
      .returning();
    expect((await http.delete(`/api/payments/${card!.id}`)).statusCode).toBe(409);
    expect(await paymentRows(user.id)).toHaveLength(1);
  });
});

describe('GET /uploads/:prefix/:name', () => {
  it('serves the proof to its owner and to admins, as a private, unsniffed inline image', async () => {
    const { http, payment } = await tenantWithPendingPayment();
    for (const cookie of [http.sessionCookie()!, admin.sessionCookie()!]) {
      const response = await t.app.inject({ method: 'GET', url: payment.proofImageUrl, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-disposition': 'inline',
      });
    }
  });

  it('answers 404 to another tenant and 401 to a visitor', async () => {
    const { payment } = await tenantWithPendingPayment();
    const other = await signedInTenant(t);
    const response = await t.app.inject({ method: 'GET', url: payment.proofImageUrl, headers: { cookie: other.http.sessionCookie()! } });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.includes(PNG)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: payment.proofImageUrl })).statusCode).toBe(401);
  });

  it('answers 404 for unknown files and for paths outside the uploads', async () => {
    const { http } = await tenantWithPendingPayment();
    for (const url of ['/uploads/payment-proofs/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/uploads/payment-proofs/..%2F..%2Fetc', '/uploads/..%2Fsecret/x']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: http.sessionCookie()! } })).statusCode).toBe(404);
    }
  });
});

describe('PUT /api/payments/:id/verify', () => {
  it('verifies a pending payment, recording who, when and the notes, and e-mails the client', async () => {
    const { user, http, payment } = await tenantWithPendingPayment();
    t.clock.advance(3600);
    const response = await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified', notes: 'Received, thank you' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: payment.id, status: 'verified', reviewNotes: 'Received, thank you', verifiedAt: t.clock.now().toISOString() });
    const [row] = await paymentRows(user.id);
    const [adminRow] = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
    expect(row!.verifiedBy).toBe(adminRow!.id);
    expect((await http.get('/api/payments')).json()[0]).toMatchObject({ status: 'verified' });
    const mail = await t.mail.waitFor(user.email, (m) => m.subject === 'Your payment has been verified');
    expect(mail.text).toContain('£250.00');
    expect(mail.text).toContain('Received, thank you');
  });

  it('rejects with the notes and tells the client what to do next', async () => {
    const { user, payment } = await tenantWithPendingPayment();
    const response = await admin.put(`/api/payments/${payment.id}/verify`, { status: 'rejected', notes: 'The screenshot shows a different amount' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reviewNotes: 'The screenshot shows a different amount' });
    const mail = await t.mail.waitFor(user.email, (m) => m.subject === 'We could not verify your payment');
    expect(mail.text).toContain('Reason from our team: The screenshot shows a different amount');
    expect(mail.text).toContain('upload a new proof of payment');
    expect(mail.text).toContain(`${TEST_APP_URL}/payment-instructions`);
  });

  it('verifies a card payment the same way', async () => {
    const { user } = await signedInTenant(t);
    const [card] = await t.app.ctx.db
      .insert(payments)
      .values({ userId: user.id, amountPence: 25745, type: 'initial', method: 'card', notes: `${CARD_PAYMENT_MARKER} pi_456`, providerPaymentId: 'pi_verify_test' })
      .returning();
    const response = await admin.put(`/api/payments/${card!.id}/verify`, { status: 'verified' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'verified', method: 'card', notes: `${CARD_PAYMENT_MARKER} pi_456`, proofImageUrl: null, reviewNotes: null });
    await t.mail.waitFor(user.email, (m) => m.subject === 'Your payment has been verified' && m.text.includes('£257.45'));
  });

  it('reviews only from pending', async () => {
    const { user, payment } = await tenantWithPendingPayment();
    await admin.put(`/api/payments/${payment.id}/verify`, { status: 'rejected', notes: 'first' });
    const again = await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified', notes: 'second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has already been reviewed.');
    const [row] = await paymentRows(user.id);
    expect(row).toMatchObject({ status: 'rejected', reviewNotes: 'first' });
  });

  it('refuses bad input and unknown ids', async () => {
    const { user, payment } = await tenantWithPendingPayment();
    expect((await admin.put(`/api/payments/${payment.id}/verify`, { status: 'pending' })).statusCode).toBe(400);
    expect((await admin.put(`/api/payments/${payment.id}/verify`, {})).statusCode).toBe(400);
    expect((await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified', notes: 42 })).statusCode).toBe(400);
    expect((await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified', notes: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await admin.put('/api/payments/00000000-0000-4000-8000-000000000000/verify', { status: 'verified' })).statusCode).toBe(404);
    expect((await admin.put('/api/payments/nope/verify', { status: 'verified' })).statusCode).toBe(404);
    const [row] = await paymentRows(user.id);
    expect(row!.status).toBe('pending');
  });

  it('is for admins only: a tenant cannot verify even their own payment', async () => {
    const { user, http, payment } = await tenantWithPendingPayment();
    expect((await http.put(`/api/payments/${payment.id}/verify`, { status: 'verified' })).statusCode).toBe(403);
    expect((await client(t.app).put(`/api/payments/${payment.id}/verify`, { status: 'verified' })).statusCode).toBe(401);
    const [row] = await paymentRows(user.id);
    expect(row!.status).toBe('pending');
  });
});
