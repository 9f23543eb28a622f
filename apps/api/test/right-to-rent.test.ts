import { ukCalendarDate } from '@nestway/core/booking';
import { addCalendarDays, reminderRunAt, RIGHT_TO_RENT_REMINDER_DAYS } from '@nestway/core/expiry-reminders';
import { rightToRentMessages, type RightToRentFollowUps, type RightToRentRecord } from '@nestway/core/right-to-rent';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, jobs, pendingFileRemovals, rightToRentChecks, rightToRentShareCodes, users } from '../db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { insertClient, signedInClient, uniqueEmail } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import type { HttpSession } from './support/http-session';
import { sampleFiles, sendForm } from './support/multipart';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: HttpSession;
let adminEmail: string;
const otherStaff = { email: uniqueEmail('staff-two'), fullName: 'Second Staff' };
const formerStaff = { email: uniqueEmail('staff-gone'), fullName: 'Former Staff' };

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin('r2r'));
  adminEmail = 'r2r-admin@nestway.test';
  const passwordHash = await hashPassword('staff-password-1');
  await t.app.ctx.db.insert(users).values([
    { ...otherStaff, passwordHash, role: 'admin' },
    { ...formerStaff, passwordHash, role: 'admin', deactivatedAt: t.clock.now() },
  ]);
});
afterAll(() => t.close());

const today = () => ukCalendarDate(t.clock.now());
const inDays = (days: number) => addCalendarDays(today(), days);
const pdf = { bytes: sampleFiles.pdf, name: 'home-office-result.pdf', type: 'application/pdf', field: 'resultPdf' };

function recordCheck(userId: string, fields: Record<string, string>, file?: typeof pdf, as: HttpSession = admin) {
  return sendForm(t.app, as, 'PUT', `/api/admin/users/${userId}/right-to-rent`, fields, file);
}

async function recorded(userId: string, fields: Record<string, string>, file?: typeof pdf): Promise<RightToRentRecord> {
  // A second apart, as two real recordings are: the latest check is the last recorded.
  t.clock.advance(1);
  const response = await recordCheck(userId, fields, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RightToRentRecord>();
}

const remindersFor = (checkId: string) =>
  t.app.ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'expiry_reminder'), sql`${jobs.payload} ->> 'recordId' = ${checkId}`));

/** Runs the jobs due and answers who has received a reminder about this client: the client and the staff. */
async function remindersAbout(client: { email: string; fullName: string }): Promise<string[]> {
  await t.runJobs();
  // Let the SMTP sink finish reading what the jobs sent.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const delivered = await t.mail.delivered();
  return delivered
    .filter(
      (m) =>
        m.subject === `${client.fullName}: Right to Rent permission ends on ${m.subject.split(' ends on ')[1]}` ||
        (m.subject.startsWith('Your Right to Rent permission ends on') && m.to.includes(client.email.toLowerCase())),
    )
    .flatMap((m) => m.to)
    .sort();
}

describe('the client gives a share code', () => {
  it('stores it normalised, answers it as the Home Office writes it, and flags it after 90 days', async () => {
    const { user, http } = await signedInClient(t);
    expect((await http.get('/api/right-to-rent')).json()).toEqual({
      shareCode: null,
      dateOfBirth: null,
      shareCodeGivenAt: null,
      needsNewShareCode: false,
      check: null,
    });
    const given = await http.put('/api/right-to-rent', { shareCode: ' w4x 7yt-9pq ', dateOfBirth: '2001-04-30' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ shareCode: 'W4X 7YT 9PQ', dateOfBirth: '2001-04-30', needsNewShareCode: false });
    const [row] = await t.app.ctx.db.select().from(rightToRentShareCodes).where(eq(rightToRentShareCodes.userId, user.id));
    expect(row!.shareCode).toBe('W4X7YT9PQ');

    const ninetyOneDaysAgo = new Date(t.clock.now().getTime() - 91 * 24 * 60 * 60_000);
    await t.app.ctx.db.update(rightToRentShareCodes).set({ givenAt: ninetyOneDaysAgo }).where(eq(rightToRentShareCodes.userId, user.id));
    expect((await http.get('/api/right-to-rent')).json()).toMatchObject({ needsNewShareCode: true });
    await http.put('/api/right-to-rent', { shareCode: 'AB12CD34E', dateOfBirth: '2001-04-30' });
    expect((await http.get('/api/right-to-rent')).json()).toMatchObject({ shareCode: 'AB1 2CD 34E', needsNewShareCode: false });
  });

  it('refuses a code that is not 9 letters and digits, and a birth date that is not real or is in the future', async () => {
    const { http } = await signedInClient(t);
    for (const body of [
      { shareCode: 'W4X7YT9P', dateOfBirth: '2001-04-30' },
      { shareCode: 'W4X7YT9P!', dateOfBirth: '2001-04-30' },
      { shareCode: 'W4X7YT9PQ', dateOfBirth: '2001-02-30' },
      { shareCode: 'W4X7YT9PQ', dateOfBirth: inDays(1) },
    ]) {
      const response = await http.put('/api/right-to-rent', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await http.put('/api/right-to-rent', { shareCode: 'short', dateOfBirth: '2001-04-30' })).json()).toMatchObject({
      message: rightToRentMessages.shareCode,
    });
    expect((await http.get('/api/right-to-rent')).json()).toMatchObject({ shareCode: null });
  });
});

describe('who may do what', () => {
  it('keeps the admin routes from clients and signed-out callers, and a client sees only their own code', async () => {
    const owner = await signedInClient(t);
    await owner.http.put('/api/right-to-rent', { shareCode: 'W4X7YT9PQ', dateOfBirth: '2001-04-30' });
    const other = await signedInClient(t);
    expect((await recordCheck(owner.user.id, { checkedOn: today(), outcome: 'unlimited' }, undefined, other.http)).statusCode).toBe(403);
    expect((await other.http.get(`/api/admin/users/${owner.user.id}/right-to-rent`)).statusCode).toBe(403);
    expect((await other.http.get('/api/admin/right-to-rent/follow-ups')).statusCode).toBe(403);
    expect((await other.http.get('/api/right-to-rent')).json()).toMatchObject({ shareCode: null });
    expect((await admin.get('/api/right-to-rent')).statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/right-to-rent' });
    expect(signedOut.statusCode).toBe(401);
    expect((await admin.get(`/api/admin/users/${owner.user.id}/right-to-rent`)).json()).toMatchObject({ shareCode: 'W4X 7YT 9PQ' });
  });
});

describe('the staff record a check', () => {
  it('requires the end date for a time-limited permission, and only then, and a PDF as the result', async () => {
    const client = await insertClient(t, { fullName: uniqueEmail('Client') });
    const limited = await recordCheck(client.id, { checkedOn: today(), outcome: 'time-limited' });
    expect(limited.statusCode).toBe(400);
    expect(limited.json()).toMatchObject({ message: rightToRentMessages.expiresRequired });
    const unlimited = await recordCheck(client.id, { checkedOn: today(), outcome: 'unlimited', permissionExpiresOn: inDays(100) });
    expect(unlimited.json()).toMatchObject({ message: rightToRentMessages.expiresNotAllowed });
    const png = { bytes: sampleFiles.png, name: 'result.png', type: 'image/png', field: 'resultPdf' };
    expect((await recordCheck(client.id, { checkedOn: today(), outcome: 'unlimited' }, png)).statusCode).toBe(415);
    expect((await recordCheck(client.id, { checkedOn: today(), outcome: 'maybe' })).statusCode).toBe(400);
    // A year typed short ('0027') is refused, not a 500 from scheduling its reminder.
    const shortYear = await recordCheck(client.id, { checkedOn: today(), outcome: 'time-limited', permissionExpiresOn: '0027-06-30' });
    expect(shortYear.statusCode, shortYear.body).toBe(400);
    expect((await recordCheck(client.id, { checkedOn: '0026-11-25', outcome: 'unlimited' })).statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(rightToRentChecks).where(eq(rightToRentChecks.userId, client.id))).toEqual([]);
  });

  it('keeps the PDF, opens it to staff as an audited read, and removes it with the client', async () => {
    const client = await insertClient(t, { fullName: uniqueEmail('Client') });
    const record = await recorded(client.id, { checkedOn: today(), outcome: 'unlimited' }, pdf);
    expect(record.check).toMatchObject({ outcome: 'unlimited', permissionExpiresOn: null, resultFileName: 'home-office-result.pdf' });
    const download = await admin.get(`/api/admin/right-to-rent/checks/${record.check!.id}/result`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    const reads = await t.app.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.clientId, client.id), eq(auditEntries.action, 'right_to_rent.read')));
    expect(reads).toHaveLength(1);

    const [row] = await t.app.ctx.db.select().from(rightToRentChecks).where(eq(rightToRentChecks.id, record.check!.id));
    const fileKey = row!.fileKey!;
    expect((await admin.delete(`/api/admin/users/${client.id}`)).statusCode).toBe(200);
    const removals = await t.app.ctx.db.select().from(pendingFileRemovals).where(eq(pendingFileRemovals.fileKey, fileKey));
    expect(removals).toHaveLength(1);
  });

  it('sends the reminder at once when its day has passed', async () => {
    const client = await insertClient(t, { fullName: uniqueEmail('Client') });
    await recorded(client.id, { checkedOn: today(), outcome: 'time-limited', permissionExpiresOn: inDays(10) });
    expect(await remindersAbout(client)).toContain(client.email.toLowerCase());
  });

  it('replaces the reminder when the check is recorded again; a reminder of a replaced check sends nothing', async () => {
    const client = await insertClient(t, { fullName: uniqueEmail('Client') });
    const first = await recorded(client.id, { checkedOn: today(), outcome: 'time-limited', permissionExpiresOn: inDays(60) });
    const second = await recorded(client.id, { checkedOn: today(), outcome: 'time-limited', permissionExpiresOn: inDays(200) });
    expect(await remindersFor(first.check!.id)).toEqual([]);
    expect(await remindersFor(second.check!.id)).toHaveLength(1);
    await recorded(client.id, { checkedOn: today(), outcome: 'unlimited' });
    expect(await remindersFor(second.check!.id)).toEqual([]);

    // A reminder already claimed when the check was replaced (or one whose date was changed) re-reads the record.
    await t.app.ctx.db.insert(jobs).values({
      kind: 'expiry_reminder',
      payload: { subject: 'right_to_rent', recordId: second.check!.id, expiresOn: inDays(200) },
      runAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    expect(await t.runJobs()).toBeGreaterThan(0);
    expect(await remindersAbout(client)).toEqual([]);
  });
});

describe('the dashboard card', () => {
  it('counts the clients whose latest check is time-limited and ends within 28 days or has ended', async () => {
    const listed = async () =>
      (await admin.get('/api/admin/right-to-rent/follow-ups')).json<RightToRentFollowUps>().map(({ clientId }) => clientId);
    const before = await listed();
    const endingSoon = await insertClient(t, { fullName: uniqueEmail('Client') });
    await recorded(endingSoon.id, { checkedOn: today(), outcome: 'time-limited', permissionExpiresOn: inDays(28) });
    const ended = await insertClient(t, { fullName: uniqueEmail('Client') });
    await recorded(ended.id, { checkedOn: inDays(-400), outcome: 'time-limited', permissionExpiresOn: inDays(-3) });
    const later = await insertClient(t, { fullName: uniqueEmail('Client') });
    await recorded(later.id, { checkedOn: today(), outcome: 'time-limited', permissionExpiresOn: inDays(29) });
    const renewed = await insertClient(t, { fullName: uniqueEmail('Client') });
    await recorded(renewed.id, { checkedOn: today(), outcome: 'time-limited', permissionExpiresOn: inDays(5) });
    await recorded(renewed.id, { checkedOn: today(), outcome: 'unlimited' });

    const after = await listed();
    expect(after.filter((id) => !before.includes(id)).sort()).toEqual([endingSoon.id, ended.id].sort());
    const answer = await admin.get(`/api/admin/users/${ended.id}/right-to-rent`);
    expect(answer.json<RightToRentRecord>().check).toMatchObject({ followUpDue: true });
  });
});

// Last: moving the clock a month on lets the hourly purge end the admin's session.
describe('the reminder day', () => {
  it('schedules the reminder 28 days before a time-limited permission ends, and e-mails the active staff and the client then', async () => {
    const client = await insertClient(t, { fullName: uniqueEmail('Client') });
    const ends = inDays(60);
    const record = await recorded(client.id, { checkedOn: today(), outcome: 'time-limited', permissionExpiresOn: ends });
    const [job] = await remindersFor(record.check!.id);
    const dueAt = reminderRunAt(ends, RIGHT_TO_RENT_REMINDER_DAYS, t.clock.now());
    expect(job!.runAt).toEqual(dueAt);
    expect(dueAt.toISOString().startsWith(addCalendarDays(ends, -28))).toBe(true);

    t.clock.setTo(new Date(dueAt.getTime() - 1000));
    expect(await remindersAbout(client)).toEqual([]);
    t.clock.setTo(dueAt);
    expect(await remindersAbout(client)).toEqual(
      [adminEmail, otherStaff.email, client.email].map((address) => address.toLowerCase()).sort(),
    );
  });
});
