import { viewingMessages, type ViewingRecord } from '@nestway/core/viewings';
import { eq, sql } from 'drizzle-orm';
import { propertyViewings } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/app-error';
import { toViewingRecord, type ViewingRow } from './records';
import { findViewing } from './viewing-rows';

/** One of the client's own viewings that has a video: another's is 404, one without a video 409. */
async function ownViewingWithVideo(ctx: AppContext, userId: string, viewingId: string): Promise<ViewingRow> {
  const viewing = await findViewing(ctx.db, viewingId, userId);
  if (viewing.youtubeVideoId === null) throw conflict(viewingMessages.noVideo);
  return viewing;
}

/** The client played the video: the first time is recorded and kept (until the video is replaced). */
export async function markVideoWatched(ctx: AppContext, userId: string, viewingId: string): Promise<ViewingRecord> {
  const viewing = await ownViewingWithVideo(ctx, userId, viewingId);
  const [row] = await ctx.db
    .update(propertyViewings)
    .set({ videoWatchedAt: sql`coalesce(${propertyViewings.videoWatchedAt}, ${ctx.clock.now().toISOString()}::timestamptz)` })
    .where(eq(propertyViewings.id, viewing.id))
    .returning();
  return toViewingRecord(row!);
}

/** The client's feedback on a viewing whose video they have; a new one replaces the last. */
export async function saveViewingFeedback(ctx: AppContext, userId: string, viewingId: string, feedback: string): Promise<ViewingRecord> {
  const viewing = await ownViewingWithVideo(ctx, userId, viewingId);
  const [row] = await ctx.db
    .update(propertyViewings)
    .set({ userFeedback: feedback, updatedAt: ctx.clock.now() })
    .where(eq(propertyViewings.id, viewing.id))
    .returning();
  return toViewingRecord(row!);
}
