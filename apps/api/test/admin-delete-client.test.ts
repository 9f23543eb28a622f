import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { preferencesForGroup } from '../../../test-support/fixtures/preferences';
import { findLink } from '../../../test-support/mail-message';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  documents,
  payments,
  pendingFileRemovals,
  retainedPayments,
  rightToRentChecks,
  sharedFiles,
  users,
} from '../db/schema/index';
import type { Db } from '../src/db';
import { signedInClient, uniqueEmail } from './support/accounts';
import { adminTestbed, PNG } from './support/admin-testbed';
import { rowsMentioning as scanRows } from './support/database-tables';
import { httpSession, type HttpSession } from './support/http-session';
import { insertConsultation, insertPayment, insertPreferences, insertSignature } from './support/factories';
import { sampleFiles, sendForm } from './support/multipart';
import { storedFiles } from './support/stored-files';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';
import { signInStaff } from './support/staff-sign-in';

const bed = adminTestbed();
const db = () => bed.t.app.ctx.db;

const deleteUser = (id: string, as: HttpSession = bed.admin) => as.delete(`/api/admin/users/${id}`);

/** The rows naming `needles` (decision 018's scan), on the testbed's app unless told. */
const rowsMentioning = (needles: string[], on: Db = db()) => scanRows(on, needles);

const tablesOf = (rows: string[]) => [...new Set(rows.map((row) => row.slice(0, row.indexOf(':'))))].sort();

/** The storage keys the client's records name (documents, payment proofs, shared files). */
async function fileKeysOf(userId: string): Promise<string[]> {
  const docs = await db().select({ key: documents.fileKey }).from(documents).where(eq(documents.userId, userId));
  const proofs = await db().select({ key: payments.proofFileKey }).from(payments).where(eq(payments.userId, userId));
  const shared = await db().select({ key: sharedFiles.fileKey }).from(sharedFiles).where(eq(sharedFiles.userId, userId));
  const results = await db().select({ key: rightToRentChecks.fileKey }).from(rightToRentChecks).where(eq(rightToRentChecks.userId, userId));
  return [...docs, ...proofs, ...shared, ...results].flatMap(({ key }) => (key ? [key] : [])).sort();
}

const queuedRemovals = () => db().select().from(pendingFileRemovals);

async function uploadDocument(http: HttpSession) {
  const response = await sendForm(bed.t.app, http, 'POST', '/api/documents', { type: 'passport' }, [
    { bytes: sampleFiles.png, name: 'passport.png', type: 'image/png', field: 'documents' },
  ]);
  expect(response.statusCode, response.body).toBe(201);
}

async function shareFile(userId: string) {
  const file = { bytes: sampleFiles.pdf, name: 'invoice.pdf', type: 'application/pdf', field: 'file' };
  const response = await sendForm(bed.t.app, bed.admin, 'POST', `/api/admin/users/${userId}/files`, { displayName: 'Invoice' }, file);
  expect(response.statusCode, response.body).toBe(201);
}

/** A share code, and a time-limited check with its result PDF (so a reminder job is queued too). */
async function giveRightToRent(userId: string, http: HttpSession) {
  expect((await http.put('/api/right-to-rent', { shareCode: 'W4X7YT9PQ', dateOfBirth: '2001-04-30' })).statusCode).toBe(200);
  const result = { bytes: sampleFiles.pdf, name: 'result.pdf', type: 'application/pdf', field: 'resultPdf' };
  const fields = { checkedOn: '2026-01-05', outcome: 'time-limited', permissionExpiresOn: '2099-01-01' };
  const check = await sendForm(bed.t.app, bed.admin, 'PUT', `/api/admin/users/${userId}/right-to-rent`, fields, result);
  expect(check.statusCode, check.body).toBe(200);
}

/**
 * A client with something in every table a client's data lives in: two signed-in devices, preferences,
 * terms, a call, payments (one with a proof file), a document, a shared file, a message, the admin's
 * notes and a status override, a password-reset link, and throttling counters keyed by their address.
 */
async function clientWithEverything(label: string) {
  const { user, http: phone } = await signedInClient(bed.t, { fullName: `${label} Client`, email: uniqueEmail(label) });
  const laptop = httpSession(bed.t.app);
  expect((await laptop.post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  await insertPreferences(bed.t, user.id);
  await insertSignature(bed.t, user.id, { fullName: user.fullName });
  await insertConsultation(bed.t, user.id, 'pending');
  await insertPayment(bed.t, user.id, { status: 'verified' });
  const proof = await bed.postOverride(user.id, { amount: '120.00', file: { bytes: PNG, type: 'image/png' } });
  expect(proof.statusCode, proof.body).toBe(201);
  await uploadDocument(phone);
  await shareFile(user.id);
  await giveRightToRent(user.id, phone);
  expect((await bed.admin.put(`/api/admin/users/${user.id}/message`, { message: 'Your viewing is on Friday.' })).statusCode).toBe(200);
  expect((await bed.admin.put(`/api/admin/users/${user.id}/notes`, { notes: 'Prefers e-mail.' })).statusCode).toBe(200);
  const override = await bed.admin.put(`/api/admin/users/${user.id}/status-override`, { targetStep: 'ready', notes: 'Paid cash' });
  expect(override.statusCode).toBe(200);
  expect((await httpSession(bed.t.app).post('/api/auth/login', { email: user.email, password: 'not the password' })).statusCode).toBe(401);
  expect((await httpSession(bed.t.app).post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
  // The reset request is a job: run it, so the link it writes is there.
  await bed.t.runJobs();
  return { user, phone, laptop };
}

/** A co-tenant who registered from the leader's invitation and joined the group. */
async function joinedCotenant(leader: HttpSession, fullName: string) {
  const email = uniqueEmail('cotenant');
  expect((await leader.post('/api/groups/invite', { emails: [email] })).statusCode).toBe(200);
  const token = await invitationToken(email);
  const http = httpSession(bed.t.app);
  const registered = await http.post('/api/auth/register', { fullName, email, password: 'secret1', invitationToken: token });
  expect(registered.statusCode).toBe(201);
  expect((await http.post('/api/groups/accept-invitation', { invitationToken: token })).statusCode).toBe(200);
  return { id: registered.json<{ user: { id: string } }>().user.id, email, http };
}

async function invitationToken(email: string) {
  const mail = await bed.t.mail.waitFor(email, (m) => m.subject.includes('invited you'));
  return new URL(findLink(mail, '/cotenant-register?token=')!).searchParams.get('token')!;
}

async function groupLeader() {
  const leader = await signedInClient(bed.t, { fullName: 'Lola Leader' });
  await insertPreferences(bed.t, leader.user.id, preferencesForGroup(4));
  return leader;
}

describe('who may delete a client', () => {
  it('answers 401 without a session and 403 to a client (even on their own id), and deletes nothing', async () => {
    const { user, http: client } = await signedInClient(bed.t);
    const other = await signedInClient(bed.t);
    const before = await rowsMentioning([user.id, other.user.id]);
    expect((await deleteUser(user.id, httpSession(bed.t.app))).statusCode).toBe(401);
    for (const id of [user.id, other.user.id]) {
      const response = await deleteUser(id, client);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    expect(await rowsMentioning([user.id, other.user.id])).toEqual(before);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, a malformed id and an admin’s id, and changes nothing', async () => {
    const before = await rowsMentioning([bed.adminId]);
    const queuedBefore = await queuedRemovals();
    for (const id of [UNKNOWN_ID, 'not-a-uuid', bed.adminId, bed.adminId.toUpperCase()]) {
      const response = await deleteUser(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'User not found' });
    }
    expect(await rowsMentioning([bed.adminId])).toEqual(before);
    expect(await queuedRemovals()).toEqual(queuedBefore);
    expect((await bed.admin.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('answers 404 to a second deletion of the same client', async () => {
    const { user } = await signedInClient(bed.t);
    expect((await deleteUser(user.id)).statusCode).toBe(200);
    const again = await deleteUser(user.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: 'User not found' });
  });

  it('refuses another origin (403) and a form body (415), and accepts the same origin with no body at all', async () => {
    const { user } = await signedInClient(bed.t);
    const before = await rowsMentioning([user.id]);
    const cookie = bed.admin.sessionCookie()!;
    const url = `/api/admin/users/${user.id}`;
    const crossSite = await bed.t.app.inject({
      method: 'DELETE',
      url,
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie },
      payload: '{}',
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await bed.t.app.inject({ method: 'DELETE', url, headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);
    const form = await bed.t.app.inject({
      method: 'DELETE',
      url,
      headers: { origin: TEST_APP_URL, 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: 'confirm=1',
    });
    expect(form.statusCode).toBe(415);
    expect(await rowsMentioning([user.id])).toEqual(before);

    // The spec's client sends the call with no body: the same-origin Origin is its defence.
    const bodiless = await bed.t.app.inject({ method: 'DELETE', url, headers: { origin: TEST_APP_URL, cookie } });
    expect(bodiless.statusCode).toBe(200);
    expect(await rowsMentioning([user.id])).toEqual([]);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('removes every row and stored file of the client, ends their sessions, and leaves other clients as they were', async () => {
    const doomed = await clientWithEverything('Dora');
    const bystander = await clientWithEverything('Bea');
    const doomedFiles = await fileKeysOf(doomed.user.id);
    const bystanderFiles = await fileKeysOf(bystander.user.id);
    expect(doomedFiles).toHaveLength(4);
    expect(bystanderFiles).toHaveLength(4);
    expect(await storedFiles(bed.t)).toEqual(expect.arrayContaining([...doomedFiles, ...bystanderFiles]));

    // The setup reached every table a client's data lives in, so the check below is not vacuous.
    expect(tablesOf(await rowsMentioning([doomed.user.id, doomed.user.email]))).toEqual([
      'admin_override_history',
      'call_schedules',
      'documents',
      'emails',
      'jobs',
      'messages',
      'password_resets',
      'payments',
      'preferences',
      'rate_limits',
      'right_to_rent_checks',
      'right_to_rent_share_codes',
      'sessions',
      'shared_files',
      'terms_signatures',
      'users',
    ]);
    // What the setup queued (e-mails, a reset request) has run, so only the deletion changes rows below.
    await bed.t.runJobs();
    const bystanderBefore = await rowsMentioning([bystander.user.id, bystander.user.email]);
    const adminBefore = await rowsMentioning([bed.adminId]);

    const doomedPayments = await bed.paymentsOf(doomed.user.id);
    expect(doomedPayments).toHaveLength(2);

    const response = await deleteUser(doomed.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Dora Client's account and data were deleted; their payments are kept as tax records, without their name.",
    });
    // Their payments stay as tax records that name no one, whoever deletes (decision 034); the scan below holds them too.
    const retained = await db()
      .select()
      .from(retainedPayments)
      .where(
        inArray(
          retainedPayments.id,
          doomedPayments.map((payment) => payment.id),
        ),
      );
    expect(retained.map((row) => row.amountPence).sort()).toEqual(doomedPayments.map((payment) => payment.amountPence).sort());
    expect(JSON.stringify(retained)).not.toMatch(/Dora/);
    // The audit trail keeps what was done to them by their id alone: no address, no name (decision 032).
    const kept = await db().select().from(auditEntries).where(eq(auditEntries.clientId, doomed.user.id));
    expect(kept.map((entry) => entry.action)).toContain('client.delete');
    expect(JSON.stringify(kept)).not.toMatch(new RegExp(`${doomed.user.email}|Dora Client`, 'i'));

    expect(await rowsMentioning([doomed.user.id, doomed.user.email])).toEqual([]);
    // The files go off the request, by the sweep job queued with the deletion.
    expect(await storedFiles(bed.t)).toEqual(expect.arrayContaining(doomedFiles));
    await bed.t.runJobs();
    const left = await storedFiles(bed.t);
    expect(left.filter((file) => doomedFiles.includes(file))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining(bystanderFiles));
    expect(await queuedRemovals()).toEqual([]);

    // Signed out on every device, and the password no longer opens anything.
    expect((await doomed.phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await doomed.laptop.get('/api/auth/user')).statusCode).toBe(401);
    const login = await httpSession(bed.t.app).post('/api/auth/login', { email: doomed.user.email, password: doomed.user.password });
    expect(login.statusCode).toBe(401);
    expect((await bed.admin.get(`/api/admin/users/${doomed.user.id}`)).statusCode).toBe(404);
    const search = await bed.admin.get(`/api/admin/users?search=${encodeURIComponent(doomed.user.email)}`);
    expect(search.json()).toMatchObject({ clients: [], total: 0 });

    // The other client's rows, files and session, and the admin's own records on them, are untouched.
    expect(await rowsMentioning([bystander.user.id, bystander.user.email])).toEqual(bystanderBefore);
    expect(await rowsMentioning([bed.adminId])).toEqual(adminBefore.filter((row) => !row.includes(doomed.user.id)));
    expect((await bystander.phone.get('/api/auth/user')).statusCode).toBe(200);
    const bystanderDocument = (await bystander.phone.get('/api/documents')).json<Array<{ id: string }>>()[0]!;
    expect((await bed.admin.get(`/api/admin/documents/${bystanderDocument.id}/download`)).statusCode).toBe(200);
  });

  it('lets a deleted client’s address register again as a new account', async () => {
    const { user } = await signedInClient(bed.t);
    expect((await deleteUser(user.id)).statusCode).toBe(200);
    const again = await httpSession(bed.t.app).post('/api/auth/register', {
      fullName: 'Ada Again',
      email: user.email,
      password: 'another pass',
      confirmPassword: 'another pass',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ user: { id: string } }>().user.id).not.toBe(user.id);
  });
});

describe('deleting a member of a group', () => {
  it('a co-tenant leaves the leader’s group: the leader keeps it, and the place can be offered again', async () => {
    const leader = await groupLeader();
    const cotenant = await joinedCotenant(leader.http, 'Cora Cotenant');
    const staying = await joinedCotenant(leader.http, 'Sam Staying');
    const leaderBefore = await rowsMentioning([leader.user.id]);

    const response = await deleteUser(cotenant.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Cora Cotenant's account and data were deleted; their payments are kept as tax records, without their name.",
    });
    expect(await rowsMentioning([cotenant.id, cotenant.email])).toEqual([]);

    const group = (await leader.http.get('/api/groups/me')).json();
    expect(group).toMatchObject({
      role: 'leader',
      group: { numberOfTenants: 4, members: [{ fullName: 'Sam Staying', email: staying.email }] },
    });
    expect(group.group.invitations.map((i: { email: string }) => i.email)).toEqual([staying.email]);
    // The leader's rows are as they were, but for the record of the invitation e-mailed to the co-tenant's address.
    expect(await rowsMentioning([leader.user.id])).toEqual(leaderBefore.filter((row) => !row.includes(cotenant.email)));
    expect(leaderBefore.filter((row) => row.includes(cotenant.email))).toEqual([expect.stringMatching(/^emails: .*invited you/)]);
    expect((await staying.http.get('/api/groups/me')).json()).toMatchObject({ role: 'cotenant', group: { leaderName: 'Lola Leader' } });

    // The freed place: the leader may invite the same address again.
    const reinvite = await leader.http.post('/api/groups/invite', { emails: [cotenant.email, staying.email] });
    expect(reinvite.statusCode).toBe(200);
    expect(reinvite.json().invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: cotenant.email, status: 'pending' })]),
    );
  });

  it('a leader’s group goes with them: co-tenants keep their accounts outside any group, pending invitations die', async () => {
    const leader = await groupLeader();
    const first = await joinedCotenant(leader.http, 'Cora Cotenant');
    const second = await joinedCotenant(leader.http, 'Cal Cotenant');
    const pendingEmail = uniqueEmail('pending');
    const invited = await leader.http.post('/api/groups/invite', { emails: [pendingEmail] });
    expect(invited.statusCode, invited.body).toBe(200);
    const pendingToken = await invitationToken(pendingEmail);
    expect((await httpSession(bed.t.app).get(`/api/groups/invitation/${pendingToken}`)).statusCode).toBe(200);

    const response = await deleteUser(leader.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        "Lola Leader's account and data were deleted; their payments are kept as tax records, without their name. Their 2 co-tenants keep their own accounts, now outside any group.",
    });
    expect(await rowsMentioning([leader.user.id, leader.user.email, pendingEmail])).toEqual([]);

    for (const cotenant of [first, second]) {
      expect((await cotenant.http.get('/api/auth/user')).statusCode).toBe(200);
      expect((await cotenant.http.get('/api/groups/me')).json()).toEqual({ role: null, group: null });
      expect((await bed.admin.get(`/api/admin/users/${cotenant.id}`)).json()).toMatchObject({ group: null });
    }
    expect((await httpSession(bed.t.app).get(`/api/groups/invitation/${pendingToken}`)).statusCode).toBe(404);
    const registerWithDeadLink = await httpSession(bed.t.app).post('/api/auth/register', {
      fullName: 'Late Invitee',
      email: pendingEmail,
      password: 'secret1',
      invitationToken: pendingToken,
    });
    expect(registerWithDeadLink.statusCode).toBe(400);
  });

  it('says one co-tenant in the singular', async () => {
    const leader = await groupLeader();
    await joinedCotenant(leader.http, 'Cora Cotenant');
    expect((await deleteUser(leader.user.id)).json()).toEqual({
      message:
        "Lola Leader's account and data were deleted; their payments are kept as tax records, without their name. Their co-tenant keeps their own account, now outside any group.",
    });
  });
});

describe('stored files that cannot be removed at once', () => {
  it('keeps the key queued when the disk refuses, and a later deletion removes it once the disk recovers', async () => {
    const { user, http } = await signedInClient(bed.t);
    await insertPayment(bed.t, user.id, { status: 'verified' });
    await uploadDocument(http);
    const [stuckKey] = await fileKeysOf(user.id);
    const stuck = path.join(bed.t.dataDir, 'uploads', stuckKey!);
    const bytes = await readFile(stuck);
    // The disk refuses the removal: a directory stands where the file was.
    await rm(stuck);
    await mkdir(path.join(stuck, 'held'), { recursive: true });

    const response = await deleteUser(user.id);
    expect(response.statusCode).toBe(200);
    expect(await rowsMentioning([user.id, user.email])).toEqual([]);
    await bed.t.runJobs();
    const [queued] = await queuedRemovals();
    expect(queued).toMatchObject({ fileKey: stuckKey, attempts: 1, lastError: expect.any(String) });

    // The disk recovers, the file still there; the next deletion works the queue, leftovers included.
    await rm(stuck, { recursive: true });
    await writeFile(stuck, bytes);
    const next = await clientWithEverything('Nell');
    const nextFiles = await fileKeysOf(next.user.id);
    expect((await deleteUser(next.user.id)).statusCode).toBe(200);
    await bed.t.runJobs();
    const left = await storedFiles(bed.t);
    expect(left).not.toContain(stuckKey);
    expect(left.filter((file) => nextFiles.includes(file))).toEqual([]);
    expect(await queuedRemovals()).toEqual([]);
  });
});

describe('the recurring sweep', () => {
  const admin = { email: 'sweep-admin@nestway.test', password: 'admin-password-1' };
  // An app of its own: the test restarts it, and expects no stored file but those it makes.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterAll(() => t.close());

  it('removes, after a restart, the files a deletion queued but could not remove', async () => {
    const signedIn = await signedInClient(t);
    const { user } = signedIn;
    await t.app.ctx.db
      .insert(payments)
      .values({ userId: user.id, amountPence: 250_00, type: 'initial', method: 'card', status: 'verified' });
    const upload = await sendForm(t.app, signedIn.http, 'POST', '/api/documents', { type: 'passport' }, [
      { bytes: sampleFiles.pdf, name: 'passport.pdf', type: 'application/pdf', field: 'documents' },
    ]);
    expect(upload.statusCode).toBe(201);
    const [row] = await t.app.ctx.db.select({ key: documents.fileKey }).from(documents).where(eq(documents.userId, user.id));
    // A directory where the file was: the disk refuses to remove it.
    const stuck = path.join(t.dataDir, 'uploads', row!.key!);
    await rm(stuck);
    await mkdir(path.join(stuck, 'held'), { recursive: true });

    const adminClient = httpSession(t.app);
    expect((await signInStaff(t, adminClient, admin)).statusCode).toBe(200);
    expect((await deleteUser(user.id, adminClient)).statusCode).toBe(200);
    await t.runJobs();
    expect(await t.app.ctx.db.select().from(pendingFileRemovals)).toHaveLength(1);

    // Between the runs the disk recovers, with the file still on it.
    await rm(stuck, { recursive: true });
    await writeFile(stuck, sampleFiles.pdf);
    await t.restart();
    await t.app.ready();
    // The sweep runs every 10 minutes, once per cluster.
    t.clock.advance(10 * 60);
    await t.runJobs();
    expect(await storedFiles(t)).toEqual([]);
    expect(await t.app.ctx.db.select().from(pendingFileRemovals)).toEqual([]);
    expect(await rowsMentioning([user.id, user.email], t.app.ctx.db)).toEqual([]);
    expect((await t.app.ctx.db.select().from(users).where(eq(users.id, user.id))).length).toBe(0);
  });
});
