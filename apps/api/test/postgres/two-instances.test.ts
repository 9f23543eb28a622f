import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../../../e2e/support/app-process';
import { freePort } from '../../../../test-support/free-port';
import { findCode } from '../../../../test-support/mail-message';
import { startS3Server, type S3TestServer } from '../../../../test-support/s3-server';
import { sampleFiles } from '../../../../test-support/fixtures/files';
import { startSmtpSink, type SmtpSink } from '../../../../test-support/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { stepAt, totpCode } from '../../../../test-support/fixtures/second-factor';

/**
 * Two instances of the real server (as processes) on one PostgreSQL database, one S3 bucket and one
 * mail server, started at the same moment on a database with no tables yet: what a deployment behind a
 * load balancer is. Nothing either instance keeps in memory may be needed by the other.
 */

const ADMIN = { email: 'two-instances-admin@nestway.test', password: 'admin-password-1' };
/** E-mails queued while both workers poll; each must arrive once. */
const REGISTRATIONS = 20;

let database: TestDatabase;
let s3: S3TestServer;
let mail: SmtpSink;
const dataDirs: string[] = [];
let instances: RunningApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3Server();
  mail = await startSmtpSink();
  const start = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'nestway-instance-'));
    dataDirs.push(dataDir);
    return startApp({
      port: await freePort(),
      from: 'source',
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: database.env.DATABASE_URL!,
        SMTP_URL: mail.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Behind the load balancer each client's address comes in X-Forwarded-For.
        TRUST_PROXY: 'true',
        ...s3.env,
      },
    });
  };
  instances = await Promise.all([start(), start()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await mail?.close();
  await s3?.close();
  await database?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

let browsers = 0;

/** A browser talking to one instance, from an address of its own, keeping the session cookie it is given. */
function browser(instance: RunningApp, address = `10.8.${++browsers >> 8}.${browsers & 255}`) {
  let cookie: string | undefined;
  const send = async (method: string, url: string, body?: string | Buffer, type = 'application/json') => {
    const response = await fetch(`${instance.url}${url}`, {
      method,
      headers: {
        'x-forwarded-for': address,
        ...(method === 'GET' ? {} : { origin: instance.url, 'content-type': type }),
        ...(cookie ? { cookie } : {}),
      },
      body,
      signal: AbortSignal.timeout(20_000),
    });
    const set = response.headers.getSetCookie().find((line) => line.startsWith('nestway_session='));
    if (set) cookie = set.split(';')[0];
    return response;
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body: unknown = {}) => send('POST', url, JSON.stringify(body)),
    form: async (url: string, form: FormData) => {
      const request = new Request('http://localhost', { method: 'POST', body: form });
      return send('POST', url, Buffer.from(await request.arrayBuffer()), request.headers.get('content-type')!);
    },
    /** The same session, on another instance. */
    sessionOn: (other: RunningApp) => {
      const moved = browser(other, address);
      moved.setCookie(cookie);
      return moved;
    },
    setCookie: (value: string | undefined) => void (cookie = value),
  };
}

describe('two instances behind one load balancer', () => {
  it('serve one another’s sessions and files, and send each e-mail once', async () => {
    const [a, b] = instances as [RunningApp, RunningApp];

    // A registers and verifies; the session it gets works on B.
    const email = `two-instances-${Date.now()}@example.com`;
    const onA = browser(a);
    const registered = await onA.post('/api/auth/register', {
      fullName: 'Ada Twice',
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(registered.status).toBe(201);
    const userId = ((await registered.json()) as { user: { id: string } }).user.id;
    const code = findCode(await mail.waitFor(email, undefined, 15_000))!;
    expect((await onA.post('/api/auth/verify-otp', { userId, otpCode: code })).status).toBe(200);
    const onB = onA.sessionOn(b);
    expect(((await (await onB.get('/api/auth/user')).json()) as { email: string }).email).toBe(email);

    // The admin shares a file through A; the client downloads it through B.
    const admin = browser(a);
    expect((await admin.post('/api/auth/login', { ...ADMIN, isAdmin: true })).status).toBe(200);
    // PostgreSQL is a real deployment: the staff member sets up a second factor before any admin call.
    const { secret } = (await (await admin.post('/api/auth/mfa/setup', {})).json()) as { secret: string };
    expect((await admin.post('/api/auth/mfa/confirm', { code: totpCode(secret, stepAt(Date.now())) })).status).toBe(200);
    const form = new FormData();
    form.append('displayName', 'Tenancy notes');
    form.append('category', 'general');
    form.append('file', new Blob([sampleFiles.pdf], { type: 'application/pdf' }), 'notes.pdf');
    const shared = await admin.form(`/api/admin/users/${userId}/files`, form);
    expect(shared.status).toBe(201);
    const sharedId = ((await shared.json()) as { id: string }).id;
    const download = await onB.get(`/api/user/shared-files/${sharedId}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(sampleFiles.pdf)).toBe(true);

    // E-mails queued by both instances, while both workers poll: each arrives exactly once.
    const addresses = Array.from({ length: REGISTRATIONS }, (_, n) => `burst-${n}-${Date.now()}@example.com`);
    const answers = await Promise.all(
      addresses.map((address, n) =>
        browser(n % 2 === 0 ? a : b).post('/api/auth/register', {
          fullName: 'Burst Tenant',
          email: address,
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 201));
    await Promise.all(addresses.map((address) => mail.waitFor(address, undefined, 20_000)));
    // Time for a second delivery, were there to be one: two polls of each worker.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const received = mail.messages.flatMap((message) => message.to).filter((to) => addresses.includes(to));
    expect(received.sort()).toEqual([...addresses].sort());
    // The client's own: the verification code, and the notice of the shared file.
    const subjects = mail.messages.filter((message) => message.to.includes(email)).map((message) => message.subject);
    expect(subjects.map((subject) => subject.replace(/^\d{6}/, 'CODE')).sort()).toEqual([
      'A new file was shared with you: Tenancy notes',
      'CODE is your Nestway verification code',
    ]);
  });
});
