import { documentMessages } from '@nestway/core/documents';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEntries, documents, emails, messages, payments, pendingFileRemovals, sharedFiles, users } from '../db/schema/index';
import { ConfigError, loadConfig } from '../src/config';
import { enqueueJob } from '../src/jobs/queue';
import { signedInClient } from './support/accounts';
import { adminTestbed, PNG } from './support/admin-testbed';
import { insertPayment } from './support/factories';
import { httpSession, type HttpSession } from './support/http-session';
import { sampleFiles, sendForm } from './support/multipart';
import { signInStaff } from './support/staff-sign-in';
import { storedFiles } from './support/stored-files';
import { insertOffer, insertViewing } from './support/viewings';

/**
 * Retention (docs/decisions/036-retention.md) through the daily apply_retention job on the test clock:
 * the warning 14 days before, once; the deletion of documents' files, payment proofs and shared files at
 * the due date (the documents' records and reviews kept, so the client's progress stands), with their keys queued for removal and the other records kept; the admin's hold; and a
 * run that fails midway, finished by its retry.
 */

const bed = adminTestbed();
const db = () => bed.t.app.ctx.db;
const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;
/** A test that uploads files for clients and runs the job several times takes seconds. */
const SLOW = 60_000;

/** One daily run, as the schedule queues it, and the jobs it queues (the e-mails, the removal sweep). */
async function runRetention() {
  await enqueueJob(db(), { kind: 'apply_retention', payload: {}, runAt: bed.t.clock.now() });
  await bed.t.runJobs();
}

/** A signed-in client with a passport, a payment proof and a file the team shared: every kind retention deletes. */
async function clientWithFiles() {
  await signInAdmin();
  const client = await signedInClient(bed.t);
  // The admin's recorded payment (verified, with its proof) opens document uploads.
  const proof = await bed.postOverride(client.user.id, { amount: '120.00', file: { bytes: PNG, type: 'image/png' } });
  expect(proof.statusCode, proof.body).toBe(201);
  const upload = await sendForm(bed.t.app, client.http, 'POST', '/api/documents', { type: 'passport' }, [
    { bytes: sampleFiles.png, name: 'passport.png', type: 'image/png', field: 'documents' },
  ]);
  expect(upload.statusCode, upload.body).toBe(201);
  const file = { bytes: sampleFiles.pdf, name: 'invoice.pdf', type: 'application/pdf', field: 'file' };
  const shared = await sendForm(bed.t.app, bed.admin, 'POST', `/api/admin/users/${client.user.id}/files`, { displayName: 'Invoice' }, file);
  expect(shared.statusCode, shared.body).toBe(201);
  expect((await bed.admin.put(`/api/admin/users/${client.user.id}/message`, { message: 'Welcome.' })).statusCode).toBe(200);
  return client;
}

async function fileKeysOf(userId: string) {
  const docs = await db().select({ key: documents.fileKey }).from(documents).where(eq(documents.userId, userId));
  const proofs = await db().select({ key: payments.proofFileKey }).from(payments).where(eq(payments.userId, userId));
  const shared = await db().select({ key: sharedFiles.fileKey }).from(sharedFiles).where(eq(sharedFiles.userId, userId));
  return [...docs, ...proofs, ...shared].flatMap(({ key }) => (key ? [key] : []));
}

const warningsTo = async (userId: string) =>
  (await db().select({ subject: emails.subject }).from(emails).where(eq(emails.userId, userId))).filter((mail) =>
    mail.subject.includes('will be deleted'),
  );

const retentionEntries = (userId: string, action: 'client.retention.delete' | 'client.retention.hold') =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.clientId, userId), eq(auditEntries.action, action)));

/** The admin signs in afresh: the testbed's session has expired once the clock has moved on months. */
async function signInAdmin() {
  bed.admin = httpSession(bed.t.app);
  await signInStaff(bed.t, bed.admin, { email: 'detail-admin@nestway.test', password: 'admin-password-1' });
}

/** The client's Current Stage in the admin's client list. */
async function adminStage(email: string) {
  const list = await bed.admin.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  expect(list.statusCode, list.body).toBe(200);
  return list.json<{ clients: Array<{ stage: { kind: string } }> }>().clients[0]!.stage.kind;
}

const setHold = (userId: string, body: { hold: boolean; reason?: string }, as: HttpSession = bed.admin) =>
  as.put(`/api/admin/users/${userId}/retention-hold`, body);

describe('a client inactive for a year', () => {
  it(
    'is warned once 14 days before, and loses the three kinds of files at the due date, nothing else',
    async () => {
      const { user } = await clientWithFiles();
      const keys = await fileKeysOf(user.id);
      expect(keys).toHaveLength(3);
      const [passport] = await db().select().from(documents).where(eq(documents.userId, user.id));
      const verified = await bed.admin.put(`/api/documents/${passport!.id}/verify`, { status: 'verified' });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(await adminStage(user.email)).toBe('documents-verified');

      bed.t.clock.advance(351 * DAY - HOUR);
      await runRetention();
      expect(await warningsTo(user.id)).toEqual([]);

      bed.t.clock.advance(2 * HOUR);
      await runRetention();
      await runRetention();
      expect(await warningsTo(user.id)).toHaveLength(1);
      const delivered = await bed.t.mail.waitFor(user.email, (mail) => mail.subject.includes('will be deleted'));
      expect(delivered.text).toContain('identity documents, payment proofs');
      expect(await fileKeysOf(user.id)).toHaveLength(3);

      await signInAdmin();
      const shown = await bed.admin.get(`/api/admin/users/${user.id}/retention`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ basis: 'inactive', hasFiles: true, hold: null, lastDeletedAt: null });
      expect(shown.json<{ warnedAt: string | null }>().warnedAt).not.toBeNull();
      expect(Date.parse(shown.json<{ dueAt: string }>().dueAt)).toBeGreaterThan(bed.t.clock.now().getTime());

      bed.t.clock.advance(14 * DAY);
      await runRetention();
      expect(await fileKeysOf(user.id)).toEqual([]);
      // The document's record and review stay, without the file (decision 036).
      const [kept] = await db().select().from(documents).where(eq(documents.userId, user.id));
      expect(kept).toMatchObject({ id: passport!.id, type: 'passport', status: 'verified', fileKey: null, reviewedAt: expect.any(Date) });
      expect(kept!.fileDeletedAt).toEqual(bed.t.clock.now());
      expect(await db().select().from(sharedFiles).where(eq(sharedFiles.userId, user.id))).toEqual([]);
      const [payment] = await db().select().from(payments).where(eq(payments.userId, user.id));
      expect(payment).toMatchObject({ amountPence: 120_00, proofFileKey: null, proofContentType: null });
      expect(payment!.proofDeletedAt).toEqual(bed.t.clock.now());
      // The sweep the deletion queued removed the files; nothing is left queued for them.
      const stored = await storedFiles(bed.t);
      for (const key of keys) expect(stored).not.toContain(key);
      expect(await db().select().from(pendingFileRemovals).where(inArray(pendingFileRemovals.fileKey, keys))).toEqual([]);
      // The account, its messages and the payment record stay; the client can still sign in and read them.
      expect(await db().select().from(messages).where(eq(messages.userId, user.id))).toHaveLength(1);
      expect(await db().select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
      const again = httpSession(bed.t.app);
      expect((await again.post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(200);
      const own = await again.get('/api/payments');
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ proofImagePath: null, proofDeletedAt: expect.any(String) })]),
      );
      const ownDocuments = await again.get('/api/documents');
      expect(ownDocuments.statusCode).toBe(200);
      expect(ownDocuments.json()).toEqual([
        expect.objectContaining({ id: passport!.id, status: 'verified', filePath: null, fileDeletedAt: bed.t.clock.now().toISOString() }),
      ]);
      // The progress the documents made stands: the admin's stage does not go back to Payment Complete.
      await signInAdmin();
      expect(await adminStage(user.email)).toBe('documents-verified');
      const download = await bed.admin.get(`/api/admin/documents/${passport!.id}/download`);
      expect(download.statusCode).toBe(410);
      expect(download.json()).toMatchObject({ code: 'file_deleted', message: documentMessages.fileDeleted });
      // Nothing is left to zip.
      expect((await bed.admin.get(`/api/admin/users/${user.id}/documents/download-all`)).statusCode).toBe(404);
      const [entry] = await retentionEntries(user.id, 'client.retention.delete');
      expect(entry).toMatchObject({ actorRole: 'system', actorName: 'Retention', actorId: null, outcome: 'succeeded' });

      // A rerun the next day finds nothing to do: no second entry, no second warning.
      bed.t.clock.advance(DAY);
      await runRetention();
      expect(await retentionEntries(user.id, 'client.retention.delete')).toHaveLength(1);
      expect(await warningsTo(user.id)).toHaveLength(1);
    },
    SLOW,
  );
});

describe('what the client is told (GET /api/retention)', () => {
  /** The client signs in afresh, as they would after weeks away, and reads their notice. */
  async function noticeOf(user: { email: string; password: string }) {
    const session = httpSession(bed.t.app);
    expect((await session.post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    const answer = await session.get('/api/retention');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ deletesOn: string | null; deletedOn: string | null }>();
  }

  it(
    'says nothing before the warning, the day the files go once warned (as the admin sees it), then the day they went',
    async () => {
      // A completed service: signing in to read the notice does not move the date, as it would for an inactive client.
      const { user, http } = await clientWithFiles();
      const viewing = await insertViewing(bed.t, user.id);
      await insertOffer(bed.t, user.id, viewing.id, { status: 'accepted', respondedAt: bed.t.clock.now() });
      await insertPayment(bed.t, user.id, { type: 'balance', status: 'verified', verifiedAt: bed.t.clock.now() });
      expect((await http.get('/api/retention')).json()).toEqual({ deletesOn: null, deletedOn: null });
      expect((await bed.admin.get('/api/retention')).statusCode).toBe(403);

      bed.t.clock.advance((180 - 14) * DAY + HOUR);
      await runRetention();
      await signInAdmin();
      const { dueAt } = (await bed.admin.get(`/api/admin/users/${user.id}/retention`)).json<{ dueAt: string }>();
      expect(await noticeOf(user)).toEqual({ deletesOn: dueAt, deletedOn: null });

      expect((await setHold(user.id, { hold: true })).statusCode).toBe(200);
      expect(await noticeOf(user)).toEqual({ deletesOn: null, deletedOn: null });
      expect((await setHold(user.id, { hold: false })).statusCode).toBe(200);

      bed.t.clock.advance(14 * DAY);
      await runRetention();
      expect(await noticeOf(user)).toEqual({ deletesOn: null, deletedOn: bed.t.clock.now().toISOString() });
    },
    SLOW,
  );
});

describe('a client whose service completed', () => {
  it(
    'is due RETENTION_DAYS (180) after the balance was verified',
    async () => {
      const { user } = await clientWithFiles();
      const viewing = await insertViewing(bed.t, user.id);
      await insertOffer(bed.t, user.id, viewing.id, { status: 'accepted', respondedAt: bed.t.clock.now() });
      const verifiedAt = new Date(bed.t.clock.now().getTime() + DAY * 1000);
      await insertPayment(bed.t, user.id, { type: 'balance', status: 'verified', verifiedAt });

      const shown = await bed.admin.get(`/api/admin/users/${user.id}/retention`);
      expect(shown.json()).toMatchObject({ basis: 'completed', dueAt: new Date(verifiedAt.getTime() + 180 * DAY * 1000).toISOString() });

      bed.t.clock.advance((1 + 180 - 14) * DAY + HOUR);
      await runRetention();
      expect(await warningsTo(user.id)).toHaveLength(1);
      bed.t.clock.advance(14 * DAY);
      await runRetention();
      expect(await fileKeysOf(user.id)).toEqual([]);
    },
    SLOW,
  );
});

describe('the hold', () => {
  it(
    'is refused to a client, and stops both the warning and the deletion until released, each change audited',
    async () => {
      const { user, http } = await clientWithFiles();
      expect((await setHold(user.id, { hold: true }, http)).statusCode).toBe(403);

      const held = await setHold(user.id, { hold: true, reason: 'Deposit dispute' });
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json()).toMatchObject({ hold: { reason: 'Deposit dispute', by: expect.any(String) } });
      expect(await retentionEntries(user.id, 'client.retention.hold')).toHaveLength(1);

      bed.t.clock.advance(400 * DAY);
      await runRetention();
      expect(await warningsTo(user.id)).toEqual([]);
      expect(await fileKeysOf(user.id)).toHaveLength(3);

      await signInAdmin();
      const released = await setHold(user.id, { hold: false });
      expect(released.statusCode).toBe(200);
      expect(released.json()).toMatchObject({ hold: null });
      expect(await retentionEntries(user.id, 'client.retention.hold')).toHaveLength(2);

      // Released: warned now, and deleted no sooner than 14 days after the warning, though long overdue.
      await runRetention();
      expect(await warningsTo(user.id)).toHaveLength(1);
      bed.t.clock.advance(14 * DAY - HOUR);
      await runRetention();
      expect(await fileKeysOf(user.id)).toHaveLength(3);
      bed.t.clock.advance(2 * HOUR);
      await runRetention();
      expect(await fileKeysOf(user.id)).toEqual([]);
    },
    SLOW,
  );

  it('answers 404 for an unknown client and 400 for a body without hold', async () => {
    await signInAdmin();
    expect((await setHold('00000000-0000-4000-8000-000000000000', { hold: true })).statusCode).toBe(404);
    const { user } = await signedInClient(bed.t);
    expect((await bed.admin.put(`/api/admin/users/${user.id}/retention-hold`, { reason: 'x' })).statusCode).toBe(400);
  });
});

describe('a run that fails midway', () => {
  afterAll(async () => {
    await db().execute(sql`drop trigger if exists retention_fault on documents`);
  });

  it(
    'keeps the clients done before the failure, loses nothing of the failed one, and its retry finishes',
    async () => {
      const first = await clientWithFiles();
      const second = await clientWithFiles();
      const [done, failing] = [first.user.id, second.user.id].sort();
      // The database refuses to mark the later client's documents' files deleted: a fault mid-run, after the earlier client.
      await db().execute(
        sql.raw(`create or replace function retention_fault() returns trigger language plpgsql as $$
      begin if old.user_id = '${failing}' then raise exception 'disk full'; end if; return new; end $$`),
      );
      await db().execute(sql`create trigger retention_fault before update on documents for each row execute function retention_fault()`);

      bed.t.clock.advance(351 * DAY + HOUR);
      await runRetention();
      bed.t.clock.advance(14 * DAY);
      const failingKeys = await fileKeysOf(failing!);
      await runRetention();

      expect(await fileKeysOf(done!)).toEqual([]);
      expect(await fileKeysOf(failing!)).toEqual(failingKeys);
      expect(await db().select().from(pendingFileRemovals).where(inArray(pendingFileRemovals.fileKey, failingKeys))).toEqual([]);
      expect(await retentionEntries(failing!, 'client.retention.delete')).toEqual([]);
      const stored = await storedFiles(bed.t);
      for (const key of failingKeys) expect(stored).toContain(key);

      await db().execute(sql`drop trigger retention_fault on documents`);
      // The failed run is retried with backoff, within minutes.
      bed.t.clock.advance(15 * 60);
      await bed.t.runJobs();
      expect(await fileKeysOf(failing!)).toEqual([]);
      expect(await retentionEntries(failing!, 'client.retention.delete')).toHaveLength(1);
      expect(await retentionEntries(done!, 'client.retention.delete')).toHaveLength(1);
      expect(await warningsTo(failing!)).toHaveLength(1);
    },
    SLOW,
  );
});

describe('RETENTION_DAYS', () => {
  it('defaults to 180 and takes a whole number of days from 1 to 3650', () => {
    expect(loadConfig({}).retentionDays).toBe(180);
    expect(loadConfig({ RETENTION_DAYS: ' ' }).retentionDays).toBe(180);
    expect(loadConfig({ RETENTION_DAYS: '30' }).retentionDays).toBe(30);
    expect(loadConfig({ RETENTION_DAYS: '3650' }).retentionDays).toBe(3650);
  });

  it.each(['0', '-5', '30.5', 'six months', '3651'])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ RETENTION_DAYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ RETENTION_DAYS: value })).toThrow(/^Invalid environment variable RETENTION_DAYS: must be a whole number/);
  });
});
