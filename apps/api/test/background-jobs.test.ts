import { randomUUID } from 'node:crypto';
import { ukCalendarDate } from '@nestway/core/booking';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, emailVerifications, jobs, passwordResets, rateLimits, retainedPayments, sessions } from '../db/schema/index';
import { claimDueJobs, enqueueJob } from '../src/jobs/queue';
import { backoffFor } from '../src/jobs/retry-policy';
import { queueDueSchedules } from '../src/jobs/schedules';
import { queueMail } from '../src/mail/outbox';
import { registerUser, signedInClient } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The job queue's promises, on whichever database the suite runs (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): a job exists exactly when its change commits, each runs once however many
 * workers look, a job whose worker died runs again, and recurring jobs are queued once per due time.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;
const notice = (to: string, subject: string) => ({ message: { to, subject, text: subject, html: `<p>${subject}</p>` }, userId: null });

describe('queueing with a change', () => {
  it('keeps the e-mail and its job when the change commits, and neither when it rolls back', async () => {
    await db()
      .transaction(async (tx) => {
        await queueMail(t.app.ctx, tx, notice('rolled-back@example.com', 'Never sent'));
        throw new Error('the change fails after queueing');
      })
      .catch(() => undefined);
    await db().transaction((tx) => queueMail(t.app.ctx, tx, notice('committed@example.com', 'Sent once')));

    expect((await db().select({ to: emails.toAddress }).from(emails)).map((row) => row.to)).not.toContain('rolled-back@example.com');
    const delivered = await t.mail.delivered();
    expect(delivered.filter((mail) => mail.to.includes('committed@example.com'))).toHaveLength(1);
    expect(delivered.some((mail) => mail.to.includes('rolled-back@example.com'))).toBe(false);
  });
});

describe('claiming', () => {
  it('sends each of 30 e-mails once when two workers run at the same moment', async () => {
    await db().transaction(async (tx) => {
      for (let n = 0; n < 30; n++) await queueMail(t.app.ctx, tx, notice(`race-${n}@example.com`, `Race ${n}`));
    });
    const [first, second] = await Promise.all([t.app.jobWorker.runDue(), t.app.jobWorker.runDue()]);
    expect(first! + second!).toBe(30);
    const received = (await t.mail.delivered()).flatMap((mail) => mail.to).filter((to) => to.startsWith('race-'));
    expect(received).toHaveLength(30);
    expect(new Set(received).size).toBe(30);
  });

  it('runs a job again once the lease of a worker that died holding it runs out, and only then', async () => {
    await db().transaction((tx) => queueMail(t.app.ctx, tx, notice('orphan@example.com', 'Claimed by a dead worker')));
    // A worker claims it and dies before finishing.
    const [claimed] = await claimDueJobs(db(), t.clock.now(), 1);
    expect(claimed).toMatchObject({ kind: 'send_email', status: 'running', attempts: 1 });

    await t.runJobs();
    expect((await t.mail.delivered()).some((mail) => mail.to.includes('orphan@example.com'))).toBe(false);

    t.clock.advance(5 * 60);
    await t.runJobs();
    expect((await t.mail.delivered()).filter((mail) => mail.to.includes('orphan@example.com'))).toHaveLength(1);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, claimed!.id));
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('records a job of a kind no worker knows as failed, without retrying it', async () => {
    await enqueueJob(db(), { kind: 'no_such_kind' as 'purge_expired', payload: {}, runAt: t.clock.now() });
    await t.runJobs();
    const [row] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'no_such_kind' as string));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'No handler for jobs of kind no_such_kind' });
  });
});

describe('the retry policy of e-mail', () => {
  const policy = backoffFor(24 * 60 * 60_000, () => 0.5);
  const queuedAt = new Date('2027-01-10T09:00:00Z');
  const after = (attempts: number, elapsedMs: number) =>
    policy({ attempts, createdAt: queuedAt, now: new Date(queuedAt.getTime() + elapsedMs) });

  it('tries again within 30 s, then doubles the wait up to 10 minutes, for a day', () => {
    expect(after(1, 0)!.getTime() - queuedAt.getTime()).toBe(15_000);
    expect(after(2, 0)!.getTime() - queuedAt.getTime()).toBe(30_000);
    expect(after(7, 0)!.getTime() - queuedAt.getTime()).toBe(600_000);
    expect(after(60, 0)!.getTime() - queuedAt.getTime()).toBe(600_000);
    expect(after(150, 23 * 60 * 60_000)).not.toBeNull();
    expect(after(151, 24 * 60 * 60_000)).toBeNull();
  });

  it('spreads the retries of many e-mails by a fifth either way', () => {
    const early = backoffFor(24 * 60 * 60_000, () => 0)({ attempts: 1, createdAt: queuedAt, now: queuedAt });
    const late = backoffFor(24 * 60 * 60_000, () => 0.999_999)({ attempts: 1, createdAt: queuedAt, now: queuedAt });
    expect(early!.getTime() - queuedAt.getTime()).toBe(12_000);
    expect(late!.getTime() - queuedAt.getTime()).toBeGreaterThanOrEqual(17_999);
    expect(late!.getTime() - queuedAt.getTime()).toBeLessThanOrEqual(18_000);
  });
});

describe('recurring jobs', () => {
  it('are queued once per due time, however many instances look at once', async () => {
    await t.runJobs();
    const countOf = async (kind: 'purge_expired' | 'sweep_file_removals') =>
      (await db().select().from(jobs).where(eq(jobs.kind, kind))).length;
    const before = { purge: await countOf('purge_expired'), sweep: await countOf('sweep_file_removals') };

    const now = t.clock.now();
    const queued = await Promise.all([1, 2, 3].map(() => queueDueSchedules(db(), now, () => {})));
    expect(queued).toEqual([0, 0, 0]);

    t.clock.advance(60 * 60);
    const later = t.clock.now();
    const queuedLater = await Promise.all([1, 2, 3].map(() => queueDueSchedules(db(), later, () => {})));
    // Hourly purge, 10-minute file sweep, 15-minute upload sweep: each due once, queued by one of the three.
    expect(queuedLater.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(await countOf('purge_expired')).toBe(before.purge + 1);
    expect(await countOf('sweep_file_removals')).toBe(before.sweep + 1);
  });

  it('purge what has expired, and keep what is live', async () => {
    const stale = await signedInClient(t);
    const unverified = await registerUser(t);
    const live = await signedInClient(t);
    // Tax records of deleted clients (decision 034): one whose keeping ends within the month, one kept for years.
    const taxRecord = (keepUntil: string) => ({
      id: randomUUID(),
      amountPence: 250_00,
      type: 'initial',
      method: 'bank_transfer' as const,
      status: 'verified' as const,
      paidAt: t.clock.now(),
      retainedAt: t.clock.now(),
      keepUntil,
    });
    const [lapsing, kept] = [taxRecord(ukCalendarDate(t.clock.now())), taxRecord('2099-04-05')];
    await db().insert(retainedPayments).values([lapsing, kept]);
    expect((await live.http.post('/api/auth/forgot-password', { email: live.user.email })).statusCode).toBe(200);
    await t.runJobs();

    // A month later the first sessions have expired; the verification link and the reset link too.
    t.clock.advance(31 * 24 * 60 * 60);
    const fresh = await signedInClient(t);
    await t.runJobs();

    const sessionOwners = (await db().select({ userId: sessions.userId }).from(sessions)).map((row) => row.userId);
    expect(sessionOwners).not.toContain(stale.user.id);
    expect(sessionOwners).toContain(fresh.user.id);
    expect(await db().select().from(emailVerifications).where(eq(emailVerifications.userId, unverified.user.id))).toEqual([]);
    expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, live.user.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `reset:email:${live.user.email}`)),
    ).toEqual([]);
    expect((await db().select({ id: retainedPayments.id }).from(retainedPayments)).map(({ id }) => id)).toEqual(
      expect.arrayContaining([kept.id]),
    );
    expect(await db().select().from(retainedPayments).where(eq(retainedPayments.id, lapsing.id))).toEqual([]);
    // Jobs done more than a week ago are gone; the purge that just ran is kept.
    const done = await db()
      .select({ createdAt: jobs.createdAt })
      .from(jobs)
      .where(and(eq(jobs.status, 'done')));
    expect(done.every((job) => job.createdAt.getTime() > t.clock.now().getTime() - 7 * 24 * 60 * 60_000)).toBe(true);
  });
});
