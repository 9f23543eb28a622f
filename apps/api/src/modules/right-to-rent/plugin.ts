import { rightToRentApi } from '@nestway/core/contracts/right-to-rent';
import type { FastifyInstance } from 'fastify';
import { attachmentHeaders } from '../../http/attachment';
import { route } from '../../http/route';
import { incomingForm } from '../../lib/uploads';
import { sessionUser } from '../../plugins/access';
import { findClient } from '../shared/find-client';
import { openCheckResult } from './check-files';
import { listFollowUps } from './follow-ups';
import { readRightToRent } from './records';
import { recordCheck } from './record-check';
import { giveShareCode } from './share-code';

/** Right to Rent: the client's share code, the staff's check of it, and the follow-ups due. */
export async function rightToRentPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, rightToRentApi.mine, async (request) => readRightToRent(ctx.db, sessionUser(request).id, ctx.clock.now()));

  route(app, rightToRentApi.giveShareCode, async (request) => giveShareCode(ctx, sessionUser(request).id, request.body));

  route(app, rightToRentApi.clientRecord, async (request) => {
    const client = await findClient(ctx.db, request.params.id);
    return readRightToRent(ctx.db, client.id, ctx.clock.now());
  });

  route(app, rightToRentApi.recordCheck, async (request) =>
    recordCheck(ctx, { clientId: request.params.id, adminId: sessionUser(request).id, form: incomingForm(request, ctx) }),
  );

  route(app, rightToRentApi.downloadResult, async (request, reply) => {
    const file = await openCheckResult(ctx, request.params.id);
    return reply.headers(attachmentHeaders('application/pdf', file.fileName)).send(file.stream);
  });

  route(app, rightToRentApi.followUps, async () => listFollowUps(ctx.db, ctx.clock.now()));
}
