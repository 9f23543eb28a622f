import { ukCalendarDate } from '@nestway/core/booking';
import { expiresOnMessages, type DocumentRecord, type DocumentType } from '@nestway/core/documents';
import { addCalendarDays, DOCUMENT_EXPIRY_REMINDER_DAYS, reminderRunAt } from '@nestway/core/expiry-reminders';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, jobs } from '../db/schema/index';
import { insertClient, signedInClient, uniqueEmail } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import type { HttpSession } from './support/http-session';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: HttpSession;
const ADMIN_EMAIL = 'expiry-admin@nestway.test';

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin('expiry'));
});
afterAll(() => t.close());

const inDays = (days: number) => addCalendarDays(ukCalendarDate(t.clock.now()), days);

async function pendingDocument(userId: string, type: DocumentType = 'passport') {
  const [row] = await t.app.ctx.db
    .insert(documents)
    .values({ userId, type, fileKey: `documents/${type}`, contentType: 'image/png', originalFileName: `${type}.png`, sizeBytes: 1 })
    .returning();
  return row!;
}

const remindersFor = (documentId: string) =>
  t.app.ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'expiry_reminder'), sql`${jobs.payload} ->> 'recordId' = ${documentId}`));

/** Runs the jobs due and answers who has had an expiry reminder about this client. */
async function remindersAbout(client: { email: string; fullName: string }): Promise<string[]> {
  await t.runJobs();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return (await t.mail.delivered())
    .filter(
      (m) =>
        m.subject.startsWith(`${client.fullName}: passport ends on`) ||
        (m.subject.startsWith('Your passport ends on') && m.to.includes(client.email.toLowerCase())),
    )
    .flatMap((m) => m.to)
    .sort();
}

const newClient = () => insertClient(t, { fullName: uniqueEmail('Holder') });

describe('verifying with an expiry date', () => {
  it('keeps the spec payload working unchanged: no expiry date, no reminder', async () => {
    const client = await newClient();
    const doc = await pendingDocument(client.id);
    const response = await admin.put(`/api/documents/${doc.id}/verify`, { status: 'verified' });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentRecord>()).toMatchObject({ status: 'verified', expiresOn: null });
    expect(await remindersFor(doc.id)).toEqual([]);
  });

  it('reminds at once when the day has passed', async () => {
    const client = await newClient();
    const doc = await pendingDocument(client.id, 'passport');
    await admin.put(`/api/documents/${doc.id}/verify`, { status: 'verified', expiresOn: inDays(3) });
    expect(await remindersAbout(client)).toContain(client.email.toLowerCase());
  });

  it('refuses a date that is not real, one on a rejection or on a document that does not expire, and changes nothing', async () => {
    const client = await newClient();
    const passport = await pendingDocument(client.id);
    const statement = await pendingDocument(client.id, 'bank-statement');
    const notReal = await admin.put(`/api/documents/${passport.id}/verify`, { status: 'verified', expiresOn: '2030-02-30' });
    expect(notReal.statusCode).toBe(400);
    expect(notReal.json()).toMatchObject({ message: expiresOnMessages.invalid });
    const shortYear = await admin.put(`/api/documents/${passport.id}/verify`, { status: 'verified', expiresOn: '0030-02-28' });
    expect(shortYear.statusCode, shortYear.body).toBe(400);
    const rejected = await admin.put(`/api/documents/${passport.id}/verify`, { status: 'rejected', expiresOn: inDays(90) });
    expect(rejected.json()).toMatchObject({ code: 'bad_request', message: expiresOnMessages.notExpiring });
    const onStatement = await admin.put(`/api/documents/${statement.id}/verify`, { status: 'verified', expiresOn: inDays(90) });
    expect(onStatement.json()).toMatchObject({ code: 'bad_request', message: expiresOnMessages.notExpiring });
    const rows = await t.app.ctx.db.select().from(documents).where(eq(documents.userId, client.id));
    expect(rows.map((row) => [row.status, row.expiresOn])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    expect(await remindersFor(statement.id)).toEqual([]);
  });

  it('sends nothing when the client has since sent a newer one of that type (a renewed passport)', async () => {
    const client = await newClient();
    const old = await pendingDocument(client.id);
    await admin.put(`/api/documents/${old.id}/verify`, { status: 'verified', expiresOn: inDays(31) });
    t.clock.advance(60);
    const renewed = await pendingDocument(client.id);
    await t.app.ctx.db.update(documents).set({ createdAt: t.clock.now() }).where(eq(documents.id, renewed.id));
    await admin.put(`/api/documents/${renewed.id}/verify`, { status: 'verified', expiresOn: inDays(3650) });
    const [job] = await remindersFor(old.id);
    t.clock.setTo(job!.runAt);
    expect(await remindersAbout(client)).toEqual([]);
  });

  it('sends nothing for a document gone before its reminder (deleted with its client)', async () => {
    const client = await newClient();
    const doc = await pendingDocument(client.id, 'visa');
    await admin.put(`/api/documents/${doc.id}/verify`, { status: 'verified', expiresOn: inDays(3) });
    expect((await admin.delete(`/api/admin/users/${client.id}`)).statusCode).toBe(200);
    expect(await remindersFor(doc.id)).toEqual([]);
  });
});

// Last: moving the clock months on lets the hourly purge end the admin's session.
describe('the reminder day', () => {
  it('records the date, shows it to the client, and reminds the client and the staff 30 days before', async () => {
    const { user, http } = await signedInClient(t, { fullName: uniqueEmail('Holder') });
    const doc = await pendingDocument(user.id);
    const expiresOn = inDays(90);
    const response = await admin.put(`/api/documents/${doc.id}/verify`, { status: 'verified', notes: 'Fine', expiresOn });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ expiresOn });
    expect((await http.get('/api/documents')).json<DocumentRecord[]>()).toMatchObject([{ id: doc.id, expiresOn }]);
    const [job] = await remindersFor(doc.id);
    const dueAt = reminderRunAt(expiresOn, DOCUMENT_EXPIRY_REMINDER_DAYS, t.clock.now());
    expect(job!.runAt).toEqual(dueAt);
    expect(ukCalendarDate(dueAt)).toBe(addCalendarDays(expiresOn, -30));
    expect(await remindersAbout(user)).toEqual([]);

    t.clock.setTo(dueAt);
    expect(await remindersAbout(user)).toEqual([ADMIN_EMAIL, user.email.toLowerCase()].sort());
  });
});
