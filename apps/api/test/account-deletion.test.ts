import { accountDeletionMessages } from '@nestway/core/account-deletion';
import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, emails, payments, pendingFileRemovals, retainedPayments, sharedFiles } from '../db/schema/index';
import { ERASED_ADDRESS } from '../src/mail/outbox';
import { signedInClient } from './support/accounts';
import { adminTestbed } from './support/admin-testbed';
import { rowsMentioning as scanRows } from './support/database-tables';
import { insertGroup, insertPayment, insertPreferences } from './support/factories';
import { httpSession, type HttpSession } from './support/http-session';
import { sampleFiles, sendForm } from './support/multipart';
import { storedFiles } from './support/stored-files';

const bed = adminTestbed();
const db = () => bed.t.app.ctx.db;
const rowsMentioning = (needles: string[]) => scanRows(db(), needles);
/** The rows naming them, but for the wrong-password counters a refusal adds. */
const recordsOf = async (needles: string[]) => (await rowsMentioning(needles)).filter((row) => !row.startsWith('rate_limits:'));

const deleteAccount = (http: HttpSession, body: unknown) => http.delete('/api/account', body);

/** A client with two signed-in devices, payments of every kind (one with a proof file) and a shared file. */
async function clientWithRecords(fullName: string) {
  const { user, http: phone } = await signedInClient(bed.t, { fullName });
  const laptop = httpSession(bed.t.app);
  expect((await laptop.post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  await insertPreferences(bed.t, user.id);
  const verified = await insertPayment(bed.t, user.id, {
    status: 'verified',
    proofFileKey: await bed.storeProof(),
    proofContentType: 'image/png',
    notes: `Paid by ${fullName}`,
    verifiedBy: bed.adminId,
    verifiedAt: bed.t.clock.now(),
  });
  const card = await insertPayment(bed.t, user.id, {
    method: 'card',
    type: 'balance',
    amountPence: 900_00,
    providerPaymentId: `pi_${user.id.slice(0, 8)}`,
  });
  const rejected = await insertPayment(bed.t, user.id, { status: 'rejected', amountPence: 1_00 });
  const file = { bytes: sampleFiles.pdf, name: 'invoice.pdf', type: 'application/pdf', field: 'file' };
  const shared = await sendForm(bed.t.app, bed.admin, 'POST', `/api/admin/users/${user.id}/files`, { displayName: 'Invoice' }, file);
  expect(shared.statusCode, shared.body).toBe(201);
  await bed.t.runJobs();
  return { user, phone, laptop, payments: { verified, card, rejected } };
}

describe('DELETE /api/account: who may', () => {
  it('answers 401 without a session and 403 to staff, and deletes nothing', async () => {
    expect((await deleteAccount(httpSession(bed.t.app), { password: 'whatever' })).statusCode).toBe(401);
    const before = await rowsMentioning([bed.adminId]);
    const asAdmin = await deleteAccount(bed.admin, { password: 'admin-password-1' });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().code).toBe('forbidden');
    expect(await rowsMentioning([bed.adminId])).toEqual(before);
    expect((await bed.admin.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('DELETE /api/account: the password', () => {
  it('refuses a wrong or missing password with a code and a sentence, and changes nothing', async () => {
    const { user, phone } = await clientWithRecords('Wanda Wrong');
    const before = await recordsOf([user.id, user.email]);

    const wrong = await deleteAccount(phone, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', message: accountDeletionMessages.wrongPassword });
    const missing = await deleteAccount(phone, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation_failed');

    expect(await recordsOf([user.id, user.email])).toEqual(before);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('stops answering after as many wrong passwords as sign-in allows, even the right one', async () => {
    const { user, http } = await signedInClient(bed.t);
    const { perAccount } = bed.t.app.ctx.config.loginThrottle;
    for (let i = 0; i < perAccount; i++) expect((await deleteAccount(http, { password: `wrong ${i}` })).statusCode).toBe(400);
    const right = await deleteAccount(http, { password: user.password });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('rate_limited');
    expect((await http.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('DELETE /api/account: the deletion', () => {
  it('ends every session, removes records and files, keeps anonymous tax records and e-mails a confirmation', async () => {
    const { user, phone, laptop, payments: paid } = await clientWithRecords('Dana Deleted');
    const bystander = await clientWithRecords('Bea Bystander');
    const bystanderBefore = await rowsMentioning([bystander.user.id, bystander.user.email]);
    const [sharedKey] = await db().select({ key: sharedFiles.fileKey }).from(sharedFiles).where(eq(sharedFiles.userId, user.id));
    const fileKeys = [paid.verified.proofFileKey!, sharedKey!.key];
    expect(await storedFiles(bed.t)).toEqual(expect.arrayContaining(fileKeys));

    const response = await deleteAccount(phone, { password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: accountDeletionMessages.deleted });
    expect(response.headers['set-cookie']).toMatch(/nestway_session=;|Expires=Thu, 01 Jan 1970/);

    // Signed out everywhere; the password opens nothing.
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(401);

    // The files go off the request, by the removal queue.
    expect((await db().select().from(pendingFileRemovals)).map((row) => row.fileKey)).toEqual(expect.arrayContaining(fileKeys));
    expect(await storedFiles(bed.t)).toEqual(expect.arrayContaining(fileKeys));

    // Only the confirmation names them until it is delivered: a row with no account, its address forgotten on delivery.
    const waiting = await rowsMentioning([user.id, user.email, user.fullName]);
    expect(waiting).toEqual([expect.stringMatching(/^emails: .*account was deleted/)]);
    const mail = await bed.t.mail.waitFor(user.email, (m) => m.subject.includes('account was deleted'));
    expect(mail.text).toContain('kept for 6 years');
    expect(await rowsMentioning([user.id, user.email, user.fullName])).toEqual([]);
    const [confirmation] = await db().select().from(emails).where(eq(emails.subject, mail.subject));
    expect(confirmation).toMatchObject({ userId: null, toAddress: ERASED_ADDRESS, status: 'delivered', body: null });

    // The payments money came in for stay, by their ids, with the amounts and dates but no one's name, notes or proof.
    expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    const kept = await db()
      .select()
      .from(retainedPayments)
      .where(inArray(retainedPayments.id, [paid.verified.id, paid.card.id, paid.rejected.id]));
    expect(kept.sort((a, b) => a.amountPence - b.amountPence)).toEqual([
      expect.objectContaining({ id: paid.verified.id, amountPence: 250_00, method: 'bank_transfer', status: 'verified', reference: null }),
      expect.objectContaining({
        id: paid.card.id,
        amountPence: 900_00,
        method: 'card',
        status: 'pending',
        reference: `pi_${user.id.slice(0, 8)}`,
      }),
    ]);
    expect(kept[0]!.verifiedAt).toEqual(paid.verified.verifiedAt);
    expect(JSON.stringify(kept)).not.toMatch(new RegExp(`${user.id}|${user.email}|Dana|${bed.adminId}`, 'i'));

    // The files went off the request, by the removal queue the confirmation's delivery ran.
    expect((await storedFiles(bed.t)).filter((key) => fileKeys.includes(key))).toEqual([]);

    // The audit trail records the act by the account's id alone.
    const entries = await db().select().from(auditEntries).where(eq(auditEntries.clientId, user.id));
    expect(entries.map((entry) => [entry.action, entry.outcome])).toContainEqual(['account.delete', 'succeeded']);
    expect(JSON.stringify(entries)).not.toMatch(new RegExp(`${user.email}|Dana Deleted`, 'i'));

    expect((await httpSession(bed.t.app).post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);

    // Someone else's records are as they were.
    expect(await rowsMentioning([bystander.user.id, bystander.user.email])).toEqual(bystanderBefore);
    expect((await bystander.phone.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('DELETE /api/account: groups', () => {
  async function groupOfThree() {
    const leader = await signedInClient(bed.t, { fullName: 'Lena Leader' });
    const first = await signedInClient(bed.t, { fullName: 'Cora Cotenant' });
    const second = await signedInClient(bed.t, { fullName: 'Cal Cotenant' });
    await insertGroup(bed.t, leader.user.id, { members: [first.user.id, second.user.id], numberOfTenants: 3 });
    return { leader, first, second };
  }

  it('a leader’s co-tenants become clients of their own, each told by e-mail', async () => {
    const { leader, first, second } = await groupOfThree();
    const response = await deleteAccount(leader.http, { password: leader.user.password });
    expect(response.statusCode, response.body).toBe(200);

    // Queued with the deletion, each about the co-tenant's own account, so their admin page lists it.
    const queued = await db()
      .select({ userId: emails.userId, to: emails.toAddress, status: emails.status })
      .from(emails)
      .where(like(emails.subject, 'Lena Leader left%'));
    expect(queued).toEqual(
      expect.arrayContaining([first, second].map(({ user }) => ({ userId: user.id, to: user.email, status: 'queued' }))),
    );
    expect(queued).toHaveLength(2);
    for (const cotenant of [first, second]) {
      expect((await cotenant.http.get('/api/groups/me')).json()).toEqual({ role: null, group: null });
      const mail = await bed.t.mail.waitFor(cotenant.user.email, (m) => m.subject.includes('Lena Leader left'));
      expect(mail.text).toContain('pay and book your consultation yourself');
    }
    await bed.t.mail.waitFor(leader.user.email, (m) => m.subject.includes('account was deleted'));
    expect(await rowsMentioning([leader.user.id, leader.user.email])).toEqual([]);
  });

  it('a co-tenant leaves the group, which the leader keeps with its other members; no one else is e-mailed', async () => {
    const { leader, first, second } = await groupOfThree();
    const before = (await bed.t.mail.delivered()).length;
    expect((await deleteAccount(first.http, { password: first.user.password })).statusCode).toBe(200);

    expect((await leader.http.get('/api/groups/me')).json()).toMatchObject({
      role: 'leader',
      group: { numberOfTenants: 3, members: [{ fullName: 'Cal Cotenant' }] },
    });
    expect((await second.http.get('/api/groups/me')).json()).toMatchObject({ role: 'cotenant', group: { leaderName: 'Lena Leader' } });
    const sent = (await bed.t.mail.delivered()).slice(before);
    expect(sent.map((m) => m.to)).toEqual([[first.user.email]]);
  });
});
