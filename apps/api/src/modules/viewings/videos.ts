import {
  UNSPECIFIED_PROPERTY_TYPE,
  viewingMessages,
  type ShareVideoRequest,
  type VideoRequest,
  type ViewingRecord,
  type ViewingStatus,
} from '@nestway/core/viewings';
import { youtubeMessages, youtubeVideoId } from '@nestway/core/youtube';
import { and, eq, ne, sql } from 'drizzle-orm';
import { propertyViewings, viewingSessions } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { clientsOf } from './clients';
import { notifyVideoReady } from './notifications';
import { toViewingRecord } from './records';
import { insertSession } from './sessions-write';
import { findViewing } from './viewing-rows';
import { recordAudit } from '../../audit/record';

/** The 11-character id of a YouTube address; anything else is refused before anything is read or written. */
function videoIdOf(youtubeUrl: string): string {
  const id = youtubeVideoId(youtubeUrl);
  if (!id) throw badRequest(youtubeMessages.notYoutube);
  return id;
}

/**
 * What adding a video changes on a viewing that is not cancelled: the video and when it was shared; a
 * scheduled viewing whose time has passed has taken place (completed), while one still to come stays
 * scheduled (a video filmed ahead, say, must not close a viewing the admin may still cancel); the time it
 * was watched is kept only when the same video is sent again, as a new video has not been watched yet.
 */
const videoChanges = (videoId: string, { videoTitle, videoNotes }: VideoRequest, now: Date) => ({
  youtubeVideoId: videoId,
  videoTitle,
  videoNotes,
  videoSharedAt: now,
  status: sql<ViewingStatus>`case when ${propertyViewings.status} = 'scheduled' and ${propertyViewings.viewingAt} <= ${now.toISOString()}::timestamptz then 'completed' else ${propertyViewings.status} end`,
  videoWatchedAt: sql<Date | null>`case when ${propertyViewings.youtubeVideoId} = ${videoId} then ${propertyViewings.videoWatchedAt} end`,
  updatedAt: now,
});

/**
 * The admin adds (or replaces) the walkthrough video of a session: every viewing in it that is not
 * cancelled gets it, and the session keeps it too. A session whose viewings are all cancelled is 409.
 * Each client concerned is e-mailed.
 */
export async function addSessionVideo(
  ctx: AppContext,
  sessionId: string,
  input: VideoRequest,
): Promise<{ updatedViewings: ViewingRecord[] }> {
  const videoId = videoIdOf(input.youtubeUrl);
  if (!isRecordId(sessionId)) throw notFound(viewingMessages.sessionNotFound);
  const now = ctx.clock.now();
  const rows = await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .update(viewingSessions)
      .set({ youtubeVideoId: videoId, videoTitle: input.videoTitle })
      .where(eq(viewingSessions.id, sessionId))
      .returning({ id: viewingSessions.id });
    if (!session) throw notFound(viewingMessages.sessionNotFound);
    const updated = await tx
      .update(propertyViewings)
      .set(videoChanges(videoId, input, now))
      .where(and(eq(propertyViewings.sessionId, session.id), ne(propertyViewings.status, 'cancelled')))
      .returning();
    if (updated.length === 0) throw conflict(viewingMessages.noActiveViewings);
    await notifyVideoReady(ctx, tx, updated, await clientsOf(tx, updated), input.videoNotes);
    await recordAudit(tx, { clientId: updated.length === 1 ? updated[0]!.userId : null, targetId: session.id });
    return updated;
  });

  return { updatedViewings: rows.map(toViewingRecord) };
}

/** The admin adds (or replaces) the video of one viewing; a cancelled viewing is 409. The client is e-mailed. */
export async function addViewingVideo(
  ctx: AppContext,
  viewingId: string,
  input: VideoRequest,
): Promise<{ updatedViewings: ViewingRecord[] }> {
  const videoId = videoIdOf(input.youtubeUrl);
  const viewing = await findViewing(ctx.db, viewingId);
  if (viewing.status === 'cancelled') throw conflict(viewingMessages.cancelledNoVideo);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(propertyViewings)
      .set(videoChanges(videoId, input, ctx.clock.now()))
      .where(and(eq(propertyViewings.id, viewing.id), ne(propertyViewings.status, 'cancelled')))
      .returning();
    // Cancelled between the read and the update.
    if (!updated) throw conflict(viewingMessages.cancelledNoVideo);
    await notifyVideoReady(ctx, tx, [updated], await clientsOf(tx, [updated]), input.videoNotes);
    await recordAudit(tx, { clientId: updated.userId, targetId: updated.id });
    return updated;
  });
  return { updatedViewings: [toViewingRecord(row)] };
}

/**
 * The admin shares a walkthrough with clients who had no viewing of it booked: one session (kind
 * 'video_share', viewing time now) and, for each client, a completed viewing with the video on it, in
 * one transaction. The address is the title when left blank. Each client is e-mailed.
 */
export async function shareVideo(
  ctx: AppContext,
  adminId: string,
  { videoData, clientIds }: ShareVideoRequest,
): Promise<{ viewingSessionId: string; recipients: Array<{ userId: string; fullName: string; email: string; viewingId: string }> }> {
  const videoId = videoIdOf(videoData.youtubeUrl);
  const now = ctx.clock.now();
  const { sessionId, clients, rows } = await insertSession(
    ctx,
    {
      kind: 'video_share',
      adminId,
      clientIds,
      columns: {
        propertyAddress: videoData.propertyAddress ?? videoData.title,
        propertyType: videoData.propertyType || UNSPECIFIED_PROPERTY_TYPE,
        bedrooms: videoData.bedrooms,
        bathrooms: videoData.bathrooms,
        rentPence: videoData.rentPence,
        viewingAt: now,
        youtubeVideoId: videoId,
        videoTitle: videoData.title,
      },
      viewing: { status: 'completed', adminNotes: videoData.adminNotes, videoSharedAt: now },
    },
    (tx, rows, clients) => notifyVideoReady(ctx, tx, rows, clients, videoData.adminNotes),
  );
  const viewingOf = new Map(rows.map((row) => [row.userId, row.id]));
  return {
    viewingSessionId: sessionId,
    recipients: clients.map((client) => ({
      userId: client.id,
      fullName: client.fullName,
      email: client.email,
      viewingId: viewingOf.get(client.id)!,
    })),
  };
}
