import { randomUUID } from 'node:crypto';
import { viewingMessages, type ViewingRecord, type ViewingSession } from '@nestway/core/viewings';
import { describe, expect, it } from 'vitest';
import { signedInClient } from './support/accounts';
import type { HttpSession } from './support/http-session';
import { TEST_APP_URL } from './support/test-app';
import { viewingsTestbed } from './support/viewings-testbed';

/** The client's side of a walkthrough video: marking it watched and leaving feedback. */
const testbed = viewingsTestbed();
const { bookedSession, insertClient, viewingRow } = testbed;

const addSessionVideo = (sessionId: string) =>
  testbed.admin.put(`/api/admin/viewing-sessions/${sessionId}/video`, {
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    videoTitle: 'Walkthrough of 12 Hyde Park Road',
  });

/** PUT /api/viewings/{id}/video/watched as the spec's client sends it: no body, no content type. */
const markWatched = (http: HttpSession, id: string) =>
  testbed.t.app.inject({
    method: 'PUT',
    url: `/api/viewings/${id}/video/watched`,
    headers: { origin: TEST_APP_URL, cookie: http.sessionCookie()! },
  });

describe('PUT /api/viewings/:id/video/watched', () => {
  it('records the first time the client played the video and keeps it; the admin sees it', async () => {
    const client = await signedInClient(testbed.t);
    const { viewingSessionId, createdViewings } = await bookedSession([client.user.id]);
    const viewingId = createdViewings[0]!.id;
    await addSessionVideo(viewingSessionId);
    testbed.t.clock.advance(60);
    const first = testbed.t.clock.now().toISOString();

    const response = await markWatched(client.http, viewingId);
    expect(response.statusCode).toBe(200);
    expect(response.json<ViewingRecord>()).toMatchObject({ id: viewingId, videoWatchedAt: first });
    testbed.t.clock.advance(3600);
    const again = await markWatched(client.http, viewingId);
    expect(again.statusCode).toBe(200);
    expect(again.json<ViewingRecord>().videoWatchedAt).toBe(first);
    // With a JSON body too, as the web client may send it.
    expect((await client.http.put(`/api/viewings/${viewingId}/video/watched`, {})).json<ViewingRecord>().videoWatchedAt).toBe(first);

    const session = (await testbed.admin.get('/api/admin/viewing-sessions'))
      .json<ViewingSession[]>()
      .find((s) => s.viewingSessionId === viewingSessionId);
    expect(session!.users).toEqual([expect.objectContaining({ userId: client.user.id, videoWatchedAt: first })]);
  });

  it("answers 404 for another client's viewing (changing nothing) and 409 for a viewing with no video", async () => {
    const client = await signedInClient(testbed.t);
    const other = await insertClient();
    const { viewingSessionId, createdViewings } = await bookedSession([other.id]);
    await addSessionVideo(viewingSessionId);
    const before = await viewingRow(createdViewings[0]!.id);
    for (const id of [before.id, randomUUID(), 'nope']) {
      const response = await markWatched(client.http, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(viewingMessages.notFound);
    }
    expect(await viewingRow(before.id)).toEqual(before);

    const own = await bookedSession([client.user.id]);
    const noVideo = await markWatched(client.http, own.createdViewings[0]!.id);
    expect(noVideo.statusCode).toBe(409);
    expect(noVideo.json().message).toBe(viewingMessages.noVideo);
    expect((await viewingRow(own.createdViewings[0]!.id)).videoWatchedAt).toBeNull();
  });
});

describe('PUT /api/viewings/:id/feedback', () => {
  it("saves the client's feedback on a viewing with a video, replacing the last", async () => {
    const client = await signedInClient(testbed.t);
    const { viewingSessionId, createdViewings } = await bookedSession([client.user.id]);
    const viewingId = createdViewings[0]!.id;
    await addSessionVideo(viewingSessionId);
    const response = await client.http.put(`/api/viewings/${viewingId}/feedback`, { feedback: '  Lovely garden, small kitchen. ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ViewingRecord>()).toMatchObject({ id: viewingId, userFeedback: 'Lovely garden, small kitchen.' });
    await client.http.put(`/api/viewings/${viewingId}/feedback`, { feedback: 'Changed my mind' });
    expect((await viewingRow(viewingId)).userFeedback).toBe('Changed my mind');
    expect((await client.http.get(`/api/users/${client.user.id}/viewings`)).json<ViewingRecord[]>()[0]!.userFeedback).toBe(
      'Changed my mind',
    );
  });

  it("refuses blank feedback (400), a viewing with no video (409) and another client's viewing (404), changing nothing", async () => {
    const client = await signedInClient(testbed.t);
    const own = await bookedSession([client.user.id]);
    const ownId = own.createdViewings[0]!.id;
    const noVideo = await client.http.put(`/api/viewings/${ownId}/feedback`, { feedback: 'Nice' });
    expect(noVideo.statusCode).toBe(409);
    expect(noVideo.json().message).toBe(viewingMessages.noVideo);
    await addSessionVideo(own.viewingSessionId);
    const blank = await client.http.put(`/api/viewings/${ownId}/feedback`, { feedback: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(viewingMessages.feedbackRequired);
    expect((await viewingRow(ownId)).userFeedback).toBeNull();

    const other = await insertClient();
    const theirs = await bookedSession([other.id]);
    await addSessionVideo(theirs.viewingSessionId);
    const before = await viewingRow(theirs.createdViewings[0]!.id);
    const response = await client.http.put(`/api/viewings/${before.id}/feedback`, { feedback: 'Mine now' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(viewingMessages.notFound);
    expect(await viewingRow(before.id)).toEqual(before);
  });
});
