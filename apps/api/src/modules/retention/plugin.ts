import { retentionApi } from '@nestway/core/contracts/retention';
import { retentionNotice } from '@nestway/core/retention';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { loadClientRetention, setRetentionHold } from './hold';

/** The admin's view of a client's retention and the hold, and the client's own notice (docs/decisions/036-retention.md). */
export async function retentionPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, retentionApi.ownNotice, async (request) => retentionNotice(await loadClientRetention(ctx, sessionUser(request).id)));

  route(app, retentionApi.clientRetention, async (request) => loadClientRetention(ctx, request.params.id));

  route(app, retentionApi.setHold, async (request) =>
    setRetentionHold(ctx, request.params.id, sessionUser(request).id, { hold: request.body.hold, reason: request.body.reason }),
  );
}
