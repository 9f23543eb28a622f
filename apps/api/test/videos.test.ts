import { randomUUID } from 'node:crypto';
import { UNSPECIFIED_PROPERTY_TYPE, viewingMessages, type ViewingRecord, type ViewingSession } from '@nestway/core/viewings';
import { youtubeMessages } from '@nestway/core/youtube';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyViewings, viewingSessions } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import type { HttpSession } from './support/http-session';
import { appWithAdmin } from './support/app-with-admin';
import { insertClientAccount } from './support/viewings';
import { TEST_APP_URL, type TestApp } from './support/test-app';

const VIDEO = 'dQw4w9WgXcQ';
const OTHER_VIDEO = 'M7lc1UVf-VE';
const VIEWINGS_LINK = 'http://localhost:5000/dashboard#viewings';
const MISSING = 'Missing required fields: Please provide a YouTube URL and video title';

let t: TestApp;
let admin: HttpSession;
let adminId: string;

beforeAll(async () => {
  ({ t, admin, adminId } = await appWithAdmin('videos'));
});
afterAll(() => t.close());

const insertClient = (fullName?: string) => insertClientAccount(t, fullName);

/** A viewing that took place yesterday: adding its video completes it. */
const viewingData = {
  propertyAddress: '7 Cardigan Road, Leeds LS6 3AE',
  propertyType: 'House',
  bedrooms: 3,
  bathrooms: 2,
  rentAmount: '1450',
  viewingDateTime: new Date(Date.now() - 24 * 3600_000).toISOString(),
};
/** A viewing still to come: a video added ahead of it leaves it scheduled. */
const FUTURE_VIEWING_TIME = '2099-02-01T10:00:00Z';

async function bookedSession(clientIds: string[], viewingDateTime = viewingData.viewingDateTime) {
  const response = await admin.post('/api/admin/viewings/bulk', { viewingData: { ...viewingData, viewingDateTime }, clientIds });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ viewingSessionId: string; createdViewings: ViewingRecord[] }>();
}

const video = (overrides: Record<string, unknown> = {}) => ({
  youtubeUrl: `https://www.youtube.com/watch?v=${VIDEO}`,
  videoTitle: 'Walkthrough of 7 Cardigan Road',
  videoNotes: 'Large garden at the back',
  ...overrides,
});
const addSessionVideo = (sessionId: string, body: unknown) => admin.put(`/api/admin/viewing-sessions/${sessionId}/video`, body);
const addViewingVideo = (viewingId: string, body: unknown) => admin.put(`/api/admin/viewings/${viewingId}/video`, body);
const share = (body: unknown) => admin.post('/api/admin/videos/share', body);

/** PUT /api/viewings/{id}/video/watched as the spec's client sends it: no body, no content type. */
const markWatched = (http: HttpSession, id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/viewings/${id}/video/watched`,
    headers: { origin: TEST_APP_URL, cookie: http.sessionCookie()! },
  });

const viewingRow = async (id: string) => (await t.app.ctx.db.select().from(propertyViewings).where(eq(propertyViewings.id, id)))[0]!;
const sessionRow = async (id: string) => (await t.app.ctx.db.select().from(viewingSessions).where(eq(viewingSessions.id, id)))[0]!;
const viewingsOf = (userIds: string[]) => t.app.ctx.db.select().from(propertyViewings).where(inArray(propertyViewings.userId, userIds));
const sessionCount = async () => (await t.app.ctx.db.select({ n: count() }).from(viewingSessions))[0]!.n;
const videoMailsTo = async (email: string) =>
  (await t.mail.delivered()).filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith('Your walkthrough video'));

describe('PUT /api/admin/viewing-sessions/:id/video', () => {
  it('puts the video on every viewing not cancelled (scheduled ones that took place become completed), keeps it on the session and e-mails those clients', async () => {
    const ada = await insertClient('Ada Video');
    const ben = await insertClient('Ben Video');
    const cleo = await insertClient('Cleo Cancelled');
    const { viewingSessionId, createdViewings } = await bookedSession([ada.id, ben.id, cleo.id]);
    const byUser = (id: string) => createdViewings.find((v) => v.userId === id)!;
    expect((await admin.put(`/api/admin/viewing-sessions/${viewingSessionId}/users/${cleo.id}/cancel`, {})).statusCode).toBe(200);
    const cleoBefore = await viewingRow(byUser(cleo.id).id);
    t.clock.advance(60);

    const response = await addSessionVideo(viewingSessionId, video({ youtubeUrl: `https://youtu.be/${VIDEO}?si=abc` }));
    expect(response.statusCode).toBe(200);
    const { updatedViewings } = response.json<{ updatedViewings: ViewingRecord[] }>();
    expect(updatedViewings.map((v) => v.userId).sort()).toEqual([ada.id, ben.id].sort());
    for (const viewing of updatedViewings) {
      expect(viewing).toEqual({
        ...byUser(viewing.userId),
        status: 'completed',
        youtubeVideoId: VIDEO,
        videoTitle: 'Walkthrough of 7 Cardigan Road',
        videoNotes: 'Large garden at the back',
        videoSharedAt: t.clock.now().toISOString(),
      });
    }
    expect(await viewingRow(cleoBefore.id)).toEqual(cleoBefore);
    expect(await sessionRow(viewingSessionId)).toMatchObject({ youtubeVideoId: VIDEO, videoTitle: 'Walkthrough of 7 Cardigan Road' });
    const listed = (await admin.get('/api/admin/viewing-sessions'))
      .json<ViewingSession[]>()
      .find((s) => s.viewingSessionId === viewingSessionId);
    expect(listed).toMatchObject({ youtubeVideoId: VIDEO, videoTitle: 'Walkthrough of 7 Cardigan Road', activeUserCount: 2 });

    for (const person of [ada, ben]) {
      const mail = await t.mail.waitFor(person.email, (m) => m.subject.startsWith('Your walkthrough video'));
      expect(mail.subject).toBe('Your walkthrough video is ready: 7 Cardigan Road, Leeds LS6 3AE');
      expect(mail.text).toContain('Walkthrough of 7 Cardigan Road');
      expect(mail.text).toContain('Note from our team: Large garden at the back');
      expect(mail.text).toContain(VIEWINGS_LINK);
    }
    expect(await videoMailsTo(cleo.email)).toEqual([]);
  });

  it('keeps the watched time when the same video is sent again, and clears it for a new video', async () => {
    const client = await signedInClient(t);
    const { viewingSessionId, createdViewings } = await bookedSession([client.user.id]);
    const viewingId = createdViewings[0]!.id;
    expect((await addSessionVideo(viewingSessionId, video())).statusCode).toBe(200);
    const watchedAt = t.clock.now().toISOString();
    expect((await markWatched(client.http, viewingId)).statusCode).toBe(200);
    t.clock.advance(60);

    const again = await addSessionVideo(
      viewingSessionId,
      video({ youtubeUrl: `https://www.youtube.com/embed/${VIDEO}`, videoTitle: 'New title' }),
    );
    expect(again.json<{ updatedViewings: ViewingRecord[] }>().updatedViewings[0]).toMatchObject({
      status: 'completed',
      videoTitle: 'New title',
      videoWatchedAt: watchedAt,
    });
    const replaced = await addSessionVideo(viewingSessionId, video({ youtubeUrl: `https://youtu.be/${OTHER_VIDEO}` }));
    expect(replaced.json<{ updatedViewings: ViewingRecord[] }>().updatedViewings[0]).toMatchObject({
      youtubeVideoId: OTHER_VIDEO,
      videoWatchedAt: null,
    });
  });

  it('leaves a viewing still to come scheduled, so the admin can still cancel a client from the session', async () => {
    const ada = await insertClient('Ada Future');
    const ben = await insertClient('Ben Future');
    const { viewingSessionId } = await bookedSession([ada.id, ben.id], FUTURE_VIEWING_TIME);

    const response = await addSessionVideo(viewingSessionId, video());
    expect(response.statusCode).toBe(200);
    for (const viewing of response.json<{ updatedViewings: ViewingRecord[] }>().updatedViewings) {
      expect(viewing).toMatchObject({ status: 'scheduled', youtubeVideoId: VIDEO });
    }
    const cancelled = await admin.put(`/api/admin/viewing-sessions/${viewingSessionId}/users/${ben.id}/cancel`, { reason: 'Moved' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<ViewingRecord>()).toMatchObject({ status: 'cancelled', youtubeVideoId: VIDEO });

    // Once its time has passed, the admin marks it as taken place.
    const [adaViewing] = (await viewingsOf([ada.id])).filter((v) => v.sessionId === viewingSessionId);
    const completed = await admin.put(`/api/admin/viewings/${adaViewing!.id}`, { status: 'completed' });
    expect(completed.json<ViewingRecord>()).toMatchObject({ status: 'completed', youtubeVideoId: VIDEO });
  });

  it('refuses a session whose viewings are all cancelled with 409, changing nothing', async () => {
    const ada = await insertClient();
    const { viewingSessionId, createdViewings } = await bookedSession([ada.id]);
    await admin.put(`/api/admin/viewing-sessions/${viewingSessionId}/users/${ada.id}/cancel`, {});
    const before = await viewingRow(createdViewings[0]!.id);
    const response = await addSessionVideo(viewingSessionId, video());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(viewingMessages.noActiveViewings);
    expect(await viewingRow(before.id)).toEqual(before);
    expect(await sessionRow(viewingSessionId)).toMatchObject({ youtubeVideoId: null, videoTitle: null });
    expect(await videoMailsTo(ada.email)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed session', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await addSessionVideo(id, video());
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(viewingMessages.sessionNotFound);
    }
  });
});

describe('PUT /api/admin/viewings/:id/video', () => {
  async function singleViewing() {
    const person = await insertClient('Dee Single');
    const response = await admin.post(`/api/admin/users/${person.id}/viewings`, viewingData);
    expect(response.statusCode).toBe(201);
    return { person, viewing: response.json<ViewingRecord>() };
  }

  it.each([
    `https://www.youtube.com/watch?v=${VIDEO}`,
    `https://youtube.com/watch?v=${VIDEO}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${VIDEO}&list=PL123`,
    `http://m.youtube.com/watch?v=${VIDEO}`,
    `www.youtube.com/watch?v=${VIDEO}`,
    `https://youtu.be/${VIDEO}`,
    `https://youtu.be/${VIDEO}?si=abcDEF123&t=5`,
    `https://www.youtube.com/embed/${VIDEO}?start=30&rel=0`,
    `https://www.youtube-nocookie.com/embed/${VIDEO}`,
    `https://www.youtube.com/shorts/${VIDEO}`,
    `https://youtube.com/shorts/${VIDEO}?feature=share`,
    `https://www.youtube.com/live/${VIDEO}?si=x`,
  ])('takes %s and keeps only the video id', async (youtubeUrl) => {
    const { person, viewing } = await singleViewing();
    const response = await addViewingVideo(viewing.id, video({ youtubeUrl, videoNotes: '' }));
    expect(response.statusCode).toBe(200);
    const [updated] = response.json<{ updatedViewings: ViewingRecord[] }>().updatedViewings;
    expect(updated).toMatchObject({ id: viewing.id, status: 'completed', youtubeVideoId: VIDEO, videoNotes: null });
    expect(await viewingRow(viewing.id)).toMatchObject({ youtubeVideoId: VIDEO });
    expect(await videoMailsTo(person.email)).toHaveLength(1);
  });

  it.each([
    'https://vimeo.com/123456789',
    `https://www.youtube.com.evil.example/watch?v=${VIDEO}`,
    `https://notyoutu.be/${VIDEO}`,
    VIDEO,
    'https://www.youtube.com/watch',
    `https://www.youtube.com/channel/${VIDEO}`,
    `javascript:alert(1)//youtu.be/${VIDEO}`,
  ])('refuses %s with 400, changing nothing and e-mailing no one', async (youtubeUrl) => {
    const { person, viewing } = await singleViewing();
    const before = await viewingRow(viewing.id);
    const response = await addViewingVideo(viewing.id, video({ youtubeUrl }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: youtubeMessages.notYoutube });
    expect(await viewingRow(viewing.id)).toEqual(before);
    expect(await videoMailsTo(person.email)).toEqual([]);
  });

  it('refuses a missing URL or title with the spec message', async () => {
    const { viewing } = await singleViewing();
    const before = await viewingRow(viewing.id);
    for (const body of [video({ youtubeUrl: '' }), video({ videoTitle: '  ' }), { videoNotes: 'x' }]) {
      for (const send of [() => addViewingVideo(viewing.id, body), () => addSessionVideo(randomUUID(), body)]) {
        const response = await send();
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(MISSING);
      }
    }
    expect(await viewingRow(viewing.id)).toEqual(before);
  });

  it('leaves a viewing still to come scheduled, and completes it once its time has passed', async () => {
    const person = await insertClient('Fay Future');
    const inAnHour = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const response = await admin.post(`/api/admin/users/${person.id}/viewings`, { ...viewingData, viewingDateTime: inAnHour });
    const viewing = response.json<ViewingRecord>();
    const early = await addViewingVideo(viewing.id, video());
    expect(early.json<{ updatedViewings: ViewingRecord[] }>().updatedViewings[0]).toMatchObject({
      status: 'scheduled',
      youtubeVideoId: VIDEO,
    });
    expect(await viewingRow(viewing.id)).toMatchObject({ status: 'scheduled' });

    t.clock.advance(2 * 3600);
    const after = await addViewingVideo(viewing.id, video());
    expect(after.json<{ updatedViewings: ViewingRecord[] }>().updatedViewings[0]).toMatchObject({ status: 'completed' });
  });

  it('refuses a cancelled viewing with 409; a completed one keeps its status', async () => {
    const { viewing } = await singleViewing();
    await admin.put(`/api/admin/viewings/${viewing.id}`, { status: 'cancelled' });
    const before = await viewingRow(viewing.id);
    const cancelled = await addViewingVideo(viewing.id, video());
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(viewingMessages.cancelledNoVideo);
    expect(await viewingRow(viewing.id)).toEqual(before);

    const other = await singleViewing();
    await admin.put(`/api/admin/viewings/${other.viewing.id}`, { status: 'completed' });
    const completed = await addViewingVideo(other.viewing.id, video());
    expect(completed.json<{ updatedViewings: ViewingRecord[] }>().updatedViewings[0]).toMatchObject({
      status: 'completed',
      youtubeVideoId: VIDEO,
    });
  });

  it('answers 404 for an unknown or malformed viewing', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await addViewingVideo(id, video());
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(viewingMessages.notFound);
    }
  });
});

describe('POST /api/admin/videos/share', () => {
  const videoData = (overrides: Record<string, unknown> = {}) => ({
    youtubeUrl: `https://youtu.be/${VIDEO}`,
    title: 'Studio on Woodhouse Lane',
    propertyAddress: '',
    adminNotes: ' Available from September ',
    ...overrides,
  });

  it('makes one video-share session and a completed viewing with the video for each client, answers the recipients and e-mails them', async () => {
    const ada = await insertClient('Ada Share');
    const ben = await insertClient('Ben Share');
    t.clock.advance(60);
    const response = await share({ videoData: videoData(), clientIds: [ada.id, ben.id, ada.id] });
    expect(response.statusCode).toBe(201);
    const { viewingSessionId, recipients } = response.json<{
      viewingSessionId: string;
      recipients: Array<{ userId: string; fullName: string; email: string; viewingId: string }>;
    }>();
    expect(recipients.map(({ viewingId: _, ...r }) => r)).toEqual([
      { userId: ada.id, fullName: 'Ada Share', email: ada.email },
      { userId: ben.id, fullName: 'Ben Share', email: ben.email },
    ]);
    const now = t.clock.now();
    expect(await sessionRow(viewingSessionId)).toMatchObject({
      kind: 'video_share',
      createdBy: adminId,
      propertyAddress: 'Studio on Woodhouse Lane',
      propertyType: UNSPECIFIED_PROPERTY_TYPE,
      bedrooms: 1,
      bathrooms: 1,
      rentPence: null,
      viewingAt: now,
      youtubeVideoId: VIDEO,
      videoTitle: 'Studio on Woodhouse Lane',
    });
    for (const recipient of recipients) {
      expect(await viewingRow(recipient.viewingId)).toMatchObject({
        userId: recipient.userId,
        sessionId: viewingSessionId,
        status: 'completed',
        propertyAddress: 'Studio on Woodhouse Lane',
        propertyType: 'Not specified',
        viewingAt: now,
        youtubeVideoId: VIDEO,
        videoTitle: 'Studio on Woodhouse Lane',
        adminNotes: 'Available from September',
        videoSharedAt: now,
        videoWatchedAt: null,
      });
      const mail = await t.mail.waitFor(recipient.email, (m) => m.subject.startsWith('Your walkthrough video'));
      expect(mail.subject).toBe('Your walkthrough video is ready: Studio on Woodhouse Lane');
      expect(mail.text).toContain('Note from our team: Available from September');
      expect(mail.text).toContain(VIEWINGS_LINK);
    }
    expect(await videoMailsTo(ada.email)).toHaveLength(1);
  });

  it('keeps the address, type, rooms and rent given', async () => {
    const ada = await insertClient();
    const response = await share({
      videoData: videoData({ propertyAddress: '1 Park Lane', propertyType: 'Studio', bedrooms: 0, bathrooms: 1, rentAmount: '795.5' }),
      clientIds: [ada.id],
    });
    expect(response.statusCode).toBe(201);
    const [row] = await viewingsOf([ada.id]);
    expect(row).toMatchObject({ propertyAddress: '1 Park Lane', propertyType: 'Studio', bedrooms: 0, bathrooms: 1, rentPence: 79_550 });
  });

  it('refuses missing fields, no clients, unknown clients and a foreign address, writing nothing and e-mailing no one', async () => {
    const ada = await insertClient();
    const before = await sessionCount();
    const cases: Array<[unknown, number, string]> = [
      [{ videoData: videoData({ youtubeUrl: '' }), clientIds: [ada.id] }, 400, MISSING],
      [{ videoData: videoData({ title: undefined }), clientIds: [ada.id] }, 400, MISSING],
      [{ videoData: videoData(), clientIds: [] }, 400, 'No clients selected'],
      [{ videoData: videoData() }, 400, 'No clients selected'],
      [{ videoData: videoData(), clientIds: [ada.id, randomUUID()] }, 400, viewingMessages.unknownClients],
      [{ videoData: videoData(), clientIds: [ada.id, adminId] }, 400, viewingMessages.unknownClients],
      [{ videoData: videoData({ youtubeUrl: 'https://vimeo.com/123456789' }), clientIds: [ada.id] }, 400, youtubeMessages.notYoutube],
    ];
    for (const [body, status, message] of cases) {
      const response = await share(body);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await sessionCount()).toBe(before);
    expect(await viewingsOf([ada.id])).toEqual([]);
    expect(await videoMailsTo(ada.email)).toEqual([]);
  });
});
