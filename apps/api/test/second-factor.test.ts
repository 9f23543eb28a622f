import type { StaffList } from '@nestway/core/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepAt, totpCode } from '../../../test-support/fixtures/second-factor';
import { auditEntries, mfaRecoveryCodes, users } from '../db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { hashToken } from '../src/lib/tokens';
import { signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { setUpSecondFactor, signInStaff } from './support/staff-sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = { email: 'mfa-admin@nestway.test', password: 'admin-password-1' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => t.close());

let members = 0;
/** Another staff member, written straight into the database (inviting staff is not this file's subject). */
async function newMember(): Promise<{ id: string; email: string; password: string }> {
  const member = { email: `member-${++members}@nestway.test`, password: 'member-password-1' };
  const [row] = await t.app.ctx.db
    .insert(users)
    .values({
      ...member,
      fullName: `Member ${members}`,
      passwordHash: await hashPassword(member.password),
      role: 'admin',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return { id: row!.id, ...member };
}

/** A member with a second factor on, signed out: answers its secret and recovery codes. */
async function memberWithSecondFactor() {
  const member = await newMember();
  const http = httpSession(t.app);
  await http.post('/api/auth/login', { ...member, isAdmin: true });
  const factor = await setUpSecondFactor(t, http);
  await http.post('/api/auth/logout');
  return { ...member, ...factor };
}

const passwordOnly = async (member: { email: string; password: string }): Promise<HttpSession> => {
  const http = httpSession(t.app);
  const login = await http.post('/api/auth/login', { ...member, isAdmin: true });
  expect(login.json()).toMatchObject({ requiresVerification: false, mfaRequired: true });
  return http;
};

const codeNow = (secret: string, offset = 0) => totpCode(secret, stepAt(t.clock.now()) + offset);

describe('signing in with a second factor', () => {
  it('answers mfaRequired without an admin session, and a right code completes the sign-in', async () => {
    const member = await memberWithSecondFactor();
    t.clock.advance(30);
    const http = await passwordOnly(member);
    expect((await http.get('/api/admin/users')).statusCode).toBe(401);
    expect((await http.get('/api/auth/user')).statusCode).toBe(401);

    const wrong = await http.post('/api/auth/mfa/verify', { code: codeNow(member.secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_mfa_code' });
    expect((await http.get('/api/admin/users')).statusCode).toBe(401);

    const pendingCookie = http.sessionCookie();
    expect((await http.post('/api/auth/mfa/verify', { code: codeNow(member.secret) })).statusCode).toBe(200);
    expect(http.sessionCookie()).not.toBe(pendingCookie);
    expect((await http.get('/api/admin/users')).statusCode).toBe(200);
    expect((await http.get('/api/auth/user')).json()).toMatchObject({ secondFactor: { enabled: true, required: onPostgres } });
  });

  it('refuses a code already used in its window, and takes the next one', async () => {
    const member = await memberWithSecondFactor();
    t.clock.advance(30);
    const code = codeNow(member.secret);
    expect((await (await passwordOnly(member)).post('/api/auth/mfa/verify', { code })).statusCode).toBe(200);

    const again = await passwordOnly(member);
    const replay = await again.post('/api/auth/mfa/verify', { code });
    expect(replay.json()).toMatchObject({ code: 'invalid_mfa_code' });
    expect((await again.post('/api/auth/mfa/verify', { code: codeNow(member.secret, 1) })).statusCode).toBe(200);
  });

  it('takes each recovery code once, however it is typed, and keeps only their hashes', async () => {
    const member = await memberWithSecondFactor();
    expect(member.recoveryCodes).toHaveLength(10);
    expect(new Set(member.recoveryCodes).size).toBe(10);
    const stored = await t.app.ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, member.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(member.recoveryCodes[0]!.replace('-', ''));

    const typed = ` ${member.recoveryCodes[0]!.replace('-', '').toUpperCase()} `;
    const first = await passwordOnly(member);
    expect((await first.post('/api/auth/mfa/verify', { recoveryCode: typed })).statusCode).toBe(200);
    expect((await first.get('/api/admin/users')).statusCode).toBe(200);

    const second = await passwordOnly(member);
    expect((await second.post('/api/auth/mfa/verify', { recoveryCode: member.recoveryCodes[0] })).json()).toMatchObject({
      code: 'invalid_mfa_code',
    });
    expect((await second.post('/api/auth/mfa/verify', { recoveryCode: member.recoveryCodes[1] })).statusCode).toBe(200);
  });

  it('locks the account after ten wrong codes, as wrong passwords do, even for a right one', async () => {
    const member = await memberWithSecondFactor();
    t.clock.advance(30);
    const http = await passwordOnly(member);
    for (let n = 0; n < 10; n++) {
      expect((await http.post('/api/auth/mfa/verify', { code: codeNow(member.secret, 5) })).statusCode).toBe(400);
    }
    const locked = await http.post('/api/auth/mfa/verify', { code: codeNow(member.secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited' });
    t.clock.advance(15 * 60);
    const later = await passwordOnly(member);
    expect((await later.post('/api/auth/mfa/verify', { code: codeNow(member.secret) })).statusCode).toBe(200);
  });

  it('counts each try before checking it: twelve wrong codes sent at once get at most ten answers', async () => {
    const member = await memberWithSecondFactor();
    t.clock.advance(30);
    const http = await passwordOnly(member);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => http.post('/api/auth/mfa/verify', { code: codeNow(member.secret, 5) })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('gives the code ten minutes after the password, then the password is asked again', async () => {
    const member = await memberWithSecondFactor();
    const http = await passwordOnly(member);
    t.clock.advance(10 * 60 + 1);
    const late = await http.post('/api/auth/mfa/verify', { code: codeNow(member.secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('refuses a body with both or neither kind of code, and a session that waits for none', async () => {
    const member = await memberWithSecondFactor();
    const http = await passwordOnly(member);
    expect((await http.post('/api/auth/mfa/verify', {})).json()).toMatchObject({ code: 'validation_failed' });
    const both = await http.post('/api/auth/mfa/verify', { code: '123456', recoveryCode: member.recoveryCodes[0] });
    expect(both.json()).toMatchObject({ code: 'validation_failed' });
    const { http: client } = await signedInClient(t);
    expect((await client.post('/api/auth/mfa/verify', { code: '123456' })).statusCode).toBe(409);
  });
});

describe('setting up a second factor', () => {
  it('keeps it off after a wrong first code, and gives a QR code URI and the secret as text', async () => {
    const member = await newMember();
    const http = httpSession(t.app);
    await http.post('/api/auth/login', { ...member, isAdmin: true });
    const setup = (await http.post('/api/auth/mfa/setup')).json<{ secret: string; otpauthUri: string }>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Nestway:member-\d+%40nestway\.test\?/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);

    const wrong = await http.post('/api/auth/mfa/confirm', { code: totpCode(setup.secret, stepAt(t.clock.now()) + 4) });
    expect(wrong.json()).toMatchObject({ code: 'invalid_mfa_code' });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.mfaEnabledAt).toBeNull();
    expect((await http.post('/api/auth/login', { ...member, isAdmin: true })).json()).not.toHaveProperty('mfaRequired');
  });

  // The suite runs on both databases: PostgreSQL is a real deployment, PGlite the embedded demo.
  it('is required on a real deployment (every other admin call answers mfa_setup_required), optional on the embedded demo', async () => {
    const member = await newMember();
    const http = httpSession(t.app);
    await http.post('/api/auth/login', { ...member, isAdmin: true });
    expect((await http.get('/api/auth/user')).json()).toMatchObject({ secondFactor: { enabled: false, required: onPostgres } });
    const before = await http.get('/api/admin/users');
    if (onPostgres) {
      expect(before.statusCode).toBe(403);
      expect(before.json()).toMatchObject({ code: 'mfa_setup_required' });
    } else {
      expect(before.statusCode).toBe(200);
    }
    await setUpSecondFactor(t, http);
    expect((await http.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('turns on once: a second confirmation at the same moment is refused, and the codes shown are the ones kept', async () => {
    const member = await newMember();
    const http = httpSession(t.app);
    await http.post('/api/auth/login', { ...member, isAdmin: true });
    const { secret } = (await http.post('/api/auth/mfa/setup')).json<{ secret: string }>();
    const code = totpCode(secret, stepAt(t.clock.now()));
    const answers = await Promise.all([1, 2].map(() => http.post('/api/auth/mfa/confirm', { code })));
    // The other finds it on (409) or its setup used up (400), as the two happen to interleave.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect([400, 409]).toContain(answers.find((answer) => answer.statusCode !== 200)?.statusCode);
    const shown = answers.find((answer) => answer.statusCode === 200)!.json<{ recoveryCodes: string[] }>().recoveryCodes;
    const kept = await t.app.ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, member.id));
    expect(kept.map((row) => row.codeHash).sort()).toEqual(shown.map((c) => hashToken(c.replace('-', ''))).sort());
  });

  it("ends the member's other password-only sessions when it is turned on: they do not become full ones", async () => {
    const member = await newMember();
    const other = httpSession(t.app);
    await other.post('/api/auth/login', { ...member, isAdmin: true });
    const own = httpSession(t.app);
    await own.post('/api/auth/login', { ...member, isAdmin: true });
    await setUpSecondFactor(t, own);
    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    expect((await own.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('keeps a member without it from every file a signed-in user may read, where it is required', async () => {
    const member = await newMember();
    const http = httpSession(t.app);
    await http.post('/api/auth/login', { ...member, isAdmin: true });
    // Payment proofs are served to any signed-in user who may see them; staff may see every client's.
    const proof = await http.get('/uploads/payment-proofs/00000000-0000-4000-8000-000000000000.png');
    if (onPostgres) {
      expect(proof.statusCode).toBe(403);
      expect(proof.json()).toMatchObject({ code: 'mfa_setup_required' });
    } else {
      expect(proof.statusCode).toBe(404);
    }
    // Their own record stays readable: it tells the screens to send them to the setup.
    expect((await http.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('does not concern clients', async () => {
    const { http } = await signedInClient(t);
    expect((await http.get('/api/auth/user')).json()).not.toHaveProperty('secondFactor');
    expect((await http.post('/api/auth/mfa/setup')).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/staff/{id}/mfa', () => {
  it("removes another member's second factor and ends their sessions, so they set it up again", async () => {
    const admin = httpSession(t.app);
    await signInStaff(t, admin, ADMIN);
    const member = await memberWithSecondFactor();
    t.clock.advance(30);
    const theirs = await passwordOnly(member);
    expect((await theirs.post('/api/auth/mfa/verify', { code: codeNow(member.secret) })).statusCode).toBe(200);
    const twoFactorOnList = async () =>
      (await admin.get('/api/admin/staff')).json<StaffList>().members.find((m) => m.id === member.id)!.twoFactorEnabled;
    expect(await twoFactorOnList()).toBe(true);

    expect((await admin.delete(`/api/admin/staff/${member.id}/mfa`)).statusCode).toBe(200);
    expect(await twoFactorOnList()).toBe(false);
    // Recorded in the audit trail under the member who reset it.
    const entries = await t.app.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'staff.second_factor.reset'), eq(auditEntries.targetId, member.id)));
    expect(entries).toEqual([expect.objectContaining({ actorName: 'Nestway Admin', actorRole: 'admin', outcome: 'succeeded' })]);
    expect((await theirs.get('/api/admin/users')).statusCode).toBe(401);
    expect(await t.app.ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, member.id))).toEqual([]);
    const again = httpSession(t.app);
    expect((await again.post('/api/auth/login', { ...member, isAdmin: true })).json()).not.toHaveProperty('mfaRequired');
    expect((await again.get('/api/admin/users')).statusCode).toBe(onPostgres ? 403 : 200);
  });

  it('refuses one’s own, a client and an unknown id, and a client calling it', async () => {
    const admin = httpSession(t.app);
    const login = await signInStaff(t, admin, ADMIN);
    const ownId = login.json<{ user: { id: string } }>().user.id;
    expect((await admin.delete(`/api/admin/staff/${ownId}/mfa`)).json()).toMatchObject({ code: 'bad_request' });
    const { user: client, http } = await signedInClient(t);
    expect((await admin.delete(`/api/admin/staff/${client.id}/mfa`)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/staff/not-an-id/mfa')).statusCode).toBe(404);
    expect((await http.delete(`/api/admin/staff/${ownId}/mfa`)).statusCode).toBe(403);
  });
});
