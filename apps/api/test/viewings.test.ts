import { randomUUID } from 'node:crypto';
import { fillPath } from '@nestway/core/contract';
import { viewingsApi } from '@nestway/core/contracts/viewings';
import { formatUkLongDateTime } from '@nestway/core/uk-time';
import { viewingMessages, type ViewingRecord, type ViewingSession } from '@nestway/core/viewings';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyViewings, viewingSessions } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import type { HttpSession } from './support/http-session';
import { statementsOfGet } from './support/sql-statements';
import type { TestApp } from './support/test-app';
import { NOW, VIEWINGS_LINK, viewingData, viewingsTestbed } from './support/viewings-testbed';

const bed = viewingsTestbed();
const { insertClient, bulk, bookedSession, viewingRow, viewingsOf, mailsTo } = bed;
let t: TestApp;
let admin: HttpSession;
let adminId: string;
beforeAll(() => {
  ({ t, admin, adminId } = bed);
});

const sessionCount = async () => (await t.app.ctx.db.select({ n: count() }).from(viewingSessions))[0]!.n;

async function sessionsList(): Promise<ViewingSession[]> {
  const response = await admin.get('/api/admin/viewing-sessions');
  expect(response.statusCode).toBe(200);
  return response.json<ViewingSession[]>();
}
const sessionIn = async (id: string) => (await sessionsList()).find((s) => s.viewingSessionId === id);

describe('POST /api/admin/viewings/bulk', () => {
  it('books one session with a scheduled viewing for each client (once each), answers them, and e-mails each client', async () => {
    const ada = await insertClient('Ada Lovelace');
    const ben = await insertClient('Ben Okafor');
    const { viewingSessionId, createdViewings } = await bookedSession([ada.id, ben.id, ada.id], { adminNotes: ' Meet at the gate ' });

    expect(createdViewings).toHaveLength(2);
    expect(createdViewings.map((v) => v.userId).sort()).toEqual([ada.id, ben.id].sort());
    for (const viewing of createdViewings) {
      expect(viewing).toEqual({
        id: expect.any(String),
        userId: viewing.userId,
        viewingSessionId,
        propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
        propertyType: 'Flat',
        bedrooms: 2,
        bathrooms: 1,
        rentAmount: '950.50',
        rentPence: 95_050,
        viewingDateTime: '2026-06-20T13:30:00.000Z',
        status: 'scheduled',
        adminNotes: 'Meet at the gate',
        youtubeVideoId: null,
        videoTitle: null,
        videoNotes: null,
        videoSharedAt: null,
        videoWatchedAt: null,
        userFeedback: null,
        createdAt: t.clock.now().toISOString(),
      });
    }
    const [session] = await t.app.ctx.db.select().from(viewingSessions).where(eq(viewingSessions.id, viewingSessionId));
    expect(session).toMatchObject({
      kind: 'bulk',
      createdBy: adminId,
      propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
      rentPence: 95_050,
    });
    const rows = await viewingsOf([ada.id, ben.id]);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.createdBy === adminId && row.sessionId === viewingSessionId)).toBe(true);

    for (const person of [ada, ben]) {
      const mail = await t.mail.waitFor(person.email, (m) => m.subject.startsWith('Property viewing booked'));
      expect(mail.subject).toBe('Property viewing booked: 12 Hyde Park Road, Leeds LS6 1AB');
      expect(mail.text).toContain(`Hello ${person.fullName}`);
      expect(mail.text).toContain(formatUkLongDateTime('2026-06-20T13:30:00.000Z'));
      expect(mail.text).toContain('Saturday, 20 June 2026 at 14:30 UK time (BST)');
      expect(mail.text).toContain('Flat, 2 bedrooms, 1 bathroom, £950.50 a month.');
      expect(mail.text).toContain('Note from our team: Meet at the gate');
      expect(mail.text).toContain(VIEWINGS_LINK);
      expect((await mailsTo(person.email)).filter((m) => m.subject.startsWith('Property viewing booked'))).toHaveLength(1);
    }
  });

  it('refuses missing or bad fields with the spec messages, writing nothing', async () => {
    const ada = await insertClient();
    const before = await sessionCount();
    const cases: Array<[unknown, string]> = [
      [{ viewingData: viewingData(), clientIds: [] }, 'No clients selected'],
      [{ viewingData: viewingData() }, 'No clients selected'],
      [{ viewingData: viewingData({ propertyAddress: '  ' }), clientIds: [ada.id] }, viewingMessages.addressRequired],
      [{ viewingData: viewingData({ propertyType: undefined }), clientIds: [ada.id] }, viewingMessages.typeRequired],
      [{ viewingData: viewingData({ viewingDateTime: '' }), clientIds: [ada.id] }, viewingMessages.dateRequired],
      [{ viewingData: viewingData({ viewingDateTime: '2026-06-20 14:30' }), clientIds: [ada.id] }, viewingMessages.dateRequired],
      [{ viewingData: viewingData({ bedrooms: 1.5 }), clientIds: [ada.id] }, viewingMessages.roomsInvalid],
      [{ viewingData: viewingData({ bathrooms: -1 }), clientIds: [ada.id] }, viewingMessages.roomsInvalid],
      [{ viewingData: viewingData({ rentAmount: '-5' }), clientIds: [ada.id] }, viewingMessages.rentInvalid],
      [{ viewingData: viewingData({ rentAmount: '950.555' }), clientIds: [ada.id] }, viewingMessages.rentInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await bulk(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await sessionCount()).toBe(before);
    expect(await viewingsOf([ada.id])).toEqual([]);
    expect(await mailsTo(ada.email)).toEqual([]);
  });

  it.each([
    ['an unknown id', () => randomUUID()],
    ['a malformed id', () => 'not-a-uuid'],
    ["an admin's id", () => adminId],
  ])('refuses %s among the clients with 400, writing nothing for anyone', async (_label, badId) => {
    const ada = await insertClient();
    const before = await sessionCount();
    const response = await bulk({ viewingData: viewingData(), clientIds: [ada.id, badId()] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: viewingMessages.unknownClients });
    expect(await sessionCount()).toBe(before);
    expect(await viewingsOf([ada.id, adminId])).toEqual([]);
    expect(await mailsTo(ada.email)).toEqual([]);
  });
});

describe('admin only, client only', () => {
  it('refuses a client on every admin route with 403, changing nothing', async () => {
    const client = await signedInClient(t);
    const other = await insertClient();
    const { viewingSessionId, createdViewings } = await bookedSession([other.id]);
    const viewingId = createdViewings[0]!.id;
    const before = await viewingRow(viewingId);
    const bodies: Record<string, unknown> = {
      createBulk: { viewingData: viewingData(), clientIds: [client.user.id] },
      cancelSessionUser: { reason: 'mine now' },
      addSessionVideo: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', videoTitle: 'Tour' },
      addViewingVideo: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', videoTitle: 'Tour' },
      shareVideo: { videoData: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', title: 'Tour' }, clientIds: [client.user.id] },
      create: viewingData(),
      update: { status: 'cancelled' },
    };
    const params = { id: viewingId, sessionId: viewingSessionId, userId: other.id };
    const adminEndpoints = Object.entries(viewingsApi).filter(([, endpoint]) => endpoint.access === 'admin');
    expect(adminEndpoints).toHaveLength(9);
    for (const [name, endpoint] of adminEndpoints) {
      const url = fillPath(
        endpoint.path,
        name === 'sessions' ? undefined : name === 'clientViewings' || name === 'create' ? { id: other.id } : params,
      );
      const response =
        endpoint.method === 'GET'
          ? await client.http.get(url)
          : endpoint.method === 'POST'
            ? await client.http.post(url, bodies[name])
            : await client.http.put(url, bodies[name]);
      expect(response.statusCode, name).toBe(403);
    }
    expect(await viewingRow(viewingId)).toEqual(before);
    expect(await viewingsOf([client.user.id])).toEqual([]);
  });

  it('refuses the admin on the client routes with 403', async () => {
    const other = await insertClient();
    const { createdViewings } = await bookedSession([other.id]);
    expect((await admin.get(`/api/users/${adminId}/viewings`)).statusCode).toBe(403);
    expect((await admin.put(`/api/viewings/${createdViewings[0]!.id}/video/watched`)).statusCode).toBe(403);
    expect((await admin.put(`/api/viewings/${createdViewings[0]!.id}/feedback`, { feedback: 'Nice' })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/viewing-sessions', () => {
  it('lists each session with its clients, their statuses and watched times, and the counts, latest viewing first', async () => {
    const ada = await insertClient('Ada Session');
    const ben = await insertClient('Ben Session');
    const cleo = await insertClient('Cleo Session');
    const later = await bookedSession([ben.id, ada.id, cleo.id], {
      viewingDateTime: '2026-06-25T10:00:00+01:00',
      bedrooms: 3,
      bathrooms: 2,
    });
    const earlier = await bookedSession([ada.id], { viewingDateTime: '2026-06-18T10:00:00+01:00', rentAmount: '' });
    const cleoViewing = later.createdViewings.find((v) => v.userId === cleo.id)!;
    expect((await admin.put(`/api/admin/viewing-sessions/${later.viewingSessionId}/users/${cleo.id}/cancel`, {})).statusCode).toBe(200);
    const adaViewing = later.createdViewings.find((v) => v.userId === ada.id)!;
    await t.app.ctx.db
      .update(propertyViewings)
      .set({ videoWatchedAt: new Date(NOW) })
      .where(eq(propertyViewings.id, adaViewing.id));

    const sessions = await sessionsList();
    const ids = sessions.map((s) => s.viewingSessionId);
    expect(ids.indexOf(later.viewingSessionId)).toBeLessThan(ids.indexOf(earlier.viewingSessionId));
    expect(sessions.map((s) => s.viewingDateTime)).toEqual([...sessions.map((s) => s.viewingDateTime)].sort().reverse());

    expect(sessions.find((s) => s.viewingSessionId === later.viewingSessionId)).toEqual({
      viewingSessionId: later.viewingSessionId,
      kind: 'bulk',
      propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
      propertyType: 'Flat',
      bedrooms: 3,
      bathrooms: 2,
      rentAmount: '950.50',
      viewingDateTime: '2026-06-25T09:00:00.000Z',
      youtubeVideoId: null,
      videoTitle: null,
      userCount: 3,
      activeUserCount: 2,
      users: [
        { id: adaViewing.id, userId: ada.id, userName: 'Ada Session', email: ada.email, status: 'scheduled', videoWatchedAt: NOW },
        {
          id: later.createdViewings.find((v) => v.userId === ben.id)!.id,
          userId: ben.id,
          userName: 'Ben Session',
          email: ben.email,
          status: 'scheduled',
          videoWatchedAt: null,
        },
        { id: cleoViewing.id, userId: cleo.id, userName: 'Cleo Session', email: cleo.email, status: 'cancelled', videoWatchedAt: null },
      ],
      createdAt: NOW,
    });
    expect(sessions.find((s) => s.viewingSessionId === earlier.viewingSessionId)).toMatchObject({
      rentAmount: null,
      userCount: 1,
      activeUserCount: 1,
    });
  });

  it('shows the last 3 calendar months (UK time) and what is to come, and nothing older', async () => {
    const ada = await insertClient();
    // Now is 11:00 BST on 15 June 2026: the window opens at 11:00 GMT on 15 March.
    const edge = await bookedSession([ada.id], { viewingDateTime: '2026-03-15T11:00:00Z' });
    const older = await bookedSession([ada.id], { viewingDateTime: '2026-03-15T10:59:59Z' });
    const future = await bookedSession([ada.id], { viewingDateTime: '2027-01-10T10:00:00Z' });
    const ids = (await sessionsList()).map((s) => s.viewingSessionId);
    expect(ids).toContain(edge.viewingSessionId);
    expect(ids).toContain(future.viewingSessionId);
    expect(ids).not.toContain(older.viewingSessionId);
    // The client's own list keeps every viewing, the old one included.
    expect((await admin.get(`/api/admin/users/${ada.id}/viewings`)).json<ViewingRecord[]>()).toHaveLength(3);
  });

  it('sends the same number of SQL statements for 1 session as for many', async () => {
    const statementsOfList = () => statementsOfGet(t, admin, '/api/admin/viewing-sessions');
    const first = await statementsOfList();
    const clients = await Promise.all([insertClient(), insertClient(), insertClient()]);
    for (let i = 0; i < 6; i++)
      await bookedSession(
        clients.map((c) => c.id),
        { viewingDateTime: `2026-06-2${i}T10:00:00Z` },
      );
    const many = await statementsOfList();
    // The session lookup, the sessions and the clients of all of them.
    expect(first).toBe(3);
    expect(many).toBe(first);
  });
});

describe('PUT /api/admin/viewing-sessions/:sessionId/users/:userId/cancel', () => {
  it("cancels that client's viewing only, with the reason as its notes, and e-mails the client", async () => {
    const ada = await insertClient('Ada Cancel');
    const ben = await insertClient('Ben Stays');
    const { viewingSessionId, createdViewings } = await bookedSession([ada.id, ben.id], { adminNotes: 'Bring ID' });
    const benBefore = await viewingRow(createdViewings.find((v) => v.userId === ben.id)!.id);
    t.clock.advance(60);

    const response = await admin.put(`/api/admin/viewing-sessions/${viewingSessionId}/users/${ada.id}/cancel`, {
      reason: ' The landlord let the flat ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ViewingRecord>()).toMatchObject({
      userId: ada.id,
      viewingSessionId,
      status: 'cancelled',
      adminNotes: 'The landlord let the flat',
    });
    expect(await viewingRow(benBefore.id)).toEqual(benBefore);
    expect(await sessionIn(viewingSessionId)).toMatchObject({ userCount: 2, activeUserCount: 1 });

    const mail = await t.mail.waitFor(ada.email, (m) => m.subject.startsWith('Property viewing cancelled'));
    expect(mail.subject).toBe('Property viewing cancelled: 12 Hyde Park Road, Leeds LS6 1AB');
    expect(mail.text).toContain('Saturday, 20 June 2026 at 14:30 UK time (BST) has been cancelled');
    expect(mail.text).toContain('Reason from our team: The landlord let the flat');
    expect(mail.text).toContain(VIEWINGS_LINK);
    expect((await mailsTo(ben.email)).filter((m) => m.subject.startsWith('Property viewing cancelled'))).toEqual([]);
  });

  it('keeps the notes when no reason is given', async () => {
    const ada = await insertClient();
    const { viewingSessionId } = await bookedSession([ada.id], { adminNotes: 'Bring ID' });
    const response = await admin.put(`/api/admin/viewing-sessions/${viewingSessionId}/users/${ada.id}/cancel`, { reason: '  ' });
    expect(response.json<ViewingRecord>()).toMatchObject({ status: 'cancelled', adminNotes: 'Bring ID' });
  });

  it('answers 404 for an unknown session or a client not in it, changing nothing', async () => {
    const ada = await insertClient();
    const outsider = await insertClient();
    const { viewingSessionId, createdViewings } = await bookedSession([ada.id]);
    const before = await viewingRow(createdViewings[0]!.id);
    const cases: Array<[string, string, string]> = [
      [randomUUID(), ada.id, viewingMessages.sessionNotFound],
      ['not-a-session', ada.id, viewingMessages.sessionNotFound],
      [viewingSessionId, outsider.id, viewingMessages.clientNotInSession],
      [viewingSessionId, 'not-a-user', viewingMessages.clientNotInSession],
      [viewingSessionId, adminId, viewingMessages.clientNotInSession],
    ];
    for (const [sessionId, userId, message] of cases) {
      const response = await admin.put(`/api/admin/viewing-sessions/${sessionId}/users/${userId}/cancel`, { reason: 'x' });
      expect(response.statusCode, `${sessionId} ${userId}`).toBe(404);
      expect(response.json().message).toBe(message);
    }
    expect(await viewingRow(before.id)).toEqual(before);
  });

  it('refuses to cancel a cancelled or a completed viewing with 409, changing nothing and e-mailing no one', async () => {
    const ada = await insertClient();
    const ben = await insertClient();
    const { viewingSessionId, createdViewings } = await bookedSession([ada.id, ben.id]);
    const cancel = (userId: string) =>
      admin.put(`/api/admin/viewing-sessions/${viewingSessionId}/users/${userId}/cancel`, { reason: 'Again' });
    expect((await cancel(ada.id)).statusCode).toBe(200);
    const benViewing = createdViewings.find((v) => v.userId === ben.id)!;
    expect((await admin.put(`/api/admin/viewings/${benViewing.id}`, { status: 'completed' })).statusCode).toBe(200);

    const adaBefore = await viewingRow(createdViewings.find((v) => v.userId === ada.id)!.id);
    const benBefore = await viewingRow(benViewing.id);
    const mailsBefore = (await t.mail.delivered()).length;
    const again = await cancel(ada.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: 'This viewing is already cancelled.' });
    expect(again.json().params).toEqual({ from: 'cancelled', to: 'cancelled' });
    const completed = await cancel(ben.id);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe('A completed viewing cannot be set to cancelled.');
    expect(await viewingRow(adaBefore.id)).toEqual(adaBefore);
    expect(await viewingRow(benBefore.id)).toEqual(benBefore);
    expect((await t.mail.delivered()).length).toBe(mailsBefore);
  });
});
