import { messagesApi } from '@nestway/core/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { clientMessageHistory, listMessages, listUnreadMessages, markMessageRead, sendMessage } from './messages';

/** Messages from the admin team to a client. */
export async function messagesPlugin(app: FastifyInstance) {
  const { ctx } = app;
  route(app, messagesApi.mine, async (request) => listMessages(ctx.db, sessionUser(request).id));
  route(app, messagesApi.unread, async (request) => listUnreadMessages(ctx.db, sessionUser(request).id));
  route(app, messagesApi.markRead, async (request) => markMessageRead(ctx, sessionUser(request).id, request.params.id));
  route(app, messagesApi.send, async (request) => sendMessage(ctx, sessionUser(request).id, request.params.id, request.body.message));
  route(app, messagesApi.history, async (request) => clientMessageHistory(ctx.db, request.params.id));
}
