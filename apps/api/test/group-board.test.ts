import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink } from '../../../test-support/mail-message';
import { cotenantPreferences, preferencesForGroup } from '../../../test-support/fixtures/preferences';
import { documents } from '../db/schema/index';
import { signedInClient, uniqueEmail } from './support/accounts';
import { insertGroup, insertPreferences, insertSignature } from './support/factories';
import { httpSession, type HttpSession } from './support/http-session';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const board = async (http: HttpSession) => {
  const response = await http.get('/api/groups/board');
  expect(response.statusCode).toBe(200);
  return response.json();
};

const nothingDone = { personalDetails: false, termsSigned: false, documentsUploaded: false, documentsVerified: false };

/** A leader of three who invited two addresses; the first registers from the e-mailed link and joins. */
async function groupWithOneJoined() {
  const leader = await signedInClient(t, { fullName: 'Lola Leader' });
  await insertPreferences(t, leader.user.id, preferencesForGroup(3));
  const [joining, waiting] = [uniqueEmail('cora'), uniqueEmail('wes')];
  expect((await leader.http.post('/api/groups/invite', { emails: [joining, waiting] })).statusCode).toBe(200);
  const mail = await t.mail.waitFor(joining, (m) => m.subject.includes('invited you'));
  const token = new URL(findLink(mail, '/cotenant-register?token=')!).searchParams.get('token')!;
  const cotenant = httpSession(t.app);
  const registered = await cotenant.post('/api/auth/register', {
    fullName: 'Cora Tenant',
    email: joining,
    password: 'secret1',
    invitationToken: token,
  });
  expect(registered.statusCode).toBe(201);
  expect((await cotenant.post('/api/groups/accept-invitation', { invitationToken: token })).statusCode).toBe(200);
  const cotenantId = (await cotenant.get('/api/auth/user')).json<{ id: string }>().id;
  return { leader, cotenant, cotenantId, joining, waiting };
}

const addDocument = (userId: string, status: 'pending' | 'verified' | 'rejected') =>
  t.app.ctx.db
    .insert(documents)
    .values({
      userId,
      type: 'passport',
      status,
      fileKey: `documents/${userId}/${status}`,
      contentType: 'image/png',
      originalFileName: 'secret-passport.png',
      sizeBytes: 10,
      notes: 'private note',
    })
    .returning();

describe('GET /api/groups/board', () => {
  it("follows a co-tenant's progress step by step, and shows the invitation not yet accepted", async () => {
    const { leader, cotenant, cotenantId, waiting } = await groupWithOneJoined();
    expect(await board(leader.http)).toEqual({
      members: [{ fullName: 'Cora Tenant', progress: nothingDone }],
      invited: [{ email: waiting, status: 'pending' }],
    });

    expect((await cotenant.post('/api/preferences', cotenantPreferences())).statusCode).toBe(200);
    expect((await board(leader.http)).members[0].progress).toEqual({ ...nothingDone, personalDetails: true });

    await insertSignature(t, cotenantId);
    expect((await board(leader.http)).members[0].progress).toEqual({ ...nothingDone, personalDetails: true, termsSigned: true });

    const [document] = await addDocument(cotenantId, 'rejected');
    expect((await board(leader.http)).members[0].progress.documentsUploaded).toBe(false);
    await t.app.ctx.db.update(documents).set({ status: 'pending' }).where(eq(documents.id, document!.id));
    expect((await board(leader.http)).members[0].progress).toEqual({
      personalDetails: true,
      termsSigned: true,
      documentsUploaded: true,
      documentsVerified: false,
    });
    await t.app.ctx.db.update(documents).set({ status: 'verified' }).where(eq(documents.id, document!.id));
    expect((await board(leader.http)).members[0].progress).toEqual({
      personalDetails: true,
      termsSigned: true,
      documentsUploaded: true,
      documentsVerified: true,
    });
  });

  it("shows an expired invitation as expired, and the leader's own progress nowhere", async () => {
    const { leader, waiting } = await groupWithOneJoined();
    // Eight days, with the leader active half-way so their session outlives the idle timeout.
    t.clock.advance(4 * 24 * 60 * 60);
    expect((await board(leader.http)).invited).toEqual([{ email: waiting, status: 'pending' }]);
    t.clock.advance(4 * 24 * 60 * 60);
    const answer = await board(leader.http);
    expect(answer.invited).toEqual([{ email: waiting, status: 'expired' }]);
    expect(answer.members.map((member: { fullName: string }) => member.fullName)).toEqual(['Cora Tenant']);
  });

  it("answers only flags: none of a co-tenant's details, documents, notes or e-mail", async () => {
    const { leader, cotenant, cotenantId, joining } = await groupWithOneJoined();
    await cotenant.post('/api/preferences', cotenantPreferences());
    await addDocument(cotenantId, 'pending');
    const text = JSON.stringify(await board(leader.http));
    for (const secret of [joining, cotenantId, 'secret-passport', 'private note', 'Ghanaian', 'documents/'])
      expect(text).not.toContain(secret);
    expect(Object.keys((await board(leader.http)).members[0])).toEqual(['fullName', 'progress']);
  });

  it('refuses a co-tenant (leader_only), answers a client with no group an empty board, and 401 without a session', async () => {
    const { cotenant } = await groupWithOneJoined();
    const refused = await cotenant.get('/api/groups/board');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'leader_only' });
    const { http: alone } = await signedInClient(t);
    expect(await board(alone)).toEqual({ members: [], invited: [] });
    expect((await httpSession(t.app).get('/api/groups/board')).statusCode).toBe(401);
  });

  it('a leader sees only their own group', async () => {
    const other = await signedInClient(t, { fullName: 'Olu Other' });
    const stranger = await signedInClient(t, { fullName: 'Stranger Danger' });
    await insertGroup(t, other.user.id, { members: [stranger.user.id] });
    const { leader } = await groupWithOneJoined();
    expect(JSON.stringify(await board(leader.http))).not.toContain('Stranger Danger');
  });
});
