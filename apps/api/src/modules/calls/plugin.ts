import { callsApi } from '@nestway/core/contracts/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { findGroupCall } from './group-call';

/** Consultation calls. */
export async function callsPlugin(app: FastifyInstance) {
  route(app, callsApi.mine, async (request) => findGroupCall(app.ctx.db, sessionUser(request).id));
}
