import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminOverrideHistory, auditEntries, documents } from '../db/schema/index';
import { scanPng } from '../../../test-support/fixtures/files';
import { signedInClient, type RegisteredUser } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import { clientWhoMayPay, insertGroup, insertPayment, insertPreferences } from './support/factories';
import type { HttpSession } from './support/http-session';
import { sampleFiles, sendForm } from './support/multipart';
import { readZip } from './support/zip-entries';
import type { TestApp } from './support/test-app';
import { insertOffer, insertViewing } from './support/viewings';

let t: TestApp;
let admin: HttpSession;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin('account-export'));
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
/** data.json as the tests read it: each section a record, a list of records, or null. */
interface ExportJson {
  [section: string]: unknown;
  payments: { payments: Row[]; cardPaymentIntents: Row[] };
  viewings: Row[];
  emails: Array<{ toAddress: string }>;
  auditEntries: Array<{ action: string }>;
}

async function exportOf(http: HttpSession) {
  const response = await http.get('/api/account/export');
  expect(response.statusCode, response.body).toBe(200);
  const entries = await readZip(response.rawPayload);
  const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as ExportJson;
  return { response, entries, data };
}

const documentBytes = scanPng(40, 30);

/** A client with a record in every section, through the API where it stores files, straight into the tables elsewhere. */
async function clientWithEverything(): Promise<{
  user: RegisteredUser;
  http: HttpSession;
  cotenant: { user: RegisteredUser; http: HttpSession };
}> {
  const { user, http } = await clientWhoMayPay(t, { fullName: 'Ada Export' });
  await insertPreferences(t, user.id, { nationality: 'Kenyan' });
  const proof = await sendForm(
    t.app,
    http,
    'POST',
    '/api/payments',
    { amount: '250.00', type: 'initial' },
    {
      bytes: sampleFiles.png,
      name: 'receipt.png',
      type: 'image/png',
    },
  );
  expect(proof.statusCode, proof.body).toBe(201);
  await insertPayment(t, user.id, { status: 'verified', notes: 'Second instalment' });
  const upload = await sendForm(t.app, http, 'POST', '/api/documents', { type: 'passport' }, [
    { bytes: documentBytes, name: '../my passport.png', type: 'image/png', field: 'documents' },
  ]);
  expect(upload.statusCode, upload.body).toBe(201);
  const share = await sendForm(
    t.app,
    admin,
    'POST',
    `/api/admin/users/${user.id}/files`,
    { displayName: 'Tenancy draft' },
    {
      bytes: sampleFiles.pdf,
      name: 'tenancy.pdf',
      type: 'application/pdf',
      field: 'file',
    },
  );
  expect(share.statusCode, share.body).toBe(201);
  expect((await admin.put(`/api/admin/users/${user.id}/message`, { message: 'Your viewing is on Friday' })).statusCode).toBe(200);
  expect((await admin.put(`/api/admin/users/${user.id}/notes`, { notes: 'Prefers calls after 5pm' })).statusCode).toBe(200);
  expect((await http.put('/api/right-to-rent', { shareCode: 'w4x 7yt 9pq', dateOfBirth: '2001-04-30' })).statusCode).toBe(200);
  const check = await sendForm(
    t.app,
    admin,
    'PUT',
    `/api/admin/users/${user.id}/right-to-rent`,
    { checkedOn: '2026-11-20', outcome: 'time-limited', permissionExpiresOn: '2028-01-31' },
    { bytes: sampleFiles.pdf, name: 'home office result.pdf', type: 'application/pdf', field: 'resultPdf' },
  );
  expect(check.statusCode, check.body).toBe(200);
  const hold = await admin.put(`/api/admin/users/${user.id}/retention-hold`, { hold: true, reason: 'Deposit dispute' });
  expect(hold.statusCode, hold.body).toBe(200);
  const viewing = await insertViewing(t, user.id, { propertyAddress: '7 Export Street, Leeds' });
  await insertOffer(t, user.id, viewing.id, { offerPence: 990_00 });
  await t.app.ctx.db.insert(adminOverrideHistory).values({
    userId: user.id,
    adminName: 'Export Admin',
    previousStep: 'preferences',
    targetStep: 'payment_verification',
    notes: 'Paid in the office',
  });
  const cotenant = await signedInClient(t, { fullName: 'Cora Cotenant' });
  await insertGroup(t, user.id, { members: [cotenant.user.id] });
  return { user, http, cotenant };
}

describe('GET /api/account/export', () => {
  it("answers a dated zip of data.json, with every section holding the client's own records, and their files", async () => {
    const other = await clientWhoMayPay(t, { fullName: 'Otto Other' });
    await insertPayment(t, other.user.id, { status: 'verified', notes: 'Otto paid' });
    expect((await admin.put(`/api/admin/users/${other.user.id}/message`, { message: 'A message for Otto' })).statusCode).toBe(200);
    const { user, http, cotenant } = await clientWithEverything();

    const { response, entries, data } = await exportOf(http);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`nestway-data-${t.clock.now().toISOString().slice(0, 10)}.zip`);

    expect(data.account).toMatchObject({ id: user.id, email: user.email, fullName: 'Ada Export' });
    expect(data.preferences).toMatchObject({ nationality: 'Kenyan' });
    expect(data.group).toMatchObject({ role: 'leader', members: [{ fullName: 'Cora Cotenant', email: cotenant.user.email }] });
    expect(data.consultation).toMatchObject({ status: 'completed' });
    expect(data.termsSignatures).toEqual([expect.objectContaining({ fullName: 'Ada Export' })]);
    expect(data.payments.payments).toEqual([
      expect.objectContaining({ hasProofFile: true, status: 'pending' }),
      expect.objectContaining({ hasProofFile: false, notes: 'Second instalment' }),
    ]);
    expect(data.payments.cardPaymentIntents).toEqual([]);
    expect(data.documents).toEqual([expect.objectContaining({ type: 'passport', originalFileName: 'my passport.png' })]);
    expect(data.messages).toEqual([expect.objectContaining({ message: 'Your viewing is on Friday' })]);
    expect(data.sharedFiles).toEqual([expect.objectContaining({ displayName: 'Tenancy draft', originalFileName: 'tenancy.pdf' })]);
    expect(data.viewings).toEqual([expect.objectContaining({ propertyAddress: '7 Export Street, Leeds' })]);
    expect(data.offers).toEqual([expect.objectContaining({ offerPence: 990_00, viewingId: data.viewings[0]!.id })]);
    // The e-mails of the shared file and of the message, listed without their bodies.
    expect(data.emails.filter((email) => email.toAddress === user.email).length).toBeGreaterThanOrEqual(2);
    expect(data.emails[0]).not.toHaveProperty('body');
    expect(data.staffNotes).toEqual({ clientNotes: 'Prefers calls after 5pm' });
    expect(data.statusOverrides).toEqual([expect.objectContaining({ adminName: 'Export Admin', targetStep: 'payment_verification' })]);
    expect(data.rightToRent).toEqual({
      shareCode: expect.objectContaining({ shareCode: 'W4X7YT9PQ', dateOfBirth: '2001-04-30' }),
      checks: [
        expect.objectContaining({ outcome: 'time-limited', permissionExpiresOn: '2028-01-31', resultFileName: 'home office result.pdf' }),
      ],
    });
    expect(data.retention).toMatchObject({ holdReason: 'Deposit dispute' });
    const actions = data.auditEntries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['payment.proof.upload', 'document.upload', 'file.share', 'message.send', 'client.notes.save']),
    );

    // The files, byte for byte, under safe names in their folders.
    expect([...entries.keys()].sort()).toEqual([
      'data.json',
      'documents/passport/my passport.png',
      `payment-proofs/${String(data.payments.payments[0]!.createdAt).slice(0, 10)}-initial.png`,
      'right-to-rent/home office result.pdf',
      'shared-files/tenancy.pdf',
    ]);
    expect(entries.get('documents/passport/my passport.png')).toEqual(documentBytes);
    expect(entries.get('shared-files/tenancy.pdf')).toEqual(sampleFiles.pdf);
    expect([...entries].find(([name]) => name.startsWith('payment-proofs/'))![1]).toEqual(sampleFiles.png);

    // Nothing of another client, and no credential.
    const json = entries.get('data.json')!.toString('utf8');
    for (const text of [other.user.id, other.user.email, 'Otto paid', 'A message for Otto']) expect(json).not.toContain(text);
    expect(json).not.toMatch(/password|\$argon2|tokenHash|fileKey|mfa/i);
  });

  it("gives a co-tenant their own data and their group, and records each export in the audit trail as the client's act", async () => {
    const { cotenant, user } = await clientWithEverything();
    const { data, entries } = await exportOf(cotenant.http);
    expect(data.account).toMatchObject({ id: cotenant.user.id, fullName: 'Cora Cotenant' });
    expect(data.group).toMatchObject({ role: 'cotenant', leaderName: 'Ada Export' });
    expect(data.group).not.toHaveProperty('invitationsSent');
    expect(data.payments.payments).toEqual([]);
    expect(data.messages).toEqual([]);
    expect([...entries.keys()]).toEqual(['data.json']);
    expect(entries.get('data.json')!.toString('utf8')).not.toContain(user.email);

    const recorded = await t.app.ctx.db.select().from(auditEntries).where(eq(auditEntries.action, 'account.export'));
    expect(recorded).toContainEqual(
      expect.objectContaining({ actorId: cotenant.user.id, actorRole: 'tenant', clientId: cotenant.user.id, outcome: 'succeeded' }),
    );
  });

  it('keeps a document whose file was deleted under retention in data.json, with no file for it', async () => {
    const { user, http } = await clientWithEverything();
    // As retention leaves it (decision 036): the record and its review, without the file.
    const deletedAt = t.clock.now();
    await t.app.ctx.db.update(documents).set({ fileKey: null, fileDeletedAt: deletedAt }).where(eq(documents.userId, user.id));
    const { data, entries } = await exportOf(http);
    expect(data.documents).toEqual([
      expect.objectContaining({ type: 'passport', originalFileName: 'my passport.png', fileDeletedAt: deletedAt.toISOString() }),
    ]);
    expect([...entries.keys()].filter((name) => name.startsWith('documents/'))).toEqual([]);
    expect([...entries.keys()]).toContain('shared-files/tenancy.pdf');
  });

  it('is refused when signed out (401) and to an admin (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(anonymous.statusCode).toBe(401);
    expect((await admin.get('/api/account/export')).statusCode).toBe(403);
  });
});
