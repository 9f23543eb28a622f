import { Readable } from 'node:stream';
import { CLIENT_STORAGE_QUOTA_BYTES, documentMessages } from '@nestway/core/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, payments, pendingUploads, sharedFiles } from '../db/schema/index';
import { safeFileName } from '../src/lib/file-names';
import { newFileKey } from '../src/storage/file-storage';
import { signedInClient } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import type { HttpSession } from './support/http-session';
import { insertPayment, clientWhoMayPay } from './support/factories';
import { sampleFiles, sendForm, type FilePart } from './support/multipart';
import { storedFiles } from './support/stored-files';
import { TEST_APP_URL, type TestApp } from './support/test-app';

/**
 * An upload's life in storage: recorded pending before its first byte, promoted in the transaction
 * that writes the record naming it, swept when nothing ever did. And the forms the reader refuses.
 */

const png: FilePart = { bytes: sampleFiles.png, name: 'receipt.png', type: 'image/png' };
const passport: FilePart = { bytes: sampleFiles.png, name: 'passport.png', type: 'image/png', field: 'documents' };
const pdf: FilePart = { bytes: sampleFiles.pdf, name: 'notes.pdf', type: 'application/pdf', field: 'file' };
/** Longer than any request may last (10 minutes) and than the sweep's 30-minute grace. */
const AN_HOUR = 60 * 60;

let t: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin('uploads'));
});
afterAll(() => t.close());

const pendingKeys = async () => (await t.app.ctx.db.select().from(pendingUploads)).map((row) => row.fileKey);
const keyOfPath = (servedPath: string) => servedPath.replace(/^\/uploads\//, '');

/** Runs the sweeps as they would run an hour later. */
async function anHourLater() {
  t.clock.advance(AN_HOUR);
  await t.runJobs();
}

async function paidClient() {
  const client = await signedInClient(t);
  await insertPayment(t, client.user.id, { status: 'verified' });
  return client;
}

describe('every upload route promotes what it stores', () => {
  it('keeps each file a record names through the sweep of abandoned uploads', async () => {
    // A bank-transfer proof, then its replacement.
    const payer = await clientWhoMayPay(t);
    const paid = await sendForm(t.app, payer.http, 'POST', '/api/payments', { amount: '250.00', type: 'initial' }, png);
    expect(paid.statusCode).toBe(201);
    const replaced = await sendForm(t.app, payer.http, 'PUT', `/api/payments/${paid.json().id}`, {}, png);
    expect(replaced.statusCode).toBe(200);
    // Documents.
    const documentOwner = await paidClient();
    expect((await sendForm(t.app, documentOwner.http, 'POST', '/api/documents', { type: 'passport' }, passport)).statusCode).toBe(201);
    // A file the admin shares, and a payment the admin records with its proof.
    const sharedWith = await signedInClient(t);
    const share = await sendForm(
      t.app,
      admin,
      'POST',
      `/api/admin/users/${sharedWith.user.id}/files`,
      { displayName: 'Notes', category: 'general' },
      pdf,
    );
    expect(share.statusCode).toBe(201);
    const overridden = await clientWhoMayPay(t);
    const override = await sendForm(
      t.app,
      admin,
      'POST',
      `/api/admin/users/${overridden.user.id}/payment-override`,
      { amount: '250.00', method: 'bank_transfer', notes: 'Paid at the office' },
      { ...png, field: 'proofImage' },
    );
    expect(override.statusCode).toBe(201);

    expect(await pendingKeys()).toEqual([]);
    await anHourLater();

    const named = [
      ...(await t.app.ctx.db.select({ key: payments.proofFileKey }).from(payments)).map((row) => row.key),
      ...(await t.app.ctx.db.select({ key: documents.fileKey }).from(documents)).map((row) => row.key),
      ...(await t.app.ctx.db.select({ key: sharedFiles.fileKey }).from(sharedFiles)).map((row) => row.key),
    ].filter((key): key is string => key !== null);
    expect(named).toContain(keyOfPath(replaced.json().proofImagePath));
    expect(named.length).toBeGreaterThanOrEqual(4);
    // Every file named is still stored, and nothing else is (the replaced proof is gone).
    expect((await storedFiles(t)).sort()).toEqual([...named].sort());
    const served = await t.app.inject({
      method: 'GET',
      url: replaced.json().proofImagePath,
      headers: { cookie: payer.http.sessionCookie()! },
    });
    expect(served.statusCode).toBe(200);
  });
});

describe('an upload nothing promoted (a process killed mid-upload)', () => {
  it('is removed by the sweep once it is older than any request can be, and not before', async () => {
    const key = newFileKey('documents');
    await t.app.ctx.db.insert(pendingUploads).values({ fileKey: key, startedAt: t.clock.now() });
    await t.app.ctx.storage.put(key, Readable.from([sampleFiles.pdf]));

    t.clock.advance(10 * 60);
    await t.runJobs();
    expect(await storedFiles(t)).toContain(key);

    await anHourLater();
    expect(await storedFiles(t)).not.toContain(key);
    expect(await pendingKeys()).not.toContain(key);
  });
});

describe('forms the reader refuses', () => {
  const rawForm = (http: HttpSession, url: string, contentType: string, body: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { origin: TEST_APP_URL, 'content-type': contentType, cookie: http.sessionCookie()! },
    });
  const truncated = (boundary: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\npassport\r\n--${boundary}\r\n`),
      Buffer.from(`Content-Disposition: form-data; name="documents"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`),
      sampleFiles.png.subarray(0, 40),
    ]);

  it.each([
    ['no boundary', 'multipart/form-data', () => truncated('b0undary')],
    ['a body cut short', 'multipart/form-data; boundary=b0undary', () => truncated('b0undary')],
  ])('answers 400 to %s and keeps nothing', async (_case, contentType, body) => {
    const documentOwner = await paidClient();
    const payer = await clientWhoMayPay(t);
    const before = { files: await storedFiles(t), pending: await pendingKeys() };
    const answers = [
      await rawForm(documentOwner.http, '/api/documents', contentType, body()),
      await rawForm(payer.http, '/api/payments', contentType, body()),
      await rawForm(admin, `/api/admin/users/${payer.user.id}/files`, contentType, body()),
      await rawForm(admin, `/api/admin/users/${payer.user.id}/payment-override`, contentType, body()),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    for (const answer of answers) expect(answer.json().message).toMatch(/malformed|multipart|boundary/i);
    expect(await storedFiles(t)).toEqual(before.files);
    expect(await pendingKeys()).toEqual(before.pending);
  });

  it('refuses a NUL character in a form field, and keeps a safe file name', async () => {
    const { user, http } = await paidClient();
    const nul = await sendForm(
      t.app,
      admin,
      'POST',
      `/api/admin/users/${user.id}/files`,
      { displayName: 'a\u0000b', category: 'general' },
      pdf,
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Text cannot contain the NUL character (U+0000). Remove it and try again.');

    const named = await sendForm(t.app, http, 'POST', '/api/documents', { type: 'passport' }, { ...passport, name: '../\u0001..' });
    expect(named.statusCode).toBe(201);
    const [row] = await t.app.ctx.db.select().from(documents).where(eq(documents.userId, user.id));
    expect(safeFileName(row!.originalFileName)).toBe(row!.originalFileName);
    expect([...row!.originalFileName].some((char) => char < ' ' || char === '/' || char === '\\')).toBe(false);
    expect(await pendingKeys()).toEqual([]);
  });
});

describe('the storage quota of one client', () => {
  it(`refuses documents past ${CLIENT_STORAGE_QUOTA_BYTES / 1024 / 1024} MB with 413 before storing them`, async () => {
    const { user, http } = await paidClient();
    const almostFull = CLIENT_STORAGE_QUOTA_BYTES - 10;
    await t.app.ctx.db.insert(documents).values({
      userId: user.id,
      type: 'bank-statement',
      fileKey: newFileKey('documents'),
      contentType: 'application/pdf',
      originalFileName: 'statements.pdf',
      sizeBytes: almostFull,
    });
    const before = await storedFiles(t);

    // Under the quota when the request starts, over it with this file: refused when the record is written.
    const over = await sendForm(t.app, http, 'POST', '/api/documents', { type: 'passport' }, passport);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      code: 'payload_too_large',
      message: documentMessages.quotaReached,
      params: { maxBytes: CLIENT_STORAGE_QUOTA_BYTES },
    });
    expect(await storedFiles(t)).toEqual(before);

    // At the quota: refused before a byte is read.
    await t.app.ctx.db.update(documents).set({ sizeBytes: CLIENT_STORAGE_QUOTA_BYTES }).where(eq(documents.userId, user.id));
    const full = await sendForm(t.app, http, 'POST', '/api/documents', { type: 'passport' }, passport);
    expect(full.statusCode).toBe(413);
    expect(await storedFiles(t)).toEqual(before);
    expect(await pendingKeys()).toEqual([]);
  });
});
