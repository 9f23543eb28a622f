import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CARD_PAYMENT_MARKER } from '@nestway/core/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesForGroup } from '../../../test-support/fixtures/preferences';
import { payments, users } from '../db/schema/index';
import { registerUser, signedInTenant } from './support/accounts';
import { client, type Client } from './support/client';
import { insertCall, insertGroup, insertPayment, insertPreferences, insertSignature } from './support/factories';
import { sendForm, type FilePart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = { email: 'detail-admin@nestway.test', password: 'admin-password-1' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: Client;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = client(t.app);
  const login = await admin.post('/api/auth/login', { ...ADMIN, isAdmin: true });
  expect(login.statusCode).toBe(200);
  adminId = login.json<{ user: { id: string } }>().user.id;
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;

interface OverrideForm {
  amount?: string;
  notes?: string;
  method?: string;
  file?: Omit<FilePart, 'name'> & { name?: string };
}

/** POST /payment-override as the browser sends it: a multipart form with the admin's session. */
function postOverride(userId: string, form: OverrideForm, as: Client = admin) {
  const fields = Object.fromEntries(
    (['amount', 'notes', 'method'] as const).flatMap((key) => (form[key] === undefined ? [] : [[key, form[key]]])),
  );
  const file = form.file && { ...form.file, name: form.file.name ?? 'proof.png' };
  return sendForm(t.app, as, 'POST', `/api/admin/users/${userId}/payment-override`, fields, file);
}

async function storedProofs(): Promise<string[]> {
  try {
    return (await readdir(path.join(t.dataDir, 'uploads', 'payment-proofs'))).map((name) => `payment-proofs/${name}`);
  } catch {
    return [];
  }
}

const paymentsOf = (userId: string) => db().select().from(payments).where(eq(payments.userId, userId));

async function storeProof(): Promise<string> {
  const { key } = await t.app.ctx.storage.put('payment-proofs', Readable.from([PNG]));
  return key;
}

interface Detail {
  user: Record<string, unknown>;
  preferences: Record<string, unknown> | null;
  callSchedule: Record<string, unknown> | null;
  payments: Array<Record<string, unknown>>;
  termsAndConditions: Record<string, unknown> | null;
  group: { role: string; leaderId: string; leaderName: string; members: Array<Record<string, unknown>> } | null;
}
const detailOf = async (id: string) => {
  const response = await admin.get(`/api/admin/users/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<Detail>();
};

describe('who may call the admin client calls', () => {
  it('answers 401 without a session, 403 to a tenant, and changes nothing', async () => {
    const { user, http: tenant } = await signedInTenant(t);
    const anonymous = client(t.app);
    const calls = [
      (as: Client) => as.get(`/api/admin/users/${user.id}`),
      (as: Client) => as.put(`/api/admin/users/${user.id}/payment-amount`, { amount: '1.00' }),
      (as: Client) => postOverride(user.id, { amount: '1.00' }, as),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).statusCode).toBe(401);
      expect((await call(tenant)).statusCode).toBe(403);
    }
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.customPaymentAmountPence).toBeNull();
    expect(await paymentsOf(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown id, a malformed id and the admin’s own id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', adminId]) {
      const detail = await admin.get(`/api/admin/users/${id}`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ code: 'not_found', message: 'User not found' });
      expect((await admin.put(`/api/admin/users/${id}/payment-amount`, { amount: '1.00' })).statusCode).toBe(404);
      expect((await postOverride(id, { amount: '1.00', file: { bytes: PNG, type: 'image/png' } })).statusCode).toBe(404);
    }
    const [adminRow] = await db().select().from(users).where(eq(users.id, adminId));
    expect(adminRow!.customPaymentAmountPence).toBeNull();
    expect(await paymentsOf(adminId)).toEqual([]);
    expect(await storedProofs()).toEqual([]);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers a new client with the default fee and no records', async () => {
    const { user } = await registerUser(t, { fullName: 'Fresh Client' });
    const detail = await detailOf(user.id);
    expect(detail).toEqual({
      user: {
        id: user.id,
        email: user.email,
        fullName: 'Fresh Client',
        isEmailVerified: false,
        createdAt: expect.any(String),
        customPaymentAmount: null,
        feePence: 250_00,
      },
      preferences: null,
      callSchedule: null,
      payments: [],
      termsAndConditions: null,
      group: null,
    });
  });

  it('answers the preferences, call, payments (newest first), latest terms signature and group from the tables', async () => {
    const { user: leader } = await signedInTenant(t, { fullName: 'Lena Leader' });
    const { user: member } = await signedInTenant(t, { fullName: 'Colin Cotenant' });
    const base = new Date('2026-12-01T10:00:00Z');
    const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);

    await insertPreferences(
      t,
      leader.id,
      preferencesForGroup(2, {
        additionalTenants: [
          { fullName: 'Colin Cotenant', age: 21, nationality: 'Irish', universityName: 'Leeds', universityYear: 'year2' },
        ],
        applicationMethod: 'education office',
        educationOfficeName: 'Study Links',
        moveInDate: '2027-01-15',
        currentlyRenting: true,
        contractEndDate: '2027-01-10',
        signedNewContract: false,
      }),
    );
    await insertCall(t, leader.id, 'confirmed', { requestedDateTime: at(60), confirmedDateTime: at(90), createdAt: at(0) });
    const proofKey = await storeProof();
    await insertPayment(t, leader.id, { status: 'rejected', amountPence: 100_00, reviewNotes: 'Blurry', createdAt: at(1) });
    await insertPayment(t, leader.id, {
      proofFileKey: proofKey,
      proofContentType: 'image/png',
      notes: 'Paid from Barclays',
      createdAt: at(5),
    });
    await insertSignature(t, leader.id, {
      termsVersion: '2025-01-01',
      fullName: 'Lena Leader',
      signature: 'L. Leader',
      signedAt: at(2),
      ipAddress: '198.51.100.1',
    });
    await insertSignature(t, leader.id, {
      termsVersion: '2026-11-22',
      fullName: 'Lena Leader',
      signature: 'Lena L',
      signedAt: at(3),
      ipAddress: '203.0.113.9',
      userAgent: 'Firefox',
    });
    await insertGroup(t, leader.id, { members: [member.id] });

    const detail = await detailOf(leader.id);
    expect(detail.user).toMatchObject({ id: leader.id, fullName: 'Lena Leader', isEmailVerified: true });
    expect(detail.preferences).toMatchObject({
      numberOfTenants: 2,
      additionalTenants: [{ fullName: 'Colin Cotenant', age: 21, nationality: 'Irish', universityName: 'Leeds', universityYear: 'year2' }],
      documents: ['Valid Passport', 'Visa'],
      educationOfficeName: 'Study Links',
      moveInDate: '2027-01-15',
      contractEndDate: '2027-01-10',
      signedNewContract: false,
      goodTenantRecord: null,
    });
    expect(detail.preferences).not.toHaveProperty('userId');
    expect(detail.callSchedule).toEqual({
      id: expect.any(String),
      status: 'confirmed',
      requestedDateTime: at(60).toISOString(),
      confirmedDateTime: at(90).toISOString(),
      createdAt: at(0).toISOString(),
    });
    expect(detail.payments).toEqual([
      {
        id: expect.any(String),
        amountPence: 250_00,
        amount: '250.00',
        type: 'initial',
        method: 'bank_transfer',
        status: 'pending',
        proofImageUrl: `/uploads/${proofKey}`,
        notes: 'Paid from Barclays',
        reviewNotes: null,
        verifiedAt: null,
        createdAt: at(5).toISOString(),
      },
      expect.objectContaining({ amount: '100.00', status: 'rejected', proofImageUrl: null, reviewNotes: 'Blurry' }),
    ]);
    expect(detail.termsAndConditions).toEqual({
      fullName: 'Lena Leader',
      signature: 'Lena L',
      signedDate: at(3).toISOString(),
      ipAddress: '203.0.113.9',
      termsVersion: '2026-11-22',
    });
    expect(detail.group).toEqual({
      role: 'leader',
      leaderId: leader.id,
      leaderName: 'Lena Leader',
      members: [{ id: member.id, fullName: 'Colin Cotenant', email: member.email }],
    });

    const memberDetail = await detailOf(member.id);
    expect(memberDetail.group).toEqual({
      role: 'cotenant',
      leaderId: leader.id,
      leaderName: 'Lena Leader',
      members: [{ id: member.id, fullName: 'Colin Cotenant', email: member.email }],
    });
    expect(memberDetail.payments).toEqual([]);
  });
});

describe('PUT /api/admin/users/:id/payment-amount', () => {
  it('sets the fee from a decimal string or a number, pence under £1, and null returns to the default', async () => {
    const { user } = await registerUser(t);
    const url = `/api/admin/users/${user.id}/payment-amount`;

    const set = await admin.put(url, { amount: '450.00' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ customPaymentAmount: '450.00', feePence: 450_00 });
    expect((await detailOf(user.id)).user).toMatchObject({ customPaymentAmount: '450.00', feePence: 450_00 });

    expect((await admin.put(url, { amount: 99.5 })).json()).toEqual({ customPaymentAmount: '99.50', feePence: 99_50 });
    expect((await admin.put(url, { amount: '0.5' })).json()).toEqual({ customPaymentAmount: '0.50', feePence: 50 });
    expect((await admin.put(url, { amount: ' 300 ' })).json()).toEqual({ customPaymentAmount: '300.00', feePence: 300_00 });

    const reset = await admin.put(url, { amount: null });
    expect(reset.json()).toEqual({ customPaymentAmount: null, feePence: 250_00 });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.customPaymentAmountPence).toBeNull();
  });

  it('refuses missing, wrongly typed, negative, zero and malformed amounts and keeps the fee', async () => {
    const { user } = await registerUser(t);
    const url = `/api/admin/users/${user.id}/payment-amount`;
    expect((await admin.put(url, { amount: '120.00' })).statusCode).toBe(200);
    const bad: unknown[] = [
      {},
      { amount: true },
      { amount: ['1'] },
      { amount: '-5' },
      { amount: -5 },
      { amount: '0' },
      { amount: 0 },
      { amount: 'abc' },
      { amount: '1.234' },
      { amount: 1.234 },
      { amount: '£5' },
      { amount: '' },
      { amount: '12345678' },
      { amount: Number.MAX_VALUE },
    ];
    for (const body of bad) {
      const response = await admin.put(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect((await admin.put(url, { amount: 'abc' })).json<{ message: string }>().message).toBe(
      'Invalid Amount: Please enter an amount above £0 in pounds and pence, for example 450.00.',
    );
    expect((await detailOf(user.id)).user).toMatchObject({ customPaymentAmount: '120.00', feePence: 120_00 });
  });
});

describe('POST /api/admin/users/:id/payment-override', () => {
  it('records a verified bank-transfer payment as entered, verified by the admin at the clock’s time', async () => {
    const { user } = await registerUser(t);
    t.clock.advance(60);
    const response = await postOverride(user.id, { amount: '450.00', notes: 'Paid at the office', method: 'bank_transfer' });
    expect(response.statusCode).toBe(201);
    const { payment } = response.json<{ payment: Record<string, unknown> }>();
    expect(payment).toEqual({
      id: expect.any(String),
      amountPence: 450_00,
      amount: '450.00',
      type: 'admin_override',
      method: 'bank_transfer',
      status: 'verified',
      proofImageUrl: null,
      notes: 'Paid at the office',
      reviewNotes: null,
      verifiedAt: t.clock.now().toISOString(),
      createdAt: t.clock.now().toISOString(),
    });
    const [row] = await paymentsOf(user.id);
    expect(row!.verifiedBy).toBe(adminId);
    expect((await detailOf(user.id)).payments).toEqual([payment]);
    await t.mail.waitFor(user.email, (m) => /verified/i.test(m.subject));
  });

  it('defaults to bank transfer and keeps empty notes as none', async () => {
    const { user } = await registerUser(t);
    const response = await postOverride(user.id, { amount: '0.75', notes: '   ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ payment: { method: 'bank_transfer', amountPence: 75, notes: null, status: 'verified' } });
  });

  it('adds the card fee (2.9 % plus 20p, rounded up) and marks the notes for a card payment', async () => {
    const { user } = await registerUser(t);
    const withNotes = await postOverride(user.id, { amount: '250.00', notes: 'Card over the phone', method: 'card' });
    expect(withNotes.statusCode).toBe(201);
    // 25000 × 2.9 % = 725, + 20 = 745 → 257.45
    expect(withNotes.json()).toMatchObject({
      payment: { amountPence: 257_45, amount: '257.45', method: 'card', notes: `${CARD_PAYMENT_MARKER} Card over the phone` },
    });

    const bare = await postOverride(user.id, { amount: '10.01', method: 'card' });
    // 1001 × 2.9 % = 29.029 → 30, + 20 = 50 → 10.51
    expect(bare.json()).toMatchObject({ payment: { amountPence: 10_51, notes: CARD_PAYMENT_MARKER } });
  });

  it('stores an image proof and answers where it is served', async () => {
    const { user } = await registerUser(t);
    const before = await storedProofs();
    const response = await postOverride(user.id, { amount: '300', file: { bytes: PNG, type: 'image/png' } });
    expect(response.statusCode).toBe(201);
    const added = (await storedProofs()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect(response.json()).toMatchObject({ payment: { proofImageUrl: `/uploads/${added[0]}`, amountPence: 300_00 } });
    const [row] = await paymentsOf(user.id);
    expect(row).toMatchObject({ proofFileKey: added[0], proofContentType: 'image/png' });
  });

  it('verifies the pending payment with the override’s amount, method, notes and new proof, removing the old proof', async () => {
    const { user } = await registerUser(t);
    const oldProof = await storeProof();
    const pending = await insertPayment(t, user.id, { proofFileKey: oldProof, proofContentType: 'image/png', notes: 'Client note' });
    const before = await storedProofs();

    const response = await postOverride(user.id, {
      amount: '200.00',
      notes: 'Agreed discount',
      method: 'card',
      file: { bytes: PNG, type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await paymentsOf(user.id);
    expect(rows).toHaveLength(1);
    const [newProof] = (await storedProofs()).filter((key) => !before.includes(key));
    expect(rows[0]).toMatchObject({
      id: pending.id,
      type: 'initial',
      status: 'verified',
      method: 'card',
      amountPence: 200_00 + 580 + 20,
      notes: `${CARD_PAYMENT_MARKER} Agreed discount`,
      proofFileKey: newProof,
      verifiedBy: adminId,
    });
    expect(await storedProofs()).not.toContain(oldProof);
  });

  it('keeps the pending payment’s proof when the override sends none', async () => {
    const { user } = await registerUser(t);
    const proof = await storeProof();
    await insertPayment(t, user.id, { proofFileKey: proof, proofContentType: 'image/png' });
    const response = await postOverride(user.id, { amount: '250.00' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ payment: { status: 'verified', proofImageUrl: `/uploads/${proof}`, notes: null } });
    expect(await storedProofs()).toContain(proof);
  });

  it('adds a new verified payment when the earlier ones are already reviewed', async () => {
    const { user } = await registerUser(t);
    await insertPayment(t, user.id, { status: 'verified' });
    expect((await postOverride(user.id, { amount: '100.00' })).statusCode).toBe(201);
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['verified', 'verified']);
  });

  it('refuses a missing, negative, zero or malformed amount and an unknown method, leaving nothing behind', async () => {
    const { user } = await registerUser(t);
    const before = await storedProofs();
    const proof = { bytes: PNG, type: 'image/png' };
    const cases: Array<[OverrideForm, string]> = [
      [{ file: proof }, 'Amount Required: Please enter the payment amount.'],
      [{ amount: '  ', file: proof }, 'Amount Required: Please enter the payment amount.'],
      [{ amount: '-10', file: proof }, 'Invalid Amount: Please enter an amount above £0 in pounds and pence, for example 450.00.'],
      [{ amount: '0.00' }, 'Invalid Amount: Please enter an amount above £0 in pounds and pence, for example 450.00.'],
      [{ amount: 'ten', file: proof }, 'Invalid Amount: Please enter an amount above £0 in pounds and pence, for example 450.00.'],
      [{ amount: '1.005' }, 'Invalid Amount: Please enter an amount above £0 in pounds and pence, for example 450.00.'],
      [{ amount: '10', method: 'cash', file: proof }, 'Choose bank_transfer or card as the payment method.'],
      [{ amount: '10', file: { ...proof, field: 'document' } }, 'Send the proof image in the proofImage field.'],
    ];
    for (const [form, message] of cases) {
      const response = await postOverride(user.id, form);
      expect(response.statusCode, JSON.stringify(form.amount)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await paymentsOf(user.id)).toEqual([]);
    expect(await storedProofs()).toEqual(before);
  });

  it('refuses a JSON body: the override is a multipart form', async () => {
    const { user } = await registerUser(t);
    const response = await admin.post(`/api/admin/users/${user.id}/payment-override`, { amount: '10.00' });
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(user.id)).toEqual([]);
  });

  it('answers 415 for a proof that is not an image, whatever it claims, and keeps no file or row', async () => {
    const { user } = await registerUser(t);
    const before = await storedProofs();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    for (const file of [
      { bytes: pdf, type: 'image/png', name: 'proof.png' },
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/jpeg', name: 'proof.jpg' },
    ]) {
      const response = await postOverride(user.id, { amount: '450.00', file });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'unsupported_media_type', message: 'The proof must be an image (JPEG, PNG, GIF or WebP).' });
    }
    expect(await paymentsOf(user.id)).toEqual([]);
    expect(await storedProofs()).toEqual(before);
  });

  it('refuses the fee and overrides for a co-tenant: payments are on the group leader’s account', async () => {
    const { user: leader } = await registerUser(t, { fullName: 'Group Leader' });
    const { user: member } = await registerUser(t, { fullName: 'Group Member' });
    await insertGroup(t, leader.id, { members: [member.id] });
    const before = await storedProofs();

    const message = "Group Member is a co-tenant in Group Leader's group: the fee and payments are on the group leader's account.";
    const amount = await admin.put(`/api/admin/users/${member.id}/payment-amount`, { amount: '100.00' });
    expect(amount.statusCode).toBe(409);
    expect(amount.json()).toEqual({ code: 'conflict', message });
    const override = await postOverride(member.id, { amount: '100.00', file: { bytes: PNG, type: 'image/png' } });
    expect(override.statusCode).toBe(409);
    expect(await paymentsOf(member.id)).toEqual([]);
    expect(await storedProofs()).toEqual(before);

    expect((await postOverride(leader.id, { amount: '100.00' })).statusCode).toBe(201);
  });
});
