import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { CARD_PAYMENT_MARKER } from '@nestway/core/payments';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents, pendingFileRemovals, users } from '../db/schema/index';
import { httpSession, type HttpSession } from './support/http-session';
import { sampleFiles, type FilePart } from './support/multipart';
import { signedInClient } from './support/accounts';
import { insertPayment } from './support/factories';
import { feeFields, keyOf, pngProof, PAYMENTS_ADMIN as ADMIN, paymentsTestbed } from './support/payments-testbed';
import { TEST_APP_URL, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';

const ADMIN_TEAM_EMAIL = 'admin@nestway.co.uk';
/** Small real files: the server reads their types from the bytes. */
const { png: PNG, gif: GIF, pdf: PDF } = sampleFiles;
const png: FilePart = pngProof;

const bed = paymentsTestbed();
const { sendForm, storedFiles, paymentRows, clientWithPendingPayment } = bed;
let t: TestApp;
let admin: HttpSession;
beforeAll(() => {
  ({ t, admin } = bed);
});

describe('PUT /api/payments/:id', () => {
  it('replaces the proof of a pending payment, then deletes the old file; the amount stays', async () => {
    const { http, payment } = await clientWithPendingPayment();
    const response = await sendForm(
      http,
      'PUT',
      `/api/payments/${payment.id}`,
      { amount: '1.00', type: 'initial' },
      { bytes: GIF, name: 'new.gif', type: 'image/gif' },
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ id: payment.id, amountPence: 25000, status: 'pending' });
    expect(updated.proofImagePath).not.toBe(payment.proofImagePath);
    await t.runJobs();
    const files = await storedFiles();
    expect(files).toContain(keyOf(updated.proofImagePath));
    expect(files).not.toContain(keyOf(payment.proofImagePath));
    const served = await t.app.inject({ method: 'GET', url: updated.proofImagePath, headers: { cookie: http.sessionCookie()! } });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it("answers 404 for another user's payment and changes nothing", async () => {
    const owner = await clientWithPendingPayment();
    const intruder = await signedInClient(t);
    const before = await storedFiles();
    const response = await sendForm(intruder.http, 'PUT', `/api/payments/${owner.payment.id}`, feeFields, png);
    expect(response.statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
    const [row] = await paymentRows(owner.user.id);
    expect(`/uploads/${row!.proofFileKey}`).toBe(owner.payment.proofImagePath);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { http } = await signedInClient(t);
    expect((await sendForm(http, 'PUT', `/api/payments/${UNKNOWN_ID}`, feeFields, png)).statusCode).toBe(404);
    expect((await sendForm(http, 'PUT', '/api/payments/not-a-uuid', feeFields, png)).statusCode).toBe(404);
  });

  it('refuses once the payment is reviewed, keeping the old proof', async () => {
    const { http, payment } = await clientWithPendingPayment();
    await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified' });
    const before = await storedFiles();
    const response = await sendForm(http, 'PUT', `/api/payments/${payment.id}`, feeFields, png);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This payment has already been reviewed, so it can no longer be changed.');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a non-image or missing replacement, keeping the old proof', async () => {
    const { user, http, payment } = await clientWithPendingPayment();
    const before = await storedFiles();
    expect(
      (await sendForm(http, 'PUT', `/api/payments/${payment.id}`, feeFields, { bytes: PDF, name: 'r.pdf', type: 'application/pdf' }))
        .statusCode,
    ).toBe(415);
    const missing = await sendForm(http, 'PUT', `/api/payments/${payment.id}`, feeFields);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a payment proof image before submitting.');
    expect(await storedFiles()).toEqual(before);
    const [row] = await paymentRows(user.id);
    expect(`/uploads/${row!.proofFileKey}`).toBe(payment.proofImagePath);
  });

  it('e-mails the team that an updated proof awaits review', async () => {
    const { user, http, payment } = await clientWithPendingPayment();
    await sendForm(http, 'PUT', `/api/payments/${payment.id}`, feeFields, png);
    await t.mail.waitFor(
      ADMIN_TEAM_EMAIL,
      (m) => m.subject === `Updated payment proof to verify: ${user.fullName}` && m.text.includes(user.id),
    );
  });
});

describe('DELETE /api/payments/:id', () => {
  it('deletes a pending payment and its file', async () => {
    const { user, http, payment } = await clientWithPendingPayment();
    const response = await http.delete(`/api/payments/${payment.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await paymentRows(user.id)).toEqual([]);
    await t.runJobs();
    expect(await storedFiles()).not.toContain(keyOf(payment.proofImagePath));
  });

  it('deletes the payment even when its proof file cannot be removed: the key waits in the removal queue', async () => {
    const { user, http, payment } = await clientWithPendingPayment();
    const proofPath = path.join(t.dataDir, 'uploads', keyOf(payment.proofImagePath));
    // A directory where the file was: removing it as a file fails, after the row is gone.
    await rm(proofPath);
    await mkdir(path.join(proofPath, 'held'), { recursive: true });
    const response = await http.delete(`/api/payments/${payment.id}`);
    expect(response.statusCode).toBe(200);
    expect(await paymentRows(user.id)).toEqual([]);
    await t.runJobs();
    const [queued] = await t.app.ctx.db
      .select()
      .from(pendingFileRemovals)
      .where(eq(pendingFileRemovals.fileKey, keyOf(payment.proofImagePath)));
    expect(queued).toMatchObject({ attempts: 1, lastError: expect.stringContaining('EISDIR') });
  });

  it("answers 404 for another user's payment and deletes nothing", async () => {
    const owner = await clientWithPendingPayment();
    const intruder = await signedInClient(t);
    expect((await intruder.http.delete(`/api/payments/${owner.payment.id}`)).statusCode).toBe(404);
    expect((await intruder.http.delete('/api/payments/not-a-uuid')).statusCode).toBe(404);
    expect(await paymentRows(owner.user.id)).toHaveLength(1);
    expect(await storedFiles()).toContain(keyOf(owner.payment.proofImagePath));
  });

  it('refuses once the payment is reviewed', async () => {
    const { user, http, payment } = await clientWithPendingPayment();
    await admin.put(`/api/payments/${payment.id}/verify`, { status: 'rejected', notes: 'Blurry' });
    const response = await http.delete(`/api/payments/${payment.id}`);
    expect(response.statusCode).toBe(409);
    expect(await paymentRows(user.id)).toHaveLength(1);
    expect(await storedFiles()).toContain(keyOf(payment.proofImagePath));
  });

  it('refuses a pending card payment: it was charged, so only the team changes it', async () => {
    const { user, http } = await signedInClient(t);
    const card = await insertPayment(t, user.id, {
      amountPence: 25745,
      method: 'card',
      notes: `${CARD_PAYMENT_MARKER} pi_123`,
      providerPaymentId: 'pi_delete_test',
    });
    expect((await http.delete(`/api/payments/${card.id}`)).statusCode).toBe(409);
    expect(await paymentRows(user.id)).toHaveLength(1);
  });
});

describe('GET /uploads/:prefix/:name', () => {
  it('serves the proof to its owner and to admins, as a private, unsniffed inline image', async () => {
    const { http, payment } = await clientWithPendingPayment();
    for (const cookie of [http.sessionCookie()!, admin.sessionCookie()!]) {
      const response = await t.app.inject({ method: 'GET', url: payment.proofImagePath, headers: { cookie } });
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

  it('answers 404 to another client and 401 to a visitor', async () => {
    const { payment } = await clientWithPendingPayment();
    const other = await signedInClient(t);
    const response = await t.app.inject({ method: 'GET', url: payment.proofImagePath, headers: { cookie: other.http.sessionCookie()! } });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.includes(PNG)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: payment.proofImagePath })).statusCode).toBe(401);
  });

  it('answers 404 for unknown files and for paths outside the uploads', async () => {
    const { http } = await clientWithPendingPayment();
    for (const url of [
      '/uploads/payment-proofs/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/uploads/payment-proofs/..%2F..%2Fetc',
      '/uploads/..%2Fsecret/x',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: http.sessionCookie()! } })).statusCode).toBe(404);
    }
  });
});

describe('PUT /api/payments/:id/verify', () => {
  it('verifies a pending payment, recording who, when and the notes, and e-mails the client', async () => {
    const { user, http, payment } = await clientWithPendingPayment();
    t.clock.advance(3600);
    const response = await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified', notes: 'Received, thank you' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: payment.id,
      status: 'verified',
      reviewNotes: 'Received, thank you',
      verifiedAt: t.clock.now().toISOString(),
    });
    const [row] = await paymentRows(user.id);
    const [adminRow] = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
    expect(row!.verifiedBy).toBe(adminRow!.id);
    expect((await http.get('/api/payments')).json()[0]).toMatchObject({ status: 'verified' });
    const mail = await t.mail.waitFor(user.email, (m) => m.subject === 'Your payment has been verified');
    expect(mail.text).toContain('£250.00');
    expect(mail.text).toContain('Received, thank you');
  });

  it('asks for the documents in the e-mail only while none are in', async () => {
    const first = await clientWithPendingPayment();
    expect((await admin.put(`/api/payments/${first.payment.id}/verify`, { status: 'verified' })).statusCode).toBe(200);
    const asked = await t.mail.waitFor(first.user.email, (m) => m.subject === 'Your payment has been verified');
    expect(asked.text).toContain('upload your identity and supporting documents');

    const second = await clientWithPendingPayment();
    await t.app.ctx.db.insert(documents).values({
      userId: second.user.id,
      type: 'passport',
      fileKey: 'x',
      contentType: 'image/png',
      originalFileName: 'p.png',
      sizeBytes: 1,
    });
    expect((await admin.put(`/api/payments/${second.payment.id}/verify`, { status: 'verified' })).statusCode).toBe(200);
    const told = await t.mail.waitFor(second.user.email, (m) => m.subject === 'Your payment has been verified');
    expect(told.text).not.toContain('upload your identity');
    expect(told.text).toContain('Your documents are with us');
  });

  it('rejects with the notes and tells the client what to do next', async () => {
    const { user, payment } = await clientWithPendingPayment();
    const response = await admin.put(`/api/payments/${payment.id}/verify`, {
      status: 'rejected',
      notes: 'The screenshot shows a different amount',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reviewNotes: 'The screenshot shows a different amount' });
    const mail = await t.mail.waitFor(user.email, (m) => m.subject === 'We could not verify your payment');
    expect(mail.text).toContain('Reason from our team: The screenshot shows a different amount');
    expect(mail.text).toContain('upload a new proof of payment');
    expect(mail.text).toContain(`${TEST_APP_URL}/payment-instructions`);
  });

  it('verifies a card payment the same way', async () => {
    const { user } = await signedInClient(t);
    const card = await insertPayment(t, user.id, {
      amountPence: 25745,
      method: 'card',
      notes: `${CARD_PAYMENT_MARKER} pi_456`,
      providerPaymentId: 'pi_verify_test',
    });
    const response = await admin.put(`/api/payments/${card.id}/verify`, { status: 'verified' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'verified',
      method: 'card',
      notes: `${CARD_PAYMENT_MARKER} pi_456`,
      proofImagePath: null,
      reviewNotes: null,
    });
    await t.mail.waitFor(user.email, (m) => m.subject === 'Your payment has been verified' && m.text.includes('£257.45'));
  });

  it('reviews only from pending', async () => {
    const { user, payment } = await clientWithPendingPayment();
    await admin.put(`/api/payments/${payment.id}/verify`, { status: 'rejected', notes: 'first' });
    const again = await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified', notes: 'second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has already been reviewed.');
    const [row] = await paymentRows(user.id);
    expect(row).toMatchObject({ status: 'rejected', reviewNotes: 'first' });
  });

  it('refuses bad input and unknown ids', async () => {
    const { user, payment } = await clientWithPendingPayment();
    expect((await admin.put(`/api/payments/${payment.id}/verify`, { status: 'pending' })).statusCode).toBe(400);
    expect((await admin.put(`/api/payments/${payment.id}/verify`, {})).statusCode).toBe(400);
    expect((await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified', notes: 42 })).statusCode).toBe(400);
    expect((await admin.put(`/api/payments/${payment.id}/verify`, { status: 'verified', notes: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await admin.put(`/api/payments/${UNKNOWN_ID}/verify`, { status: 'verified' })).statusCode).toBe(404);
    expect((await admin.put('/api/payments/nope/verify', { status: 'verified' })).statusCode).toBe(404);
    const [row] = await paymentRows(user.id);
    expect(row!.status).toBe('pending');
  });

  it('is for admins only: a client cannot verify even their own payment', async () => {
    const { user, http, payment } = await clientWithPendingPayment();
    expect((await http.put(`/api/payments/${payment.id}/verify`, { status: 'verified' })).statusCode).toBe(403);
    expect((await httpSession(t.app).put(`/api/payments/${payment.id}/verify`, { status: 'verified' })).statusCode).toBe(401);
    const [row] = await paymentRows(user.id);
    expect(row!.status).toBe('pending');
  });
});
