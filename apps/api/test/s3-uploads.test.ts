import { randomBytes } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { documentMessages, type DocumentRecord } from '@nestway/core/documents';
import { MAX_UPLOAD_BYTES } from '@nestway/core/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../test-support/s3-server';
import { documents } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { insertPayment } from './support/factories';
import { sampleFiles, sendForm, type FilePart } from './support/multipart';
import { storedFiles } from './support/stored-files';
import { createTestApp, type TestApp } from './support/test-app';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 's3-admin@nestway.test', password: 'admin-password-1' };

let s3: S3TestServer;
let bucket: S3Client;
let t: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ ...s3.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = httpSession(t.app);
  await signInStaff(t, admin, ADMIN);
  // The test's own view of the bucket, beside the app's.
  bucket = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
});
afterAll(async () => {
  bucket.destroy();
  await t.close();
  await s3.close();
});

async function keysInBucket(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const { Body } = await bucket.send(new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key }));
  return Buffer.from(await Body!.transformToByteArray());
}

async function paidClient() {
  const client = await signedInClient(t);
  await insertPayment(t, client.user.id, { status: 'verified' });
  return client;
}

const upload = (http: HttpSession, files: FilePart | FilePart[]) =>
  sendForm(t.app, http, 'POST', '/api/documents', { type: 'bank-statement' }, files);

describe('uploads with S3_BUCKET set', () => {
  it('stores a document in the bucket, nothing on local disk, and the admin downloads it back byte for byte', async () => {
    const { user, http } = await paidClient();
    // 6 MB: over one 5 MB part, so it reaches the bucket as a multipart upload.
    const statement = Buffer.concat([sampleFiles.pdf, randomBytes(6 * 1024 * 1024)]);
    const response = await upload(http, { bytes: statement, name: 'statement.pdf', type: 'application/pdf', field: 'documents' });
    expect(response.statusCode).toBe(201);
    const [created] = response.json<DocumentRecord[]>();

    const [row] = await t.app.ctx.db.select().from(documents).where(eq(documents.userId, user.id));
    expect(row!.sizeBytes).toBe(statement.length);
    expect(await keysInBucket()).toContain(row!.fileKey);
    expect((await objectBytes(row!.fileKey!)).equals(statement)).toBe(true);
    expect(await storedFiles(t)).toEqual([]);

    const download = await admin.get(`/api/admin/documents/${created!.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(statement)).toBe(true);
  });

  it('answers a refused type with 415 and an oversize file with 413, leaving nothing in the bucket', async () => {
    const { http } = await paidClient();
    const before = await keysInBucket();
    const html = {
      bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
      name: 'statement.pdf',
      type: 'application/pdf',
      field: 'documents',
    };
    const refused = await upload(http, html);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ message: documentMessages.wrongType });
    const huge = {
      bytes: Buffer.concat([sampleFiles.pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]),
      name: 'huge.pdf',
      type: 'application/pdf',
      field: 'documents',
    };
    expect((await upload(http, huge)).statusCode).toBe(413);
    expect(await keysInBucket()).toEqual(before);
  });
});
