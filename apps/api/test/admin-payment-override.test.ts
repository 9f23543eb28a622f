import { CARD_PAYMENT_MARKER } from '@nestway/core/payments';
import { describe, expect, it } from 'vitest';
import { insertClient } from './support/accounts';
import { adminTestbed, PNG, type OverrideForm } from './support/admin-testbed';
import { insertGroup, insertPayment } from './support/factories';

const bed = adminTestbed();
const { postOverride, storedProofs, paymentsOf, storeProof, detailOf } = bed;

describe('POST /api/admin/users/:id/payment-override', () => {
  it('records a verified bank-transfer payment as entered, verified by the admin at the clock’s time', async () => {
    const user = await insertClient(bed.t);
    bed.t.clock.advance(60);
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
      proofImagePath: null,
      proofDeletedAt: null,
      notes: 'Paid at the office',
      reviewNotes: null,
      verifiedBy: bed.adminId,
      verifiedAt: bed.t.clock.now().toISOString(),
      createdAt: bed.t.clock.now().toISOString(),
    });
    const [row] = await paymentsOf(user.id);
    expect(row!.verifiedBy).toBe(bed.adminId);
    expect((await detailOf(user.id)).payments).toEqual([payment]);
    await bed.t.mail.waitFor(user.email, (m) => /verified/i.test(m.subject));
  });

  it('defaults to bank transfer and keeps empty notes as none', async () => {
    const user = await insertClient(bed.t);
    const response = await postOverride(user.id, { amount: '0.75', notes: '   ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ payment: { method: 'bank_transfer', amountPence: 75, notes: null, status: 'verified' } });
  });

  it('adds the card fee (2.9 % plus 20p, rounded up) and marks the notes for a card payment', async () => {
    const user = await insertClient(bed.t);
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
    const user = await insertClient(bed.t);
    const before = await storedProofs();
    const response = await postOverride(user.id, { amount: '300', file: { bytes: PNG, type: 'image/png' } });
    expect(response.statusCode).toBe(201);
    const added = (await storedProofs()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect(response.json()).toMatchObject({ payment: { proofImagePath: `/uploads/${added[0]}`, amountPence: 300_00 } });
    const [row] = await paymentsOf(user.id);
    expect(row).toMatchObject({ proofFileKey: added[0], proofContentType: 'image/png' });
  });

  it('verifies the pending payment with the override’s amount, method, notes and new proof, removing the old proof', async () => {
    const user = await insertClient(bed.t);
    const oldProof = await storeProof();
    const pending = await insertPayment(bed.t, user.id, { proofFileKey: oldProof, proofContentType: 'image/png', notes: 'Client note' });
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
      verifiedBy: bed.adminId,
    });
    await bed.t.runJobs();
    expect(await storedProofs()).not.toContain(oldProof);
  });

  it('keeps the pending payment’s proof when the override sends none', async () => {
    const user = await insertClient(bed.t);
    const proof = await storeProof();
    await insertPayment(bed.t, user.id, { proofFileKey: proof, proofContentType: 'image/png' });
    const response = await postOverride(user.id, { amount: '250.00' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ payment: { status: 'verified', proofImagePath: `/uploads/${proof}`, notes: null } });
    expect(await storedProofs()).toContain(proof);
  });

  it('adds a new verified payment when the earlier ones are already reviewed', async () => {
    const user = await insertClient(bed.t);
    await insertPayment(bed.t, user.id, { status: 'verified' });
    expect((await postOverride(user.id, { amount: '100.00' })).statusCode).toBe(201);
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['verified', 'verified']);
  });

  it('refuses a missing, negative, zero or malformed amount and an unknown method, leaving nothing behind', async () => {
    const user = await insertClient(bed.t);
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
    const user = await insertClient(bed.t);
    const response = await bed.admin.post(`/api/admin/users/${user.id}/payment-override`, { amount: '10.00' });
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(user.id)).toEqual([]);
  });

  it('answers 415 for a proof that is not an image, whatever it claims, and keeps no file or row', async () => {
    const user = await insertClient(bed.t);
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
    const leader = await insertClient(bed.t, { fullName: 'Group Leader' });
    const member = await insertClient(bed.t, { fullName: 'Group Member' });
    await insertGroup(bed.t, leader.id, { members: [member.id] });
    const before = await storedProofs();

    const message = "Group Member is a co-tenant in Group Leader's group: the fee and payments are on the group leader's account.";
    const amount = await bed.admin.put(`/api/admin/users/${member.id}/payment-amount`, { amount: '100.00' });
    expect(amount.statusCode).toBe(409);
    expect(amount.json()).toEqual({ code: 'conflict', message, params: { clientName: 'Group Member', leaderName: 'Group Leader' } });
    const override = await postOverride(member.id, { amount: '100.00', file: { bytes: PNG, type: 'image/png' } });
    expect(override.statusCode).toBe(409);
    expect(await paymentsOf(member.id)).toEqual([]);
    expect(await storedProofs()).toEqual(before);

    expect((await postOverride(leader.id, { amount: '100.00' })).statusCode).toBe(201);
  });
});
