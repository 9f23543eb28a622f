import net from 'node:net';
import { emailMessages, type SentEmail } from '@nestway/core/emails';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../test-support/free-port';
import { startSmtpSink, type SmtpSink } from '../../../test-support/smtp-sink';
import { emails } from '../db/schema/index';
import { uniqueEmail } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { createTestApp, type TestApp } from './support/test-app';
import { signInStaff } from './support/staff-sign-in';

/**
 * What happens to e-mail when the mail server fails: requests never wait for it, and nothing is lost.
 * Each test points the app at a port it controls on 127.0.0.1: nothing there (an outage), a server
 * that accepts and never answers (a stall), then a real SMTP sink on the same port (the recovery).
 */

const ADMIN = { email: 'mail-admin@nestway.test', password: 'admin-password-1' };
const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((resource) => resource.close()));
});

async function appWithMailAt(port: number, options: Parameters<typeof createTestApp>[1] = {}) {
  const t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    options,
  );
  opened.push(t);
  const admin = httpSession(t.app);
  expect((await signInStaff(t, admin, ADMIN)).statusCode).toBe(200);
  return { t, admin };
}

async function sinkAt(port: number): Promise<SmtpSink> {
  const sink = await startSmtpSink(undefined, { port });
  opened.push(sink);
  return sink;
}

async function register(t: TestApp, label: string) {
  const email = uniqueEmail(label);
  const response = await httpSession(t.app).post('/api/auth/register', {
    fullName: 'Ada Tenant',
    email,
    password: 'secret1',
    confirmPassword: 'secret1',
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json<{ user: { id: string } }>().user.id, email };
}

const emailsOf = async (admin: HttpSession, userId: string) => {
  const response = await admin.get(`/api/admin/users/${userId}/emails`);
  expect(response.statusCode).toBe(200);
  return response.json<SentEmail[]>();
};

describe('a mail server that refuses connections', () => {
  // Each test has an app of its own, sending to a port where nothing listens until the test starts a sink there.
  let port: number;
  let t: TestApp;
  let admin: HttpSession;
  beforeEach(async () => {
    port = await freePort();
    ({ t, admin } = await appWithMailAt(port));
  });

  // Three registrations (argon2 each) and 20 runs of the job queue, each trying four e-mails: 2.8 s in a suite run on main.
  it(
    'loses nothing during a 5-minute outage: every e-mail is retried and delivered once the server is back',
    { timeout: 15_000 },
    async () => {
      const users = [await register(t, 'outage-a'), await register(t, 'outage-b'), await register(t, 'outage-c')];
      expect((await httpSession(t.app).post('/api/auth/forgot-password', { email: users[0]!.email })).statusCode).toBe(200);

      await t.runJobs();
      const queuedAt = t.clock.now().getTime();
      for (const user of users) {
        const [verification] = await emailsOf(admin, user.id);
        expect(verification).toMatchObject({ status: 'retrying', attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });
        // The first retry comes 15 s later, give or take a fifth.
        const nextTry = Date.parse(verification!.nextAttemptAt!) - queuedAt;
        expect(nextTry).toBeGreaterThanOrEqual(12_000);
        expect(nextTry).toBeLessThanOrEqual(18_000);
      }

      // Five minutes of outage, the worker trying each e-mail as it falls due.
      for (let second = 0; second < 5 * 60; second += 15) {
        t.clock.advance(15);
        await t.runJobs();
      }
      const duringOutage = await t.app.ctx.db.select().from(emails);
      expect(duringOutage).toHaveLength(4);
      expect(duringOutage.every((row) => row.status === 'retrying' && row.attempts >= 4)).toBe(true);

      const sink = await sinkAt(port);
      t.clock.advance(10 * 60);
      await t.runJobs();
      const expected = [...users.map((user) => user.email), users[0]!.email];
      expect(sink.messages.flatMap((mail) => mail.to).sort()).toEqual(expected.sort());
      expect((await t.app.ctx.db.select().from(emails)).every((row) => row.status === 'delivered' && row.body === null)).toBe(true);
      expect((await emailsOf(admin, users[0]!.id)).map((email) => email.status)).toEqual(['delivered', 'delivered']);
    },
  );

  // A day of retries every 10 minutes is 150 runs of the job queue: more than a test's default 5 s on a busy machine.
  it('gives up after a day, shows the e-mail failed, and sends a notice again when the admin asks', { timeout: 30_000 }, async () => {
    const user = await register(t, 'give-up');
    const override = await admin.put(`/api/admin/users/${user.id}/status-override`, { targetStep: 'consultation', notes: null });
    expect(override.statusCode).toBe(200);

    const start = t.clock.now().getTime();
    while (t.clock.now().getTime() - start <= 25 * 60 * 60_000) {
      await t.runJobs();
      t.clock.advance(10 * 60);
    }
    const sent = await emailsOf(admin, user.id);
    const notice = sent.find((email) => email.subject.startsWith('Your application'));
    const verification = sent.find((email) => email.subject.endsWith('verification code'));
    expect(notice).toMatchObject({ subject: 'Your application is now at: Consultation', status: 'failed', canResend: true });
    expect(notice!.attempts).toBeGreaterThan(140);
    expect(verification).toMatchObject({ status: 'failed', canResend: false });
    // The admin sees that a code went, never the code.
    expect(verification!.subject).toBe('•••••• is your Nestway verification code');

    // A code or link has expired by now: only the notice can be sent again.
    expect((await admin.post(`/api/admin/emails/${verification!.id}/resend`)).json()).toEqual({
      code: 'conflict',
      message: emailMessages.notResendable,
    });
    const sink = await sinkAt(port);
    const resent = await admin.post(`/api/admin/emails/${notice!.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: notice!.id, status: 'queued', canResend: false });
    await t.runJobs();
    expect(sink.messages.map((mail) => mail.subject)).toEqual(['Your application is now at: Consultation']);
    expect((await emailsOf(admin, user.id)).find((email) => email.id === notice!.id)).toMatchObject({
      status: 'delivered',
      canResend: false,
    });
  });

  it('lifts the one-minute resend guard when the verification code could not be sent', async () => {
    const user = await register(t, 'guard');
    const tooSoon = await httpSession(t.app).post('/api/auth/resend-otp', { userId: user.id });
    expect(tooSoon.statusCode).toBe(429);

    await t.runJobs();
    const retry = await httpSession(t.app).post('/api/auth/resend-otp', { userId: user.id });
    expect(retry.statusCode).toBe(200);
  });
});

describe('a mail server that accepts and never answers', () => {
  // The worker waits in real time for the mail client's 2 s timeouts; the polls below allow up to 30 s in all.
  it(
    'holds no request: each answers while the worker waits on the silent server, and the e-mails go once it answers',
    { timeout: 30_000 },
    async () => {
      const port = await freePort();
      const held = new Set<net.Socket>();
      const silent = net.createServer((socket) => {
        held.add(socket);
        socket.on('close', () => held.delete(socket));
      });
      await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
      opened.push({ close: () => new Promise<void>((resolve) => (held.forEach((s) => s.destroy()), silent.close(() => resolve()))) });
      const shortWaits = { connectionTimeout: 2_000, greetingTimeout: 2_000, socketTimeout: 2_000 };
      const { t, admin } = await appWithMailAt(port, { jobs: 'poll', smtpTimeouts: shortWaits });

      const first = await register(t, 'stall-first');
      await expect.poll(() => held.size, { timeout: 5_000 }).toBeGreaterThan(0);
      // The worker is stuck on the silent server: these requests all answer meanwhile.
      const second = await register(t, 'stall-second');
      expect((await httpSession(t.app).post('/api/auth/forgot-password', { email: first.email })).statusCode).toBe(200);
      expect((await httpSession(t.app).post('/api/auth/resend-verification', { email: second.email })).statusCode).toBe(200);
      expect(held.size).toBeGreaterThan(0);

      // Each e-mail's try gives up on the silent server (after the short test waits) and is set to retry.
      const statuses = async () => (await t.app.ctx.db.select({ status: emails.status }).from(emails)).map((row) => row.status);
      await expect.poll(statuses, { timeout: 15_000 }).toEqual(['retrying', 'retrying', 'retrying']);
      expect((await emailsOf(admin, first.id))[0]!.lastError).toMatch(/greeting|timeout/i);

      // The server comes back: the worker, still polling, delivers each e-mail when its retry falls due.
      held.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      const sink = await sinkAt(port);
      t.clock.advance(10 * 60);
      await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(3);
      const recipients = sink.messages.flatMap((mail) => mail.to);
      expect(recipients.filter((to) => to === first.email)).toHaveLength(2);
      expect(recipients.filter((to) => to === second.email)).toHaveLength(1);
      // The sink holds a message a moment before the worker records it delivered.
      const statusesTo = async (address: string) =>
        (await t.app.ctx.db.select({ status: emails.status }).from(emails).where(eq(emails.toAddress, address))).map((row) => row.status);
      await expect.poll(() => statusesTo(first.email)).toEqual(['delivered', 'delivered']);
    },
  );
});
