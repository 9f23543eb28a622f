import { staffMessages } from '@nestway/core/staff';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink } from '../../../test-support/mail-message';
import { auditEntries, emails, sessions, staffInvitations, users } from '../db/schema/index';
import { insertClient, uniqueEmail } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import { httpSession, HTTP_SESSION_USER_AGENT, type HttpSession } from './support/http-session';
import { setUpSecondFactor } from './support/staff-sign-in';
import { UNKNOWN_ID } from './support/ids';
import type { TestApp } from './support/test-app';
import { deactivateStaff } from '../src/modules/staff/members';

let t: TestApp;
let admin: HttpSession;
let adminId: string;
beforeAll(async () => ({ t, admin, adminId } = await appWithAdmin('staff')));
afterAll(() => t.close());

const STRONG = 'quiet-harbour-violin-47';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

const readMails = new Set<string>();

/** Invites an address and answers the token from the e-mailed link (of the newest invitation to it). */
async function invite(fullName = 'Priya Patel', email = uniqueEmail('staff')) {
  const response = await admin.post('/api/admin/staff', { email, fullName });
  expect(response.statusCode).toBe(201);
  const mail = await t.mail.waitFor(email, (received) => !readMails.has(received.raw));
  readMails.add(mail.raw);
  const link = findLink(mail, '/admin/join?token=')!;
  return { email, fullName, token: tokenOf(link), link, mail, invitation: response.json().invitation };
}

/** Invites and joins: a signed-in new member. */
async function newMember(fullName = 'Sam Okafor') {
  const invited = await invite(fullName);
  const http = httpSession(t.app);
  const joined = await http.post('/api/admin/staff/join', { token: invited.token, password: STRONG });
  expect(joined.statusCode).toBe(201);
  // A real deployment (PostgreSQL) lets a new member do nothing else until they set up a second factor.
  if (t.databaseKind === 'postgres') await setUpSecondFactor(t, http);
  const member = (await t.app.ctx.db.select().from(users).where(eq(users.email, invited.email)))[0]!;
  return { ...invited, http, member };
}

/** The audit trail's entries of an action on a target. */
const auditedAs = (action: 'staff.invite' | 'staff.join' | 'staff.deactivate', targetId: string) =>
  t.app.ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.targetId, targetId)));

const staffList = async (as: HttpSession = admin) => {
  const response = await as.get('/api/admin/staff');
  expect(response.statusCode).toBe(200);
  return response.json<{ members: Array<Record<string, unknown>>; invitations: Array<Record<string, unknown>> }>();
};

describe('who may call the staff calls', () => {
  it('answers 401 without a session and 403 to a client, and changes nothing', async () => {
    const client = await insertClient(t);
    const clientHttp = httpSession(t.app);
    expect((await clientHttp.post('/api/auth/login', { email: client.email, password: client.password })).statusCode).toBe(200);
    const calls = [
      (as: HttpSession) => as.get('/api/admin/staff'),
      (as: HttpSession) => as.post('/api/admin/staff', { email: uniqueEmail(), fullName: 'Nope Person' }),
      (as: HttpSession) => as.delete(`/api/admin/staff/${adminId}`),
    ];
    const before = await t.app.ctx.db.select().from(staffInvitations);
    for (const call of calls) {
      expect((await call(httpSession(t.app))).statusCode).toBe(401);
      expect((await call(clientHttp)).statusCode).toBe(403);
    }
    expect(await t.app.ctx.db.select().from(staffInvitations)).toEqual(before);
  });
});

describe('POST /api/admin/staff (invite)', () => {
  it('e-mails a single-use link to /admin/join, stores only the token’s hash, and lists the invitation', async () => {
    const { email, token, link, mail, invitation } = await invite('Priya Patel');
    expect(link.startsWith('http://localhost:5000/admin/join?token=')).toBe(true);
    expect(mail.subject).toContain('invited you');
    expect(mail.text).toContain('72 hours');
    const [row] = await t.app.ctx.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.invitedBy).toBe(adminId);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(72 * 3600 * 1000);
    const [queued] = await t.app.ctx.db.select().from(emails).where(eq(emails.toAddress, email));
    expect(queued!.kind).toBe('invitation');
    expect((await staffList()).invitations).toContainEqual(invitation);
    expect(invitation).toMatchObject({ email, fullName: 'Priya Patel', invitedByName: 'Nestway Admin' });
    expect(await auditedAs('staff.invite', row!.id)).toEqual([expect.objectContaining({ actorId: adminId, outcome: 'succeeded' })]);
  });

  it('refuses an address that already has an account with 409 email_taken, and sends nothing', async () => {
    const client = await insertClient(t);
    for (const email of [client.email, client.email.toUpperCase(), 'staff-admin@nestway.test']) {
      const response = await admin.post('/api/admin/staff', { email, fullName: 'Some One' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'email_taken', message: staffMessages.alreadyStaff });
    }
    expect(await t.app.ctx.db.select().from(staffInvitations).where(eq(staffInvitations.email, client.email))).toEqual([]);
  });

  it('refuses a missing or malformed address or name with 400 validation_failed', async () => {
    for (const body of [{}, { email: 'not-an-address', fullName: 'Some One' }, { email: uniqueEmail(), fullName: 'x' }]) {
      const response = await admin.post('/api/admin/staff', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('a new invitation to the same address replaces the one not used yet', async () => {
    const first = await invite('Lee Chan');
    const second = await invite('Lee Chan', first.email);
    const refused = await httpSession(t.app).post('/api/admin/staff/join', { token: first.token, password: STRONG });
    expect(refused.json()).toMatchObject({ code: 'invitation_invalid', message: staffMessages.invitationInvalid });
    expect((await httpSession(t.app).post('/api/admin/staff/join', { token: second.token, password: STRONG })).statusCode).toBe(201);
  });
});

describe('POST /api/admin/staff/join', () => {
  it('creates a verified admin account, signs them in with an admin session, and uses the invitation up', async () => {
    const { email, token, http, member } = await newMember('Sam Okafor');
    expect(member).toMatchObject({ role: 'admin', fullName: 'Sam Okafor', deactivatedAt: null });
    expect(member.emailVerifiedAt).not.toBeNull();
    expect(member.lastSignInAt).not.toBeNull();
    expect((await http.get('/api/auth/user')).json()).toMatchObject({ email, isAdmin: true });
    expect((await http.get('/api/admin/staff')).statusCode).toBe(200);

    const again = await httpSession(t.app).post('/api/admin/staff/join', { token, password: STRONG });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invitation_invalid', message: staffMessages.invitationUsed });
    const signIn = await httpSession(t.app).post('/api/auth/login', { email, password: STRONG, isAdmin: true });
    expect(signIn.statusCode).toBe(200);
    expect((await staffList()).invitations.some((i) => i.email === email)).toBe(false);
  });

  it('records the join as the new member’s own act, in the transaction that creates the account', async () => {
    const { member } = await newMember('Ada Join');
    expect(await auditedAs('staff.join', member.id)).toMatchObject([
      {
        actorId: member.id,
        actorName: 'Ada Join',
        actorRole: 'admin',
        clientId: null,
        outcome: 'succeeded',
        userAgent: HTTP_SESSION_USER_AGENT,
      },
    ]);

    const { email, token } = await invite('Never Joined');
    const { db } = t.app.ctx;
    await db.execute(sql`create function refuse_joins() returns trigger language plpgsql as $$
      begin if new.action = 'staff.join' then raise exception 'no joins now'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_joins before insert on audit_entries for each row execute function refuse_joins()`);
    try {
      expect((await httpSession(t.app).post('/api/admin/staff/join', { token, password: STRONG })).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_joins on audit_entries`);
      await db.execute(sql`drop function refuse_joins()`);
    }
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await httpSession(t.app).post('/api/admin/staff/join', { token, password: STRONG })).statusCode).toBe(201);
  });
});

describe('a staff member’s password reset', () => {
  it('holds the staff rules: 12 characters and hard to guess', async () => {
    const { email } = await newMember('Reset Person');
    await httpSession(t.app).post('/api/auth/forgot-password', { email });
    const mail = await t.mail.waitFor(email, (received) => /reset/i.test(received.subject));
    const token = tokenOf(findLink(mail, '/reset-password?token=')!);
    for (const newPassword of ['tidal-orch', 'password12345']) {
      const refused = await httpSession(t.app).post('/api/auth/reset-password', { token, newPassword });
      expect(refused.statusCode, newPassword).toBe(400);
    }
    expect((await httpSession(t.app).post('/api/auth/reset-password', { token, newPassword: 'copper-meadow-lantern-9' })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/admin/staff', () => {
  it('lists every staff member with last sign-in and status, active first, and no clients', async () => {
    const { member } = await newMember('Zed Active');
    const client = await insertClient(t);
    const { members } = await staffList();
    expect(members.find((m) => m.id === member.id)).toEqual({
      id: member.id,
      fullName: 'Zed Active',
      email: member.email,
      lastSignInAt: member.lastSignInAt!.toISOString(),
      deactivatedAt: null,
      active: true,
      twoFactorEnabled: t.databaseKind === 'postgres',
    });
    expect(members.find((m) => m.id === adminId)).toMatchObject({ active: true });
    expect(members.some((m) => m.id === client.id)).toBe(false);
  });
});

describe('DELETE /api/admin/staff/{id} (deactivate)', () => {
  it('ends every session of the member at once, refuses their sign-in, and keeps their row', async () => {
    const { member, http, email } = await newMember('Gone Soon');
    const second = httpSession(t.app);
    expect((await second.post('/api/auth/login', { email, password: STRONG, isAdmin: true })).statusCode).toBe(200);

    const response = await admin.delete(`/api/admin/staff/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: staffMessages.deactivated });
    for (const session of [http, second]) {
      const after = await session.get('/api/admin/staff');
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'unauthenticated', signedOutReason: 'account_deactivated' });
    }
    const signIn = await httpSession(t.app).post('/api/auth/login', { email, password: STRONG, isAdmin: true });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('account_deactivated');
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.deactivatedAt).not.toBeNull();
    const listed = (await staffList()).members.find((m) => m.id === member.id);
    expect(listed).toMatchObject({ active: false, deactivatedAt: row!.deactivatedAt!.toISOString() });
    const live = await t.app.ctx.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(live.every((s) => s.endedReason === 'account_deactivated')).toBe(true);
    expect(await auditedAs('staff.deactivate', member.id)).toEqual([expect.objectContaining({ actorId: adminId, outcome: 'succeeded' })]);
  });

  it('withdraws the invitations they sent and had not been used: a link of their own does not bring them back', async () => {
    const { member, http } = await newMember('Leaving Soon');
    const email = uniqueEmail('their-friend');
    expect((await http.post('/api/admin/staff', { email, fullName: 'Their Friend' })).statusCode).toBe(201);
    const link = findLink(await t.mail.waitFor(email), '/admin/join?token=')!;
    expect((await admin.delete(`/api/admin/staff/${member.id}`)).statusCode).toBe(200);
    const joined = await httpSession(t.app).post('/api/admin/staff/join', { token: tokenOf(link), password: STRONG });
    expect(joined.statusCode).toBe(400);
    expect(joined.json()).toMatchObject({ code: 'invitation_invalid' });
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses deactivating yourself (409 self_deactivation) and changes nothing', async () => {
    const response = await admin.delete(`/api/admin/staff/${adminId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'self_deactivation' });
    expect((await admin.get('/api/admin/staff')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, a malformed one and a client’s', async () => {
    const client = await insertClient(t);
    for (const id of [UNKNOWN_ID, 'not-a-uuid', client.id]) {
      const response = await admin.delete(`/api/admin/staff/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect((await t.app.ctx.db.select().from(users).where(eq(users.id, client.id)))[0]!.deactivatedAt).toBeNull();
  });
});

describe('the last active staff member', () => {
  // Through HTTP an active member always leaves another active one (they cannot deactivate themselves); the rule
  // guards the race of two members deactivating each other at once: the second transaction, run after the first
  // committed, sees its own author deactivated and the target the last one active.
  it('cannot be deactivated (409 last_active_staff), even by a request already past the session check', async () => {
    const a = await newMember('Ann Race');
    const b = await newMember('Bob Race');
    const others = (await staffList()).members.filter((m) => m.active && m.id !== a.member.id && m.id !== b.member.id);
    for (const other of others) expect((await a.http.delete(`/api/admin/staff/${String(other.id)}`)).statusCode).toBe(200);
    expect((await a.http.delete(`/api/admin/staff/${b.member.id}`)).statusCode).toBe(200);
    await expect(deactivateStaff(t.app.ctx, a.member.id, b.member.id)).rejects.toMatchObject({ code: 'last_active_staff' });
    expect((await staffList(a.http)).members.filter((m) => m.active).map((m) => m.id)).toEqual([a.member.id]);
  });
});
