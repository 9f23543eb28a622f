import { viewingHistoryStart, viewingMessages, type ViewingRecord, type ViewingSession } from '@nestway/core/viewings';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { propertyViewings, users, viewingSessions } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { clientsOf } from './clients';
import { notifyViewingCancelled } from './notifications';
import { rentAmountOf, toViewingRecord } from './records';
import { changeViewing } from './viewing-rows';
import { recordAudit } from '../../audit/record';

/**
 * The admin's viewing sessions: those whose viewing is at most VIEWING_HISTORY_MONTHS calendar months
 * ago (UK time) or still to come, latest viewing first, each with its clients. Two queries (the
 * sessions, and the clients of all of them), however many sessions there are.
 */
export async function listViewingSessions(ctx: AppContext): Promise<ViewingSession[]> {
  const since = viewingHistoryStart(ctx.clock.now());
  const inWindow = ctx.db.select({ id: viewingSessions.id }).from(viewingSessions).where(gte(viewingSessions.viewingAt, since));
  const [sessions, members] = await Promise.all([
    ctx.db
      .select()
      .from(viewingSessions)
      .where(gte(viewingSessions.viewingAt, since))
      .orderBy(desc(viewingSessions.viewingAt), desc(viewingSessions.createdAt), desc(viewingSessions.id)),
    ctx.db
      .select({
        id: propertyViewings.id,
        sessionId: propertyViewings.sessionId,
        userId: propertyViewings.userId,
        userName: users.fullName,
        email: users.email,
        status: propertyViewings.status,
        videoWatchedAt: propertyViewings.videoWatchedAt,
      })
      .from(propertyViewings)
      .innerJoin(users, eq(users.id, propertyViewings.userId))
      .where(inArray(propertyViewings.sessionId, inWindow))
      .orderBy(asc(users.fullName), asc(propertyViewings.id)),
  ]);

  const usersBySession = new Map<string, ViewingSession['users']>();
  for (const { sessionId, videoWatchedAt, ...member } of members) {
    const list = usersBySession.get(sessionId!) ?? [];
    list.push({ ...member, videoWatchedAt: videoWatchedAt?.toISOString() ?? null });
    usersBySession.set(sessionId!, list);
  }
  return sessions.map((session) => {
    const sessionUsers = usersBySession.get(session.id) ?? [];
    return {
      viewingSessionId: session.id,
      kind: session.kind,
      propertyAddress: session.propertyAddress,
      propertyType: session.propertyType,
      bedrooms: session.bedrooms,
      bathrooms: session.bathrooms,
      rentAmount: rentAmountOf(session.rentPence),
      viewingDateTime: session.viewingAt.toISOString(),
      youtubeVideoId: session.youtubeVideoId,
      videoTitle: session.videoTitle,
      userCount: sessionUsers.length,
      activeUserCount: sessionUsers.filter((user) => user.status !== 'cancelled').length,
      users: sessionUsers,
      createdAt: session.createdAt.toISOString(),
    };
  });
}

/**
 * The admin takes one client off a session: their viewing in it, scheduled, becomes cancelled, with
 * the reason (when given) as its notes, which the client sees. The client is e-mailed.
 */
export async function cancelSessionUser(ctx: AppContext, sessionId: string, userId: string, reason: string | null): Promise<ViewingRecord> {
  const [session] = isRecordId(sessionId)
    ? await ctx.db.select({ id: viewingSessions.id }).from(viewingSessions).where(eq(viewingSessions.id, sessionId))
    : [];
  if (!session) throw notFound(viewingMessages.sessionNotFound);
  const [viewing] = isRecordId(userId)
    ? await ctx.db
        .select()
        .from(propertyViewings)
        .where(and(eq(propertyViewings.sessionId, session.id), eq(propertyViewings.userId, userId)))
    : [];
  if (!viewing) throw notFound(viewingMessages.clientNotInSession);

  const row = await ctx.db.transaction(async (tx) => {
    const cancelled = await changeViewing(tx, viewing, {
      status: 'cancelled',
      ...(reason !== null && { adminNotes: reason }),
      updatedAt: ctx.clock.now(),
    });
    const [client] = await clientsOf(tx, [cancelled]);
    await notifyViewingCancelled(ctx, tx, cancelled, client!);
    await recordAudit(tx, { clientId: cancelled.userId, targetId: cancelled.id });
    return cancelled;
  });
  return toViewingRecord(row);
}
