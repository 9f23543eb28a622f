import * as z from 'zod/mini';
import { defineEndpoints, idParams, userIdParams } from '../contract';
import {
  addVideoRequestSchema,
  bulkViewingRequestSchema,
  cancelSessionUserRequestSchema,
  shareVideoRequestSchema,
  updateViewingRequestSchema,
  viewingFeedbackRequestSchema,
  viewingFieldsSchema,
  viewingListSchema,
  viewingRecordSchema,
  viewingSessionSchema,
  VIEWING_HISTORY_MONTHS,
} from '../viewings';

const idLike = z.string().check(z.maxLength(64));

/** Who a video reached: each client and the viewing that carries it. */
const videoRecipientSchema = z.object({ userId: z.string(), fullName: z.string(), email: z.string(), viewingId: z.string() });

export const viewingsApi = defineEndpoints('Viewings', {
  createBulk: {
    method: 'POST',
    path: '/api/admin/viewings/bulk',
    access: 'admin',
    audit: 'viewings.bulk_create',
    summary: 'Books one property viewing for many clients at once (a viewing session); each client is e-mailed.',
    body: bulkViewingRequestSchema,
    responses: { 201: z.object({ viewingSessionId: z.string(), createdViewings: viewingListSchema }) },
  },
  sessions: {
    method: 'GET',
    path: '/api/admin/viewing-sessions',
    access: 'admin',
    summary: `The viewing sessions of the last ${VIEWING_HISTORY_MONTHS} months and those to come, latest viewing first, each with its clients.`,
    responses: { 200: z.array(viewingSessionSchema) },
  },
  cancelSessionUser: {
    method: 'PUT',
    path: '/api/admin/viewing-sessions/{sessionId}/users/{userId}/cancel',
    access: 'admin',
    audit: 'viewing.session.cancel_client',
    summary: "Cancels one client's viewing in a session, with the reason as its note; the client is e-mailed.",
    params: z.object({ sessionId: idLike, userId: idLike }),
    body: cancelSessionUserRequestSchema,
    responses: { 200: viewingRecordSchema },
  },
  addSessionVideo: {
    method: 'PUT',
    path: '/api/admin/viewing-sessions/{id}/video',
    access: 'admin',
    audit: 'viewing.session.video',
    summary:
      'Adds (or replaces) the walkthrough video of every viewing in a session that is not cancelled; a scheduled viewing whose time has passed becomes completed (one still to come stays scheduled). Each client is e-mailed.',
    params: idParams,
    body: addVideoRequestSchema,
    responses: { 200: z.object({ updatedViewings: viewingListSchema }) },
  },
  addViewingVideo: {
    method: 'PUT',
    path: '/api/admin/viewings/{id}/video',
    access: 'admin',
    audit: 'viewing.video',
    summary:
      'Adds (or replaces) the walkthrough video of one viewing that is not cancelled; a scheduled viewing whose time has passed becomes completed (one still to come stays scheduled). The client is e-mailed.',
    params: idParams,
    body: addVideoRequestSchema,
    responses: { 200: z.object({ updatedViewings: viewingListSchema }) },
  },
  shareVideo: {
    method: 'POST',
    path: '/api/admin/videos/share',
    access: 'admin',
    audit: 'video.share',
    summary:
      'Shares a walkthrough video with clients who had no viewing of it booked: a completed viewing with the video for each, as one session. Each client is e-mailed.',
    body: shareVideoRequestSchema,
    responses: { 201: z.object({ viewingSessionId: z.string(), recipients: z.array(videoRecipientSchema) }) },
  },
  clientViewings: {
    method: 'GET',
    path: '/api/admin/users/{id}/viewings',
    access: 'admin',
    summary: "The client's viewings, latest viewing first.",
    params: idParams,
    responses: { 200: viewingListSchema },
  },
  create: {
    method: 'POST',
    path: '/api/admin/users/{id}/viewings',
    access: 'admin',
    audit: 'viewing.create',
    summary: 'Books one viewing for the client; the client is e-mailed.',
    params: idParams,
    body: viewingFieldsSchema,
    responses: { 201: viewingRecordSchema },
  },
  update: {
    method: 'PUT',
    path: '/api/admin/viewings/{id}',
    access: 'admin',
    audit: 'viewing.update',
    summary:
      'Edits a viewing, or changes its status: scheduled to cancelled (adminNotes as the reason) or completed, cancelled back to scheduled. Any other change of status is refused.',
    params: idParams,
    body: updateViewingRequestSchema,
    responses: { 200: viewingRecordSchema },
  },
  mine: {
    method: 'GET',
    path: '/api/users/{userId}/viewings',
    access: 'client',
    summary: "The client's own viewings, latest viewing first; another user's id is 404.",
    params: userIdParams,
    responses: { 200: viewingListSchema },
  },
  markWatched: {
    method: 'PUT',
    path: '/api/viewings/{id}/video/watched',
    access: 'client',
    summary:
      "Records the first time the client played a viewing's video (later calls keep the first time). Takes no body (the web sends {}, decision 002).",
    params: idParams,
    responses: { 200: viewingRecordSchema },
  },
  feedback: {
    method: 'PUT',
    path: '/api/viewings/{id}/feedback',
    access: 'client',
    summary: 'Saves the client’s feedback on a viewing whose video they have.',
    params: idParams,
    body: viewingFeedbackRequestSchema,
    responses: { 200: viewingRecordSchema },
  },
});
