import { Readable } from 'node:stream';
import { auditApi } from '@nestway/core/contracts/audit';
import type { FastifyInstance } from 'fastify';
import { verifyAuditChain } from '../../audit/chain';
import { route } from '../../http/route';
import { findClient } from '../shared/find-client';
import { auditLogCsv, listAuditActors, listAuditLog, listClientActivity } from './log';

/** The audit trail for staff: the log, its CSV export, a client's activity and the chain's verifier. */
export async function auditPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, auditApi.log, async (request) => listAuditLog(ctx.db, request.query));

  route(app, auditApi.logCsv, async (request, reply) => {
    const day = ctx.clock.now().toISOString().slice(0, 10);
    return reply
      .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="audit-log-${day}.csv"` })
      .send(Readable.from(auditLogCsv(ctx.db, request.query)));
  });

  route(app, auditApi.verify, async () => verifyAuditChain(ctx.db));

  route(app, auditApi.actors, async () => listAuditActors(ctx.db));

  route(app, auditApi.clientActivity, async (request) => {
    const client = await findClient(ctx.db, request.params.id);
    return listClientActivity(ctx.db, client.id, request.query.page, request.query.pageSize);
  });
}
