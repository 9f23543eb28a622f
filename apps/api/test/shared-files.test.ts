import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sharedFileMessages, type SharedFileRecord } from '@nestway/core/shared-files';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFileRemovals, sharedFiles } from '../db/schema/index';
import { insertClient, signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { insertGroup } from './support/factories';
import { sampleFiles, sendForm, type FilePart } from './support/multipart';
import { storedFiles } from './support/stored-files';
import { createTestApp, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'files-admin@nestway.test', password: 'admin-password-1' };
const WRONG_TYPE = { code: 'unsupported_media_type', message: sharedFileMessages.wrongType };

/** A .docx as file-type reads it: a zip whose [Content_Types].xml names the Word main part (stored, no compression). */
function minimalDocx(): Buffer {
  const entries: Array<[string, string]> = [
    [
      '[Content_Types].xml',
      '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document/>'],
  ];
  return Buffer.concat(
    entries.flatMap(([name, text]) => {
      const data = Buffer.from(text);
      const fileName = Buffer.from(name);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(fileName.length, 26);
      return [header, fileName, data];
    }),
  );
}

/** A Word 97-2003 .doc starts as every OLE compound file does. */
const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(5000)]);
const pdfFile: FilePart = { bytes: sampleFiles.pdf, name: 'invoice-march.pdf', type: 'application/pdf', field: 'file' };

let t: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = httpSession(t.app);
  expect((await signInStaff(t, admin, ADMIN)).statusCode).toBe(200);
});
afterAll(() => t.close());

/** Shares a file as the browser sends it; `null` sends the form without one. */
const share = (userId: string, fields: Record<string, string>, file: FilePart | null = pdfFile, as: HttpSession = admin) =>
  sendForm(t.app, as, 'POST', `/api/admin/users/${userId}/files`, fields, file ?? undefined);

const rowsOf = (userId: string) => t.app.ctx.db.select().from(sharedFiles).where(eq(sharedFiles.userId, userId));

async function sharedWith(userId: string, fields: Record<string, string> = { displayName: 'March invoice' }, file?: FilePart) {
  const response = await share(userId, fields, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SharedFileRecord>();
}

describe('POST /api/admin/users/:id/files', () => {
  it('stores the file, answers the record and e-mails the client a link to the dashboard', async () => {
    const user = await insertClient(t);
    t.clock.advance(60);
    const before = await storedFiles(t);
    const response = await share(user.id, { displayName: '  March invoice ', description: 'Rent for March', category: 'invoice' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      displayName: 'March invoice',
      description: 'Rent for March',
      category: 'invoice',
      originalFileName: 'invoice-march.pdf',
      contentType: 'application/pdf',
      fileSize: sampleFiles.pdf.length,
      isDownloaded: false,
      downloadedAt: null,
      createdAt: t.clock.now().toISOString(),
    });
    const added = (await storedFiles(t)).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^shared-files\//);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ fileKey: added[0], sizeBytes: sampleFiles.pdf.length, downloadCount: 0 });

    const mail = await t.mail.waitFor(user.email, (m) => /shared with you/.test(m.subject));
    expect(mail.subject).toBe('A new file was shared with you: March invoice');
    expect(mail.text).toContain('March invoice (invoice)');
    expect(mail.text).toContain('Rent for March');
    expect(mail.text).toContain('http://localhost:5000/dashboard#shared-files');
  });

  it('defaults the category to general and keeps no description as none', async () => {
    const user = await insertClient(t);
    const record = await sharedWith(user.id, { displayName: 'Welcome pack', description: '  ' });
    expect(record).toMatchObject({ category: 'general', description: null });
  });

  it.each([
    [
      'a .docx',
      { bytes: minimalDocx(), name: 'lease.docx', type: 'application/octet-stream' },
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a .doc', { bytes: DOC, name: 'lease.doc', type: 'application/msword' }, 'application/x-cfb'],
    ['a PNG', { bytes: sampleFiles.png, name: 'floor-plan.png', type: 'image/png' }, 'image/png'],
    ['a GIF', { bytes: sampleFiles.gif, name: 'map.gif', type: 'image/gif' }, 'image/gif'],
  ])('accepts %s, typed from its bytes', async (_label, file, contentType) => {
    const user = await insertClient(t);
    const record = await sharedWith(user.id, { displayName: 'Lease', category: 'contract' }, { ...file, field: 'file' });
    expect(record.contentType).toBe(contentType);
  });

  it.each([
    ['an HTML page named .png', { bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), name: 'invoice.png', type: 'image/png' }],
    ['a text file named .pdf', { bytes: Buffer.from('plain words, not a PDF at all'), name: 'invoice.pdf', type: 'application/pdf' }],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'invoice.pdf', type: 'application/pdf' }],
  ])('refuses %s with 415, keeping no file and no row', async (_label, file) => {
    const user = await insertClient(t);
    const before = await storedFiles(t);
    const response = await share(user.id, { displayName: 'Invoice' }, { ...file, field: 'file' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(WRONG_TYPE);
    expect(await storedFiles(t)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413, keeping no file and no row', async () => {
    const user = await insertClient(t);
    const before = await storedFiles(t);
    const oversize = { ...pdfFile, bytes: Buffer.concat([sampleFiles.pdf, Buffer.alloc(10 * 1024 * 1024)]) };
    const response = await share(user.id, { displayName: 'Huge' }, oversize);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. The limit is 10 MB.');
    expect(await storedFiles(t)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses bad fields and a missing or misnamed file with 400, keeping no file and no row', async () => {
    const user = await insertClient(t);
    const before = await storedFiles(t);
    const cases: Array<[Record<string, string>, FilePart | null, string]> = [
      [{}, pdfFile, sharedFileMessages.displayNameRequired],
      [{ displayName: '   ' }, pdfFile, sharedFileMessages.displayNameRequired],
      [{ displayName: 'Invoice', category: 'receipt' }, pdfFile, sharedFileMessages.categoryInvalid],
      [{ displayName: 'Invoice' }, null, sharedFileMessages.fileMissing],
      [{ displayName: 'Invoice' }, { ...pdfFile, field: 'document' }, 'Send the file in the file field.'],
    ];
    for (const [fields, file, message] of cases) {
      const response = await share(user.id, fields, file);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await storedFiles(t)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('takes one file per upload', async () => {
    const user = await insertClient(t);
    const before = await storedFiles(t);
    const form = new FormData();
    form.append('displayName', 'Two files');
    form.append('file', new Blob([sampleFiles.pdf], { type: 'application/pdf' }), 'a.pdf');
    form.append('file', new Blob([sampleFiles.pdf], { type: 'application/pdf' }), 'b.pdf');
    const request = new Request('http://localhost', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/files`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { origin: 'http://localhost:5000', 'content-type': request.headers.get('content-type')!, cookie: admin.sessionCookie()! },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Too many files in one request.');
    expect(await storedFiles(t)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('removes the stored file when the row cannot be written', async () => {
    const user = await insertClient(t);
    const before = await storedFiles(t);
    const db = t.app.ctx.db;
    await db.execute(
      sql.raw(
        `create function refuse_shared_file() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
      ),
    );
    await db.execute(
      sql.raw('create trigger refuse_shared_file before insert on shared_files for each row execute function refuse_shared_file()'),
    );
    try {
      const response = await share(user.id, { displayName: 'Invoice' });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_shared_file on shared_files'));
      await db.execute(sql.raw('drop function refuse_shared_file'));
    }
    expect(await storedFiles(t)).toEqual(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('answers 404 User not found for an unknown, malformed or admin id, storing nothing', async () => {
    const before = await storedFiles(t);
    const adminId = (await admin.get('/api/auth/user')).json<{ id: string }>().id;
    for (const id of [UNKNOWN_ID, 'not-an-id', adminId]) {
      const response = await share(id, { displayName: 'Invoice' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'User not found' });
      expect((await admin.get(`/api/admin/users/${id}/files`)).json()).toEqual({ code: 'not_found', message: 'User not found' });
    }
    expect(await storedFiles(t)).toEqual(before);
  });

  it('shares with a co-tenant as with anyone: files are per person', async () => {
    const leader = await insertClient(t, { fullName: 'Group Leader' });
    const member = await signedInClient(t, { fullName: 'Group Member' });
    await insertGroup(t, leader.id, { members: [member.user.id] });
    const record = await sharedWith(member.user.id, { displayName: 'Member contract', category: 'contract' });
    expect((await member.http.get('/api/user/shared-files')).json()).toEqual([record]);
    expect(await rowsOf(leader.id)).toEqual([]);
  });
});

describe('access', () => {
  it('refuses a client on every admin route (403) and a visitor everywhere (401), changing nothing', async () => {
    const client = await signedInClient(t);
    const record = await sharedWith(client.user.id);
    const before = await storedFiles(t);
    const visitor = httpSession(t.app);

    expect((await share(client.user.id, { displayName: 'Mine' }, pdfFile, client.http)).statusCode).toBe(403);
    expect((await client.http.get(`/api/admin/users/${client.user.id}/files`)).statusCode).toBe(403);
    expect((await client.http.delete(`/api/admin/files/${record.id}`)).statusCode).toBe(403);
    expect((await client.http.get(`/api/admin/files/${record.id}/download`)).statusCode).toBe(403);

    expect((await share(client.user.id, { displayName: 'Anon' }, pdfFile, visitor)).statusCode).toBe(401);
    for (const url of [
      `/api/admin/users/${client.user.id}/files`,
      `/api/admin/files/${record.id}/download`,
      '/api/user/shared-files',
      `/api/user/shared-files/${record.id}/download`,
    ]) {
      expect((await visitor.get(url)).statusCode, url).toBe(401);
    }
    expect((await visitor.delete(`/api/admin/files/${record.id}`)).statusCode).toBe(401);

    // An admin is not a client: the client routes are theirs alone.
    expect((await admin.get('/api/user/shared-files')).statusCode).toBe(403);
    expect((await admin.get(`/api/user/shared-files/${record.id}/download`)).statusCode).toBe(403);

    expect(await storedFiles(t)).toEqual(before);
    expect(await rowsOf(client.user.id)).toMatchObject([{ id: record.id, downloadCount: 0, downloadedAt: null }]);
  });
});

describe('the client’s files', () => {
  it('lists only the client’s own files, newest first', async () => {
    const client = await signedInClient(t);
    const other = await signedInClient(t);
    const first = await sharedWith(client.user.id, { displayName: 'First' });
    t.clock.advance(60);
    const second = await sharedWith(client.user.id, { displayName: 'Second' });
    await sharedWith(other.user.id, { displayName: 'Not yours' });

    const mine = await client.http.get('/api/user/shared-files');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([second, first]);
    expect((await admin.get(`/api/admin/users/${client.user.id}/files`)).json()).toEqual([second, first]);
  });

  it('downloads as an attachment with nosniff, recording the first download and counting each', async () => {
    const client = await signedInClient(t);
    const record = await sharedWith(client.user.id, { displayName: 'Invoice' });
    t.clock.advance(3600);
    const firstTime = t.clock.now().toISOString();

    const response = await client.http.get(`/api/user/shared-files/${record.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-march.pdf"; filename*=UTF-8''invoice-march.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });

    t.clock.advance(3600);
    expect((await client.http.get(`/api/user/shared-files/${record.id}/download`)).statusCode).toBe(200);
    const [listed] = (await client.http.get('/api/user/shared-files')).json<SharedFileRecord[]>();
    expect(listed).toMatchObject({ isDownloaded: true, downloadedAt: firstTime });
    expect(await rowsOf(client.user.id)).toMatchObject([{ downloadCount: 2 }]);
  });

  it('answers 404 for another client’s file, an unknown id and a malformed one, recording nothing', async () => {
    const client = await signedInClient(t);
    const other = await signedInClient(t);
    const theirs = await sharedWith(other.user.id);
    for (const id of [theirs.id, UNKNOWN_ID, 'nope']) {
      const response = await client.http.get(`/api/user/shared-files/${id}/download`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: sharedFileMessages.notFound });
    }
    expect(await rowsOf(other.user.id)).toMatchObject([{ downloadCount: 0, downloadedAt: null }]);
  });

  it('answers 404 when the stored file has gone, recording nothing', async () => {
    const client = await signedInClient(t);
    const record = await sharedWith(client.user.id);
    const [row] = await rowsOf(client.user.id);
    await t.app.ctx.storage.delete(row!.fileKey);
    expect((await client.http.get(`/api/user/shared-files/${record.id}/download`)).statusCode).toBe(404);
    expect(await rowsOf(client.user.id)).toMatchObject([{ downloadCount: 0, downloadedAt: null }]);
  });
});

describe('the admin’s download and deletion', () => {
  it('lets the admin download a file without counting it as the client’s download', async () => {
    const user = await insertClient(t);
    const record = await sharedWith(
      user.id,
      { displayName: 'Plan' },
      { bytes: sampleFiles.png, name: 'plan.png', type: 'image/png', field: 'file' },
    );
    const response = await admin.get(`/api/admin/files/${record.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(await rowsOf(user.id)).toMatchObject([{ downloadCount: 0, downloadedAt: null }]);
    expect((await admin.get(`/api/admin/files/${UNKNOWN_ID}/download`)).statusCode).toBe(404);
  });

  it('deletes the row, then the stored file; the client no longer sees it', async () => {
    const client = await signedInClient(t);
    const record = await sharedWith(client.user.id);
    const [row] = await rowsOf(client.user.id);
    expect(await storedFiles(t)).toContain(row!.fileKey);

    const response = await admin.delete(`/api/admin/files/${record.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await rowsOf(client.user.id)).toEqual([]);
    await t.runJobs();
    expect(await storedFiles(t)).not.toContain(row!.fileKey);
    expect((await client.http.get('/api/user/shared-files')).json()).toEqual([]);
    expect((await client.http.get(`/api/user/shared-files/${record.id}/download`)).statusCode).toBe(404);

    const again = await admin.delete(`/api/admin/files/${record.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: sharedFileMessages.notFound });
    expect((await admin.delete('/api/admin/files/not-an-id')).statusCode).toBe(404);
  });

  it('still removes the row when the stored file cannot be removed (logged, never a row pointing to nothing)', async () => {
    const user = await insertClient(t);
    const fileKey = `shared-files/${'x'.repeat(32)}`;
    // A directory where the file should be: removing it as a file fails.
    await mkdir(path.join(t.dataDir, 'uploads', fileKey), { recursive: true });
    const [row] = await t.app.ctx.db
      .insert(sharedFiles)
      .values({
        userId: user.id,
        displayName: 'Stuck',
        fileKey,
        contentType: 'application/pdf',
        originalFileName: 'stuck.pdf',
        sizeBytes: 10,
      })
      .returning();
    const response = await admin.delete(`/api/admin/files/${row!.id}`);
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(user.id)).toEqual([]);
    // The key waits in the removal queue; once the disk recovers, the recurring sweep removes the file.
    await t.runJobs();
    expect(await t.app.ctx.db.select({ fileKey: pendingFileRemovals.fileKey }).from(pendingFileRemovals)).toEqual([{ fileKey }]);
    await rm(path.join(t.dataDir, 'uploads', fileKey), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', fileKey), sampleFiles.pdf);
    t.clock.advance(10 * 60);
    await t.runJobs();
    expect(await t.app.ctx.db.select().from(pendingFileRemovals)).toEqual([]);
    expect(await storedFiles(t)).not.toContain(fileKey);
  });
});
