import { viewingsApi } from '@nestway/core/contracts/viewings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { notFound } from '../../lib/app-error';
import { sessionUser } from '../../plugins/access';
import { createBulkViewings } from './bulk-viewings';
import { createViewing, listClientViewings, listViewings, updateViewing } from './client-viewings';
import { markVideoWatched, saveViewingFeedback } from './own-viewings';
import { cancelSessionUser, listViewingSessions } from './sessions';
import { addSessionVideo, addViewingVideo, shareVideo } from './videos';

/** Property viewings and their walkthrough videos: the admin's bookings, sessions and videos, the client's list. */
export async function viewingsPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, viewingsApi.createBulk, async (request) => createBulkViewings(ctx, sessionUser(request).id, request.body));

  route(app, viewingsApi.sessions, async () => listViewingSessions(ctx));

  route(app, viewingsApi.cancelSessionUser, async (request) =>
    cancelSessionUser(ctx, request.params.sessionId, request.params.userId, request.body.reason),
  );

  route(app, viewingsApi.addSessionVideo, async (request) => addSessionVideo(ctx, request.params.id, request.body));

  route(app, viewingsApi.addViewingVideo, async (request) => addViewingVideo(ctx, request.params.id, request.body));

  route(app, viewingsApi.shareVideo, async (request) => shareVideo(ctx, sessionUser(request).id, request.body));

  route(app, viewingsApi.clientViewings, async (request) => listClientViewings(ctx.db, request.params.id));

  route(app, viewingsApi.create, async (request) => createViewing(ctx, request.params.id, sessionUser(request).id, request.body));

  route(app, viewingsApi.update, async (request) => updateViewing(ctx, request.params.id, request.body));

  // A client reads only their own list: any other id is 404, as if it did not exist (never 403).
  route(app, viewingsApi.mine, async (request) => {
    const user = sessionUser(request);
    if (request.params.userId !== user.id) throw notFound('User not found');
    return listViewings(ctx.db, user.id);
  });

  route(app, viewingsApi.markWatched, async (request) => markVideoWatched(ctx, sessionUser(request).id, request.params.id));

  route(app, viewingsApi.feedback, async (request) =>
    saveViewingFeedback(ctx, sessionUser(request).id, request.params.id, request.body.feedback),
  );
}
