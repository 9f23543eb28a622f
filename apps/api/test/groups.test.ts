import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink, type ReceivedMail } from '../../../test-support/mail-message';
import { preferencesForGroup } from '../../../test-support/fixtures/preferences';
import { groupInvitations, groupMembers, tenantGroups, users } from '../db/schema/index';
import { groupMessages } from '@nestway/core/groups';
import { groupHomeOf } from '@nestway/core/preferences';
import { httpSession, type HttpSession } from './support/http-session';
import { signedInClient, uniqueEmail } from './support/accounts';
import { insertPreferences } from './support/factories';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEVEN_DAYS = 7 * 24 * 60 * 60;

/** Preferences are another module's; the tests write the row the way that module stores it. */
const givePreferences = (userId: string, numberOfTenants: number) => insertPreferences(t, userId, preferencesForGroup(numberOfTenants));

async function leaderOf(numberOfTenants: number) {
  const leader = await signedInClient(t, { fullName: 'Lola Leader' });
  await givePreferences(leader.user.id, numberOfTenants);
  return leader;
}

const invitationMail = (to: string) => t.mail.waitFor(to, (m) => m.subject.includes('invited you'));
/** The newest invitation e-mail to `to` (a re-invite sends a second one). */
const latestInvitationMail = async (to: string) =>
  (await t.mail.delivered()).filter((m) => m.to.includes(to) && m.subject.includes('invited you')).at(-1)!;
const tokenOf = (mail: ReceivedMail) => new URL(findLink(mail, '/cotenant-register?token=')!).searchParams.get('token')!;

/** A co-tenant registered (and signed in) from the invitation link. */
async function registeredWithInvitation(email: string, token: string) {
  const http = httpSession(t.app);
  const response = await http.post('/api/auth/register', { fullName: 'Cora Tenant', email, password: 'secret1', invitationToken: token });
  expect(response.statusCode).toBe(201);
  return http;
}

/** Lets 7 days pass while `clients` stay active, so their sessions outlive the idle timeout. */
async function sevenDaysLater(...clients: Array<HttpSession>) {
  t.clock.advance(SEVEN_DAYS / 2);
  for (const http of clients) expect((await http.get('/api/auth/user')).statusCode).toBe(200);
  t.clock.advance(SEVEN_DAYS / 2);
}

async function invitedToken(http: HttpSession, email: string) {
  const response = await http.post('/api/groups/invite', { emails: [email] });
  expect(response.statusCode).toBe(200);
  return tokenOf(await latestInvitationMail(email));
}

describe('POST /api/groups/invite', () => {
  it.each([
    [{ emails: ['not-an-email'] }, 'Please enter a valid email address'],
    [{ emails: [] }, 'At least one email is required'],
    [{}, 'emails is required.'],
    [{ emails: 'a@example.com' }, 'emails has the wrong type: Invalid input: expected array, received string'],
    [{ emails: ['a@example.com', 'A@example.com'] }, 'Each co-tenant needs a different email address'],
    [{ emails: ['a@example.com', 'b@example.com', 'c@example.com'] }, 'You can invite at most 2 co-tenants'],
  ])('refuses bad input %# with 400 and the rule that failed, creating nothing', async (payload, message) => {
    const { user, http } = await leaderOf(3);
    const response = await http.post('/api/groups/invite', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.app.ctx.db.select().from(tenantGroups).where(eq(tenantGroups.leaderUserId, user.id))).toHaveLength(0);
  });

  it('allows tenants minus 1 addresses and refuses the leader’s own address', async () => {
    const { user, http } = await leaderOf(2);
    const tooMany = await http.post('/api/groups/invite', { emails: [uniqueEmail('a'), uniqueEmail('b')] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can invite at most 1 co-tenant');
    expect(tooMany.json().params).toEqual({ max: 1 });
    const own = await http.post('/api/groups/invite', { emails: [user.email.toUpperCase()] });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot invite your own email address');
  });

  it('needs preferences for more than one tenant', async () => {
    const withoutPreferences = await signedInClient(t);
    const alone = await leaderOf(1);
    for (const { http } of [withoutPreferences, alone]) {
      const response = await http.post('/api/groups/invite', { emails: [uniqueEmail()] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Set the number of tenants to 2 or 3 in your preferences before inviting co-tenants.');
    }
  });

  it('is for signed-in clients only', async () => {
    const response = await httpSession(t.app).post('/api/groups/invite', { emails: [uniqueEmail()] });
    expect(response.statusCode).toBe(401);
  });

  it('creates the group, stores each token hashed with a 7-day expiry and e-mails an APP_URL link with the leader and group size', async () => {
    const { user, http } = await leaderOf(3);
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/groups/invite',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json', cookie: http.sessionCookie()!, host: 'evil.example' },
      payload: { emails: [first.toUpperCase(), second] },
    });
    expect(response.statusCode).toBe(200);
    const expiresAt = new Date(t.clock.now().getTime() + SEVEN_DAYS * 1000).toISOString();
    expect(response.json()).toEqual({
      success: true,
      invitations: [
        { email: first, status: 'pending', expiresAt },
        { email: second, status: 'pending', expiresAt },
      ],
    });

    const [group] = await t.app.ctx.db.select().from(tenantGroups).where(eq(tenantGroups.leaderUserId, user.id));
    expect(group?.numberOfTenants).toBe(3);
    for (const email of [first, second]) {
      const mail = await invitationMail(email);
      expect(mail.subject).toBe('Lola Leader invited you to rent together on Nestway');
      expect(mail.text).toContain('for a group of 3 tenants');
      expect(mail.text).toContain('handles the payments and the scheduling');
      expect(mail.raw).not.toContain('evil.example');
      const link = findLink(mail, '/cotenant-register?token=')!;
      expect(link.startsWith(`${TEST_APP_URL}/cotenant-register?token=`)).toBe(true);
      const token = tokenOf(mail);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      const [row] = await t.app.ctx.db.select().from(groupInvitations).where(eq(groupInvitations.email, email));
      expect(row?.groupId).toBe(group!.id);
      expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(token);
    }
  });

  it('gives an address invited again a fresh link that replaces the old one', async () => {
    const { http } = await leaderOf(2);
    const email = uniqueEmail('again');
    const oldToken = await invitedToken(http, email);
    t.clock.advance(60);
    const newToken = await invitedToken(http, email);
    expect(newToken).not.toBe(oldToken);
    expect((await httpSession(t.app).get(`/api/groups/invitation/${oldToken}`)).statusCode).toBe(404);
    expect((await httpSession(t.app).get(`/api/groups/invitation/${newToken}`)).statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(groupInvitations).where(eq(groupInvitations.email, email))).toHaveLength(1);
  });

  it('withdraws pending invitations left out of a new list and keeps joined members within the group size', async () => {
    const { http } = await leaderOf(3);
    const [kept, dropped, member, added] = [uniqueEmail('kept'), uniqueEmail('dropped'), uniqueEmail('member'), uniqueEmail('added')];
    await http.post('/api/groups/invite', { emails: [kept, dropped] });
    const droppedToken = tokenOf(await invitationMail(dropped));

    const replaced = await http.post('/api/groups/invite', { emails: [kept, member] });
    expect(
      replaced
        .json()
        .invitations.map((i: { email: string }) => i.email)
        .sort(),
    ).toEqual([kept, member].sort());
    expect((await httpSession(t.app).get(`/api/groups/invitation/${droppedToken}`)).statusCode).toBe(404);

    const joined = await registeredWithInvitation(member, tokenOf(await latestInvitationMail(member)));
    expect(
      (await joined.post('/api/groups/accept-invitation', { invitationToken: tokenOf(await latestInvitationMail(member)) })).statusCode,
    ).toBe(200);

    const full = await http.post('/api/groups/invite', { emails: [added, kept] });
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe('Your group has room for 1 more co-tenant.');
    expect(full.json().params).toEqual({ room: 1 });
    const withMember = await http.post('/api/groups/invite', { emails: [member, added] });
    expect(withMember.statusCode).toBe(200);
    const statuses = Object.fromEntries(withMember.json().invitations.map((i: { email: string; status: string }) => [i.email, i.status]));
    expect(statuses).toEqual({ [member]: 'accepted', [added]: 'pending' });
    expect((await t.mail.delivered()).filter((m) => m.to.includes(member) && m.subject.includes('invited you'))).toHaveLength(1);
  });

  it('is refused to a co-tenant with 403', async () => {
    const { http } = await leaderOf(2);
    const email = uniqueEmail('cotenant');
    const token = await invitedToken(http, email);
    const cotenant = await registeredWithInvitation(email, token);
    const [account] = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await givePreferences(account!.id, 3);
    expect((await cotenant.post('/api/groups/accept-invitation', { invitationToken: token })).statusCode).toBe(200);
    const response = await cotenant.post('/api/groups/invite', { emails: [uniqueEmail()] });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(groupMessages.leaderOnly);
  });
});

describe('GET /api/groups/invitation/:token', () => {
  it('answers the invited e-mail, the leader and the group size without signing in', async () => {
    const { http } = await leaderOf(3);
    const email = uniqueEmail('lookup');
    const token = await invitedToken(http, email);
    const response = await httpSession(t.app).get(`/api/groups/invitation/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invitation: { email }, group: { leaderName: 'Lola Leader', numberOfTenants: 3 } });
  });

  it.each(['unknown-token', 'A'.repeat(43)])('answers 404 for an unknown token %#', async (token) => {
    const response = await httpSession(t.app).get(`/api/groups/invitation/${token}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Invitation not found');
    expect(response.json().code).toBe('not_found');
  });

  it('answers 404 once the invitation is 7 days old', async () => {
    const { http } = await leaderOf(2);
    const token = await invitedToken(http, uniqueEmail('late'));
    t.clock.advance(SEVEN_DAYS - 1);
    expect((await httpSession(t.app).get(`/api/groups/invitation/${token}`)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await httpSession(t.app).get(`/api/groups/invitation/${token}`)).statusCode).toBe(404);
  });
});

describe('POST /api/auth/register with an invitation', () => {
  it('creates the invited address verified, signs it in and sends no verification code', async () => {
    const { http } = await leaderOf(2);
    const email = uniqueEmail('invitee');
    const token = await invitedToken(http, email);
    const cotenant = httpSession(t.app);
    const response = await cotenant.post('/api/auth/register', {
      fullName: 'Cora Tenant',
      email,
      password: 'secret1',
      invitationToken: token,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ requiresVerification: false, user: { id: expect.any(String), email, fullName: 'Cora Tenant' } });
    const me = await cotenant.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, isEmailVerified: true });
    expect((await t.mail.delivered()).filter((m) => m.to.includes(email) && m.subject.includes('verification code'))).toHaveLength(0);
    // Registering proves the address; joining is the separate accept call, so the link still works.
    expect((await httpSession(t.app).get(`/api/groups/invitation/${token}`)).statusCode).toBe(200);
  });

  it.each([
    ['another address', 'This invitation was sent to another email address. Please register with the address that received it.'],
    ['an expired link', 'This invitation link is invalid or has expired. Please ask your group leader for a new one.'],
    ['an unknown link', 'This invitation link is invalid or has expired. Please ask your group leader for a new one.'],
  ])('refuses %s with 400 and creates nothing', async (kind, message) => {
    const { http } = await leaderOf(2);
    const invited = uniqueEmail('invited');
    const token = await invitedToken(http, invited);
    const email = kind === 'another address' ? uniqueEmail('other') : invited;
    if (kind === 'an expired link') t.clock.advance(SEVEN_DAYS);
    const response = await httpSession(t.app).post('/api/auth/register', {
      fullName: 'Cora Tenant',
      email,
      password: 'secret1',
      invitationToken: kind === 'an unknown link' ? 'no-such-token' : token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.cookies).toHaveLength(0);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe("the spec's co-tenant calls: register {fullName, email, password}, then accept-invitation", () => {
  it('signs the invited address in at registration, and accepting the invitation verifies it and joins the group', async () => {
    const { http } = await leaderOf(2);
    const email = uniqueEmail('spec-invitee');
    const token = await invitedToken(http, email);
    const cotenant = httpSession(t.app);
    const registered = await cotenant.post('/api/auth/register', { fullName: 'Cora Tenant', email, password: 'secret1' });
    expect(registered.statusCode).toBe(201);
    expect(registered.cookies.length).toBeGreaterThan(0);
    const accepted = await cotenant.post('/api/groups/accept-invitation', { invitationToken: token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, group: { leaderName: 'Lola Leader', numberOfTenants: 2 } });
    const me = await cotenant.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, isEmailVerified: true });
  });

  it('lets the unproven session do nothing but accept the invitation sent to its address', async () => {
    const { http } = await leaderOf(2);
    const email = uniqueEmail('spec-unproven');
    await invitedToken(http, email);
    const other = await invitedToken((await leaderOf(2)).http, uniqueEmail('spec-other'));
    const cotenant = httpSession(t.app);
    expect((await cotenant.post('/api/auth/register', { fullName: 'Cora Tenant', email, password: 'secret1' })).statusCode).toBe(201);
    expect((await cotenant.get('/api/auth/user')).statusCode).toBe(401);
    expect((await cotenant.get('/api/preferences')).statusCode).toBe(401);
    expect((await cotenant.post('/api/groups/accept-invitation', { invitationToken: other })).statusCode).toBe(404);
    expect((await cotenant.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('still asks an address nobody invited to verify its e-mail, and signs nobody in', async () => {
    const response = await httpSession(t.app).post('/api/auth/register', {
      fullName: 'Nina Newcomer',
      email: uniqueEmail('not-invited'),
      password: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ requiresVerification: true });
    expect(response.cookies).toHaveLength(0);
  });
});

describe('POST /api/groups/accept-invitation', () => {
  async function invitedCotenant(numberOfTenants = 2) {
    const leader = await leaderOf(numberOfTenants);
    const email = uniqueEmail('joiner');
    const token = await invitedToken(leader.http, email);
    return { leader, email, token, http: await registeredWithInvitation(email, token) };
  }

  it('joins the group and uses the invitation up; a repeat answers the same success', async () => {
    const { leader, email, token, http } = await invitedCotenant(3);
    const first = await http.post('/api/groups/accept-invitation', { invitationToken: token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, group: { leaderName: 'Lola Leader', numberOfTenants: 3 } });
    const again = await http.post('/api/groups/accept-invitation', { invitationToken: token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    expect((await httpSession(t.app).get(`/api/groups/invitation/${token}`)).statusCode).toBe(404);
    const [row] = await t.app.ctx.db.select().from(groupInvitations).where(eq(groupInvitations.email, email));
    expect(row?.acceptedAt).not.toBeNull();
    expect((await http.get('/api/groups/me')).json()).toEqual({
      role: 'cotenant',
      group: {
        leaderName: 'Lola Leader',
        numberOfTenants: 3,
        home: groupHomeOf(preferencesForGroup(3)),
        members: [{ fullName: 'Cora Tenant', email }],
        acceptedProperties: [],
        pendingOffers: [],
        invitations: [],
      },
    });
    const leaderView = (await leader.http.get('/api/groups/me')).json();
    expect(leaderView.role).toBe('leader');
    expect(leaderView.group.members).toEqual([{ fullName: 'Cora Tenant', email }]);
    expect(leaderView.group.invitations).toEqual([{ email, status: 'accepted', expiresAt: row!.expiresAt.toISOString() }]);
  });

  it('answers 404 to a user whose address the invitation was not sent to, and changes nothing', async () => {
    const { token } = await invitedCotenant();
    const stranger = await signedInClient(t);
    const response = await stranger.http.post('/api/groups/accept-invitation', { invitationToken: token });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Invitation not found');
    expect(await t.app.ctx.db.select().from(groupMembers).where(eq(groupMembers.userId, stranger.user.id))).toHaveLength(0);
    expect((await httpSession(t.app).get(`/api/groups/invitation/${token}`)).statusCode).toBe(200);
  });

  it('answers 404 for an expired invitation', async () => {
    const { token, http } = await invitedCotenant();
    await sevenDaysLater(http);
    expect((await http.post('/api/groups/accept-invitation', { invitationToken: token })).statusCode).toBe(404);
    expect((await http.get('/api/groups/me')).json()).toEqual({ role: null, group: null });
  });

  it('lets an existing account join after signing in', async () => {
    const existing = await signedInClient(t);
    const leader = await leaderOf(2);
    const token = await invitedToken(leader.http, existing.user.email);
    expect((await existing.http.post('/api/groups/accept-invitation', { invitationToken: token })).statusCode).toBe(200);
    expect((await existing.http.get('/api/groups/me')).json().role).toBe('cotenant');
  });

  it('answers 409 to a user already in a group and to a group leader', async () => {
    const { email, token, http } = await invitedCotenant();
    await http.post('/api/groups/accept-invitation', { invitationToken: token });
    const secondLeader = await leaderOf(2);
    const secondToken = await invitedToken(secondLeader.http, email);
    const inGroup = await http.post('/api/groups/accept-invitation', { invitationToken: secondToken });
    expect(inGroup.statusCode).toBe(409);
    expect(inGroup.json().message).toBe('You are already a member of a group.');

    const leader = await leaderOf(2);
    await leader.http.post('/api/groups/invite', { emails: [uniqueEmail()] });
    const thirdLeader = await leaderOf(2);
    const leaderToken = await invitedToken(thirdLeader.http, leader.user.email);
    const asLeader = await leader.http.post('/api/groups/accept-invitation', { invitationToken: leaderToken });
    expect(asLeader.statusCode).toBe(409);
    expect(asLeader.json().message).toBe('You lead your own group, so you cannot join another one.');
    expect(await t.app.ctx.db.select().from(groupMembers).where(eq(groupMembers.userId, leader.user.id))).toHaveLength(0);
  });

  it('needs a signed-in client and a token', async () => {
    expect((await httpSession(t.app).post('/api/groups/accept-invitation', { invitationToken: 'x' })).statusCode).toBe(401);
    const { http } = await signedInClient(t);
    const missing = await http.post('/api/groups/accept-invitation', {});
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/groups/me', () => {
  it('answers no group for a client outside any group, and the pending invitations to a leader', async () => {
    const { http } = await signedInClient(t);
    expect((await http.get('/api/groups/me')).json()).toEqual({ role: null, group: null });
    const leader = await leaderOf(3);
    const email = uniqueEmail('pending');
    await invitedToken(leader.http, email);
    await sevenDaysLater(leader.http);
    expect((await leader.http.get('/api/groups/me')).json()).toEqual({
      role: 'leader',
      group: {
        leaderName: 'Lola Leader',
        numberOfTenants: 3,
        home: groupHomeOf(preferencesForGroup(3)),
        members: [],
        acceptedProperties: [],
        pendingOffers: [],
        invitations: [{ email, status: 'expired', expiresAt: expect.any(String) }],
      },
    });
  });
});
