import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preferencesForGroup } from '../../../test-support/fixtures/preferences';
import { users } from '../db/schema/index';
import { insertClient, registerUser, signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { adminTestbed, PNG } from './support/admin-testbed';
import { insertConsultation, insertGroup, insertPayment, insertPreferences, insertSignature } from './support/factories';
import { UNKNOWN_ID } from './support/ids';

const bed = adminTestbed();
const { postOverride, storedProofs, paymentsOf, storeProof, detailOf } = bed;

describe('who may call the admin client calls', () => {
  it('answers 401 without a session, 403 to a client, and changes nothing', async () => {
    const { user, http: client } = await signedInClient(bed.t);
    const anonymous = httpSession(bed.t.app);
    const calls = [
      (as: HttpSession) => as.get(`/api/admin/users/${user.id}`),
      (as: HttpSession) => as.put(`/api/admin/users/${user.id}/payment-amount`, { amount: '1.00' }),
      (as: HttpSession) => postOverride(user.id, { amount: '1.00' }, as),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).statusCode).toBe(401);
      expect((await call(client)).statusCode).toBe(403);
    }
    const [row] = await bed.t.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.customPaymentAmountPence).toBeNull();
    expect(await paymentsOf(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown id, a malformed id and the admin’s own id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', bed.adminId]) {
      const detail = await bed.admin.get(`/api/admin/users/${id}`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ code: 'not_found', message: 'User not found' });
      expect((await bed.admin.put(`/api/admin/users/${id}/payment-amount`, { amount: '1.00' })).statusCode).toBe(404);
      expect((await postOverride(id, { amount: '1.00', file: { bytes: PNG, type: 'image/png' } })).statusCode).toBe(404);
    }
    const [adminRow] = await bed.t.app.ctx.db.select().from(users).where(eq(users.id, bed.adminId));
    expect(adminRow!.customPaymentAmountPence).toBeNull();
    expect(await paymentsOf(bed.adminId)).toEqual([]);
    expect(await storedProofs()).toEqual([]);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers a new client with the default fee and no records', async () => {
    const { user } = await registerUser(bed.t, { fullName: 'Fresh Client' });
    const detail = await detailOf(user.id);
    expect(detail).toEqual({
      id: user.id,
      email: user.email,
      fullName: 'Fresh Client',
      isEmailVerified: false,
      createdAt: expect.any(String),
      customPaymentAmount: null,
      feePence: 250_00,
      preferences: null,
      callSchedule: null,
      payments: [],
      documents: [],
      termsAndConditions: null,
      group: null,
      adminNotes: null,
      stepOverride: null,
    });
  });

  it('answers the preferences, call, payments (newest first), latest terms signature and group from the tables', async () => {
    const { user: leader } = await signedInClient(bed.t, { fullName: 'Lena Leader' });
    const { user: member } = await signedInClient(bed.t, { fullName: 'Colin Cotenant' });
    const base = new Date('2026-12-01T10:00:00Z');
    const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);

    await insertPreferences(
      bed.t,
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
    await insertConsultation(bed.t, leader.id, 'confirmed', { requestedDateTime: at(60), confirmedDateTime: at(90), createdAt: at(0) });
    const proofKey = await storeProof();
    await insertPayment(bed.t, leader.id, { status: 'rejected', amountPence: 100_00, reviewNotes: 'Blurry', createdAt: at(1) });
    await insertPayment(bed.t, leader.id, {
      proofFileKey: proofKey,
      proofContentType: 'image/png',
      notes: 'Paid from Barclays',
      createdAt: at(5),
    });
    await insertSignature(bed.t, leader.id, {
      termsVersion: '2025-01-01',
      fullName: 'Lena Leader',
      signature: 'L. Leader',
      signedAt: at(2),
      ipAddress: '198.51.100.1',
    });
    await insertSignature(bed.t, leader.id, {
      termsVersion: '2026-11-22',
      fullName: 'Lena Leader',
      signature: 'Lena L',
      signedAt: at(3),
      ipAddress: '203.0.113.9',
      userAgent: 'Firefox',
    });
    await insertGroup(bed.t, leader.id, { members: [member.id] });

    const detail = await detailOf(leader.id);
    expect(detail).toMatchObject({ id: leader.id, fullName: 'Lena Leader', isEmailVerified: true });
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
      availabilitySlotId: null,
      preferredDates: [{ date: '2026-12-01', time: '11:00' }],
      adminNotes: null,
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
        proofImagePath: `/uploads/${proofKey}`,
        proofDeletedAt: null,
        notes: 'Paid from Barclays',
        reviewNotes: null,
        verifiedBy: null,
        verifiedAt: null,
        createdAt: at(5).toISOString(),
      },
      expect.objectContaining({ amount: '100.00', status: 'rejected', proofImagePath: null, reviewNotes: 'Blurry' }),
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
    const user = await insertClient(bed.t);
    const url = `/api/admin/users/${user.id}/payment-amount`;

    const set = await bed.admin.put(url, { amount: '450.00' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ customPaymentAmount: '450.00', feePence: 450_00 });
    expect(await detailOf(user.id)).toMatchObject({ customPaymentAmount: '450.00', feePence: 450_00 });

    expect((await bed.admin.put(url, { amount: 99.5 })).json()).toEqual({ customPaymentAmount: '99.50', feePence: 99_50 });
    expect((await bed.admin.put(url, { amount: '0.5' })).json()).toEqual({ customPaymentAmount: '0.50', feePence: 50 });
    expect((await bed.admin.put(url, { amount: ' 300 ' })).json()).toEqual({ customPaymentAmount: '300.00', feePence: 300_00 });

    const reset = await bed.admin.put(url, { amount: null });
    expect(reset.json()).toEqual({ customPaymentAmount: null, feePence: 250_00 });
    const [row] = await bed.t.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.customPaymentAmountPence).toBeNull();
  });

  it('refuses missing, wrongly typed, negative, zero and malformed amounts and keeps the fee', async () => {
    const user = await insertClient(bed.t);
    const url = `/api/admin/users/${user.id}/payment-amount`;
    expect((await bed.admin.put(url, { amount: '120.00' })).statusCode).toBe(200);
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
      const response = await bed.admin.put(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect((await bed.admin.put(url, { amount: 'abc' })).json<{ message: string }>().message).toBe(
      'Invalid Amount: Please enter an amount above £0 in pounds and pence, for example 450.00.',
    );
    expect(await detailOf(user.id)).toMatchObject({ customPaymentAmount: '120.00', feePence: 120_00 });
  });
});
