import { passwordStrengthMessages } from '@nestway/core/password-strength';
import { brand } from '@nestway/core/brand';
import { pathParameterNames } from '@nestway/core/contract';
import { allEndpoints } from '@nestway/core/contracts/all';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOverrideHistory, documents, users } from '../db/schema/index';
import { insertClient, signedInClient } from './support/accounts';
import { adminTestbed } from './support/admin-testbed';
import { httpSession, type HttpSession } from './support/http-session';
import { insertConsultation, insertPayment, insertPreferences } from './support/factories';
import { UNKNOWN_ID } from './support/ids';
import { statusOverrideMessages } from '@nestway/core/status-override';

const bed = adminTestbed();

const userRow = async (id: string) => (await bed.t.app.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const historyRows = (id: string) => bed.t.app.ctx.db.select().from(adminOverrideHistory).where(eq(adminOverrideHistory.userId, id));

/** Every admin call of this file, on the client `id`, as `as`. */
const adminCalls = (id: string) => [
  (as: HttpSession) => as.put(`/api/admin/users/${id}/notes`, { notes: 'Prefers WhatsApp' }),
  (as: HttpSession) => as.post(`/api/admin/users/${id}/reset-password`, { newPassword: 'brand new pass' }),
  (as: HttpSession) => as.put(`/api/admin/users/${id}/status-override`, { targetStep: 'ready', notes: 'Paid cash' }),
  (as: HttpSession) => as.get(`/api/admin/users/${id}/override-history`),
];

describe('who may call the client account calls', () => {
  it('answers 401 without a session, 403 to a client (even on their own id), and changes nothing', async () => {
    const { user, http: client } = await signedInClient(bed.t);
    const before = await userRow(user.id);
    for (const call of adminCalls(user.id)) {
      expect((await call(httpSession(bed.t.app))).statusCode).toBe(401);
      expect((await call(client)).statusCode).toBe(403);
    }
    const after = await userRow(user.id);
    expect(after).toEqual(before);
    expect(await historyRows(user.id)).toEqual([]);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, a malformed id and an admin’s id', async () => {
    const before = await userRow(bed.adminId);
    for (const id of [UNKNOWN_ID, 'not-a-uuid', bed.adminId]) {
      for (const call of adminCalls(id)) {
        const response = await call(bed.admin);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'User not found' });
      }
    }
    expect(await userRow(bed.adminId)).toEqual(before);
    expect(await historyRows(bed.adminId)).toEqual([]);
  });
});

describe('PUT /api/admin/users/:id/notes', () => {
  it('saves the notes trimmed, answers them, shows them in the client record, and clears them when blank', async () => {
    const user = await insertClient(bed.t);
    const saved = await bed.admin.put(`/api/admin/users/${user.id}/notes`, { notes: '  Prefers WhatsApp.\nStudent at Leeds.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ adminNotes: 'Prefers WhatsApp.\nStudent at Leeds.' });
    expect((await bed.detailOf(user.id)).adminNotes).toBe('Prefers WhatsApp.\nStudent at Leeds.');

    for (const notes of ['   ', '', null]) {
      const cleared = await bed.admin.put(`/api/admin/users/${user.id}/notes`, { notes });
      expect(cleared.json()).toEqual({ adminNotes: null });
    }
    expect((await userRow(user.id)).adminNotes).toBeNull();
  });

  it('refuses notes that are missing, not text, or over 5000 characters, and keeps the saved ones', async () => {
    const user = await insertClient(bed.t);
    await bed.admin.put(`/api/admin/users/${user.id}/notes`, { notes: 'Kept' });
    for (const body of [{}, { notes: 42 }, { notes: ['a'] }, { notes: 'x'.repeat(5001) }]) {
      const response = await bed.admin.put(`/api/admin/users/${user.id}/notes`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await bed.admin.put(`/api/admin/users/${user.id}/notes`, { notes: 'x'.repeat(5000) })).statusCode).toBe(200);
  });

  it('never shows the notes in an answer to the client', async () => {
    const { user, http: client } = await signedInClient(bed.t);
    await insertPreferences(bed.t, user.id);
    const secret = 'SECRET-ADMIN-NOTE-7d1f';
    expect((await bed.admin.put(`/api/admin/users/${user.id}/notes`, { notes: secret })).statusCode).toBe(200);

    // Every read a client may make, with their own id wherever the path names one.
    const reads = allEndpoints.filter((e) => e.method === 'GET' && (e.access === 'client' || e.access === 'user'));
    expect(reads.map((e) => e.path)).toContain('/api/auth/user');
    for (const endpoint of reads) {
      const url = pathParameterNames(endpoint.path).reduce((path, name) => path.replace(`{${name}}`, user.id), endpoint.path);
      const response = await client.get(url);
      expect(response.body, url).not.toContain(secret);
      expect(response.body, url).not.toContain('adminNotes":"');
    }
    expect((await client.get('/api/auth/user')).json()).not.toHaveProperty('adminNotes');
  });
});

describe('POST /api/admin/users/:id/reset-password', () => {
  it('sets the new password, ends every session of the client and e-mails them without the password', async () => {
    const { user, http: phone } = await signedInClient(bed.t, { password: 'old password' });
    const laptop = httpSession(bed.t.app);
    expect((await laptop.post('/api/auth/login', { email: user.email, password: 'old password' })).statusCode).toBe(200);

    const response = await bed.admin.post(`/api/admin/users/${user.id}/reset-password`, { newPassword: 'fresh secret 1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.stringContaining('password') });

    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(401);
    // Each ended session says why, so the client's login screen can tell them.
    for (const device of [phone, laptop]) {
      expect((await device.get('/api/auth/user')).json()).toMatchObject({
        code: 'unauthenticated',
        signedOutReason: 'password_changed_by_admin',
      });
    }
    // Signing in again starts a session like any other.
    const back = httpSession(bed.t.app);
    expect((await back.post('/api/auth/login', { email: user.email, password: 'fresh secret 1' })).statusCode).toBe(200);
    expect((await back.get('/api/auth/user')).statusCode).toBe(200);
    expect((await httpSession(bed.t.app).get('/api/auth/user')).json()).not.toHaveProperty('signedOutReason');
    expect((await httpSession(bed.t.app).post('/api/auth/login', { email: user.email, password: 'old password' })).statusCode).toBe(401);
    expect((await httpSession(bed.t.app).post('/api/auth/login', { email: user.email, password: 'fresh secret 1' })).statusCode).toBe(200);
    expect((await userRow(user.id)).passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await bed.t.mail.waitFor(user.email, (m) => m.subject === 'Your Nestway password was changed');
    expect(mail.text).toContain('signed out everywhere');
    // The one contact address a client is given, as on the public pages; the team's inbox is never shown.
    expect(mail.text).toContain(`contact us at ${brand.supportEmail}`);
    expect(mail.text).not.toContain(brand.adminEmail);
    expect(mail.text).not.toContain('fresh secret 1');
    expect(mail.html).not.toContain('fresh secret 1');
  });

  it('refuses a password under 6 characters, over 128, missing, not text or among the most common, and keeps the old one', async () => {
    const { user, http: client } = await signedInClient(bed.t, { password: 'old password' });
    const before = (await userRow(user.id)).passwordHash;
    const short = await bed.admin.post(`/api/admin/users/${user.id}/reset-password`, { newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed', message: 'Password must be at least 6 characters' });
    for (const body of [{ newPassword: 'x'.repeat(129) }, {}, { newPassword: 123456 }]) {
      expect((await bed.admin.post(`/api/admin/users/${user.id}/reset-password`, body)).statusCode).toBe(400);
    }
    const common = await bed.admin.post(`/api/admin/users/${user.id}/reset-password`, { newPassword: 'letmein' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'weak_password', message: passwordStrengthMessages.common });
    expect((await userRow(user.id)).passwordHash).toBe(before);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/users/:id/status-override and GET /override-history', () => {
  it('sets the step, records who, when, from which step and why, e-mails the client, and lists the history newest first', async () => {
    const { user, http: client } = await signedInClient(bed.t, { fullName: 'Olive Override' });
    await insertPreferences(bed.t, user.id);
    expect((await bed.admin.get(`/api/admin/users/${user.id}/override-history`)).json()).toEqual([]);

    const first = await bed.admin.put(`/api/admin/users/${user.id}/status-override`, {
      targetStep: 'document_upload',
      notes: '  Paid in cash at the office  ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Status overridden to Document Upload. The client has been notified by e-mail.',
      stepOverride: 'document_upload',
      applicationStep: 'document_upload',
      entry: {
        id: expect.any(String),
        targetStep: 'document_upload',
        // The records alone: preferences done, no payment.
        previousStep: 'payment_verification',
        notes: 'Paid in cash at the office',
        adminName: expect.any(String),
        createdAt: bed.t.clock.now().toISOString(),
      },
    });
    const mail = await bed.t.mail.waitFor(user.email, (m) => m.subject === 'Your application is now at: Document Upload');
    expect(mail.text).toContain('Your application step is now: Document Upload');
    expect(mail.text).not.toContain('Paid in cash');

    bed.t.clock.advance(60);
    const second = await bed.admin.put(`/api/admin/users/${user.id}/status-override`, { targetStep: 'ready' });
    expect(second.json()).toMatchObject({
      stepOverride: 'ready',
      applicationStep: 'ready',
      entry: { previousStep: 'document_upload', notes: null },
    });
    await bed.t.mail.waitFor(user.email, (m) => m.subject === 'Your application is now at: Ready for Service');

    const history = await bed.admin.get(`/api/admin/users/${user.id}/override-history`);
    expect(history.statusCode).toBe(200);
    const [admin] = await bed.t.app.ctx.db.select().from(users).where(eq(users.id, bed.adminId));
    expect(history.json()).toEqual([
      { ...second.json().entry, adminName: admin!.fullName },
      { ...first.json().entry, adminName: admin!.fullName },
    ]);
    const rows = await historyRows(user.id);
    expect(rows.every((row) => row.adminId === bed.adminId)).toBe(true);

    // The override reaches the client's answers and the admin's.
    expect((await client.get('/api/auth/user')).json().stepOverride).toBe('ready');
    expect((await bed.detailOf(user.id)).stepOverride).toBe('ready');
  });

  it('refuses an override to the step the client is already at with 409 already_at_step, recording and e-mailing nothing', async () => {
    const { user } = await signedInClient(bed.t, { fullName: 'Stella Same' });
    await insertPreferences(bed.t, user.id);
    // The records alone put the client at Payment Verification.
    const same = await bed.admin.put(`/api/admin/users/${user.id}/status-override`, { targetStep: 'payment_verification' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'already_at_step', message: statusOverrideMessages.alreadyAtStep('payment_verification') });

    // With an override in force, the step it puts the client at.
    expect((await bed.admin.put(`/api/admin/users/${user.id}/status-override`, { targetStep: 'document_upload' })).statusCode).toBe(200);
    const again = await bed.admin.put(`/api/admin/users/${user.id}/status-override`, { targetStep: 'document_upload' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_at_step');

    expect(await historyRows(user.id)).toHaveLength(1);
    await bed.t.mail.waitFor(user.email, (m) => m.subject === 'Your application is now at: Document Upload');
    const overrideMails = (await bed.t.mail.delivered()).filter(
      (m) => m.to.includes(user.email.toLowerCase()) && m.subject.startsWith('Your application is now at'),
    );
    expect(overrideMails.map((m) => m.subject)).toEqual(['Your application is now at: Document Upload']);
  });

  it('answers the step the records give when they are already past the target, and records it as the previous step', async () => {
    const { user } = await signedInClient(bed.t);
    await insertPreferences(bed.t, user.id);
    await insertPayment(bed.t, user.id, { status: 'verified' });
    await bed.t.app.ctx.db.insert(documents).values({
      userId: user.id,
      type: 'passport',
      status: 'verified',
      fileKey: 'x',
      contentType: 'image/png',
      originalFileName: 'p.png',
      sizeBytes: 1,
    });
    await insertConsultation(bed.t, user.id, 'confirmed');
    const response = await bed.admin.put(`/api/admin/users/${user.id}/status-override`, { targetStep: 'preferences' });
    expect(response.json()).toMatchObject({
      applicationStep: 'consultation',
      entry: { previousStep: 'consultation', targetStep: 'preferences' },
    });
  });

  it('changes the client list badges with the override', async () => {
    const user = await insertClient(bed.t, { fullName: 'Badge Override Client' });
    const row = async () =>
      (await bed.admin.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`)).json<{
        clients: Array<Record<string, { kind: string }>>;
      }>().clients[0]!;
    expect((await row()).stage!.kind).toBe('just-registered');
    await bed.admin.put(`/api/admin/users/${user.id}/status-override`, { targetStep: 'ready' });
    expect((await row()).stage!.kind).toBe('documents-verified');
    expect((await row()).action!.kind).toBe('no-action-needed');
  });

  it('refuses a missing or unknown step and over-long notes, changing nothing', async () => {
    const user = await insertClient(bed.t);
    for (const body of [
      {},
      { targetStep: 'done' },
      { targetStep: '' },
      { targetStep: 'ready', notes: 'x'.repeat(2001) },
      { targetStep: 3 },
    ]) {
      const response = await bed.admin.put(`/api/admin/users/${user.id}/status-override`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await userRow(user.id)).stepOverride).toBeNull();
    expect(await historyRows(user.id)).toEqual([]);
  });
});
