import { documentMessages, MAX_DOCUMENTS_PER_UPLOAD, type DocumentRecord } from '@nestway/core/documents';
import { MAX_UPLOAD_BYTES } from '@nestway/core/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from './support/zip-entries';
import { documents } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { insertGroup, insertPayment } from './support/factories';
import { sampleFiles, sendForm, type FilePart } from './support/multipart';
import { storedFiles } from './support/stored-files';
import { createTestApp, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'documents-admin@nestway.test', password: 'admin-password-1' };
const passportPage = (name = 'passport.png'): FilePart => ({ bytes: sampleFiles.png, name, type: 'image/png', field: 'documents' });
const pdf: FilePart = { bytes: sampleFiles.pdf, name: 'statement.pdf', type: 'application/pdf', field: 'documents' };

let t: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = httpSession(t.app);
  await signInStaff(t, admin, ADMIN);
});
afterAll(() => t.close());

/** A signed-in client whose payment is verified: documents come next. */
async function paidClient() {
  const client = await signedInClient(t);
  await insertPayment(t, client.user.id, { status: 'verified' });
  return client;
}

const upload = (http: HttpSession, type: string | null, files: FilePart | FilePart[] | undefined) =>
  sendForm(t.app, http, 'POST', '/api/documents', type === null ? {} : { type }, files);

const rowsOf = (userId: string) => t.app.ctx.db.select().from(documents).where(eq(documents.userId, userId));

describe('POST /api/documents', () => {
  it('stores several files of one type, pending review, and lists them newest first', async () => {
    const { user, http } = await paidClient();
    const response = await upload(http, 'passport', [passportPage('page-1.png'), { ...pdf, name: 'page-2.pdf' }]);
    expect(response.statusCode).toBe(201);
    const created = response.json<DocumentRecord[]>();
    expect(created).toHaveLength(2);
    expect(created.map((d) => [d.type, d.status, d.originalFileName, d.contentType])).toEqual([
      ['passport', 'pending', 'page-1.png', 'image/png'],
      ['passport', 'pending', 'page-2.pdf', 'application/pdf'],
    ]);
    const listed = (await http.get('/api/documents')).json<DocumentRecord[]>();
    expect(listed.map((d) => d.id).sort()).toEqual(created.map((d) => d.id).sort());
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it.each([
    ['no type', null, passportPage()],
    ['an unknown type', 'driving-licence', passportPage()],
    ['no file', 'passport', undefined],
  ])('refuses %s with the missing-information message, and keeps nothing', async (_, type, files) => {
    const { user, http } = await paidClient();
    const before = await storedFiles(t);
    const response = await upload(http, type, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: documentMessages.missing });
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('reads the type from the bytes: an HTML page named .png is refused, and nothing is kept', async () => {
    const { user, http } = await paidClient();
    const before = await storedFiles(t);
    const html = {
      bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
      name: 'passport.png',
      type: 'image/png',
      field: 'documents',
    };
    const response = await upload(http, 'passport', [passportPage(), html]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: documentMessages.wrongType });
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await storedFiles(t)).toEqual(before);
  });

  it(`refuses more than ${MAX_DOCUMENTS_PER_UPLOAD} files, an empty file and a file over 10 MB, keeping nothing`, async () => {
    const { user, http } = await paidClient();
    const before = await storedFiles(t);
    const many = Array.from({ length: MAX_DOCUMENTS_PER_UPLOAD + 1 }, (_, i) => passportPage(`page-${i}.png`));
    const tooMany = await upload(http, 'passport', many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ message: documentMessages.tooMany });
    expect(tooMany.json().params).toEqual({ max: MAX_DOCUMENTS_PER_UPLOAD });
    const empty = await upload(http, 'passport', { ...passportPage(), bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(415);
    const oversize = await upload(http, 'passport', [
      passportPage('page-1.png'),
      { ...passportPage('huge.png'), bytes: Buffer.concat([passportPage().bytes, Buffer.alloc(MAX_UPLOAD_BYTES)]) },
    ]);
    expect(oversize.statusCode).toBe(413);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('waits for a verified payment (the leader’s, for a co-tenant) or an override past it', async () => {
    const { http } = await signedInClient(t);
    const early = await upload(http, 'passport', passportPage());
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ message: documentMessages.paymentFirst });

    // An admin's status override past the payment step opens the upload too (decision 017).
    const { user: overridden, http: overriddenHttp } = await signedInClient(t);
    const override = await admin.put(`/api/admin/users/${overridden.id}/status-override`, {
      targetStep: 'document_upload',
      notes: 'Paid in cash',
    });
    expect(override.statusCode).toBe(200);
    expect((await upload(overriddenHttp, 'passport', passportPage())).statusCode).toBe(201);

    const leader = await paidClient();
    const cotenant = await signedInClient(t);
    await insertGroup(t, leader.user.id, { members: [cotenant.user.id] });
    expect((await upload(cotenant.http, 'visa', passportPage())).statusCode).toBe(201);
  });

  it('replaces the rejected files of a type when that type is uploaded again', async () => {
    const { user, http } = await paidClient();
    const [first] = (await upload(http, 'visa', passportPage('visa-old.png'))).json<DocumentRecord[]>();
    const [statement] = (await upload(http, 'bank-statement', pdf)).json<DocumentRecord[]>();
    await admin.put(`/api/documents/${first!.id}/verify`, { status: 'rejected', notes: 'Blurred' });
    const filesBefore = await storedFiles(t);

    const [replacement] = (await upload(http, 'visa', passportPage('visa-new.png'))).json<DocumentRecord[]>();
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => r.id).sort()).toEqual([statement!.id, replacement!.id].sort());
    await t.runJobs();
    const filesAfter = await storedFiles(t);
    expect(filesAfter).not.toContain(first!.filePath);
    expect(filesAfter).toHaveLength(filesBefore.length);
  });
});

describe('PUT /api/documents/{id}/verify', () => {
  it('verifies a pending document once, and e-mails the client', async () => {
    const { user, http } = await paidClient();
    const [doc] = (await upload(http, 'passport', passportPage())).json<DocumentRecord[]>();
    const response = await admin.put(`/api/documents/${doc!.id}/verify`, { status: 'verified' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'verified', notes: null });
    expect((await t.mail.waitFor(user.email, (m) => /verified/.test(m.subject))).text).toContain('passport.png');

    const again = await admin.put(`/api/documents/${doc!.id}/verify`, { status: 'rejected', notes: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: documentMessages.alreadyReviewed });
    expect((await rowsOf(user.id))[0]).toMatchObject({ status: 'verified' });
  });

  it('rejects with the note, or the default one asking for the whole type, and e-mails it', async () => {
    const { user, http } = await paidClient();
    const [a, b] = (await upload(http, 'passport', [passportPage('a.png'), passportPage('b.png')])).json<DocumentRecord[]>();
    const noted = await admin.put(`/api/documents/${a!.id}/verify`, { status: 'rejected', notes: 'The photo page is cut off.' });
    expect(noted.json()).toMatchObject({ status: 'rejected', notes: 'The photo page is cut off.' });
    const plain = await admin.put(`/api/documents/${b!.id}/verify`, { status: 'rejected', notes: '  ' });
    expect(plain.json()).toMatchObject({ status: 'rejected', notes: documentMessages.defaultRejection });
    const mail = await t.mail.waitFor(user.email, (m) => /again/.test(m.subject) && m.text.includes('a.png'));
    expect(mail.text).toContain('The photo page is cut off.');
    const mine = (await http.get('/api/documents')).json<DocumentRecord[]>();
    expect(mine.find((d) => d.id === a!.id)).toMatchObject({ status: 'rejected', notes: 'The photo page is cut off.' });
  });

  it('refuses a bad status, an unknown id, clients and visitors, changing nothing', async () => {
    const { user, http } = await paidClient();
    const [doc] = (await upload(http, 'passport', passportPage())).json<DocumentRecord[]>();
    expect((await admin.put(`/api/documents/${doc!.id}/verify`, { status: 'approved' })).statusCode).toBe(400);
    expect((await admin.put(`/api/documents/${UNKNOWN_ID}/verify`, { status: 'verified' })).statusCode).toBe(404);
    expect((await admin.put('/api/documents/nope/verify', { status: 'verified' })).statusCode).toBe(404);
    expect((await http.put(`/api/documents/${doc!.id}/verify`, { status: 'verified' })).statusCode).toBe(403);
    expect((await httpSession(t.app).put(`/api/documents/${doc!.id}/verify`, { status: 'verified' })).statusCode).toBe(401);
    expect((await rowsOf(user.id))[0]).toMatchObject({ status: 'pending' });
  });
});

describe('GET /api/admin/documents/{id}/download', () => {
  it('sends the file as a named attachment that the browser will not sniff', async () => {
    const { http } = await paidClient();
    const [doc] = (await upload(http, 'bank-statement', { ...pdf, name: 'März statement.pdf' })).json<DocumentRecord[]>();
    const response = await admin.get(`/api/admin/documents/${doc!.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="M_rz statement.pdf"; filename*=UTF-8''M%C3%A4rz%20statement.pdf`,
    );
    expect(response.rawPayload.equals(sampleFiles.pdf)).toBe(true);
  });

  it('is for admins only: a client, even the owner, gets 403, and an unknown id 404', async () => {
    const { http } = await paidClient();
    const [doc] = (await upload(http, 'passport', passportPage())).json<DocumentRecord[]>();
    expect((await http.get(`/api/admin/documents/${doc!.id}/download`)).statusCode).toBe(403);
    expect((await admin.get(`/api/admin/documents/${UNKNOWN_ID}/download`)).statusCode).toBe(404);
  });
});

describe('GET /api/documents', () => {
  it("lists only the client's own documents", async () => {
    const one = await paidClient();
    const other = await paidClient();
    await upload(one.http, 'passport', passportPage());
    expect((await other.http.get('/api/documents')).json()).toEqual([]);
    expect((await httpSession(t.app).get('/api/documents')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users/{id}/documents/download-all', () => {
  it("zips every document of the client, a folder per type, as '{user}_Documents.zip'", async () => {
    const { user, http } = await signedInClient(t, { fullName: 'Ada Lovelace' });
    await insertPayment(t, user.id, { status: 'verified' });
    await upload(http, 'passport', [passportPage('scan.png'), passportPage('scan.png')]);
    await upload(http, 'bank-statement', pdf);
    const response = await admin.get(`/api/admin/users/${user.id}/documents/download-all`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('filename="Ada_Lovelace_Documents.zip"');
    const entries = await readZip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['bank-statement/statement.pdf', 'passport/scan (2).png', 'passport/scan.png']);
    expect(entries.get('bank-statement/statement.pdf')!.equals(sampleFiles.pdf)).toBe(true);
    expect(entries.get('passport/scan.png')!.equals(sampleFiles.png)).toBe(true);
  });

  it('answers 404 for a client without documents or an unknown one, and 403 to the client themselves', async () => {
    const { user, http } = await signedInClient(t);
    expect((await admin.get(`/api/admin/users/${user.id}/documents/download-all`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/users/${UNKNOWN_ID}/documents/download-all`)).statusCode).toBe(404);
    expect((await http.get(`/api/admin/users/${user.id}/documents/download-all`)).statusCode).toBe(403);
  });
});
