import { accountDataApi } from '@nestway/core/contracts/account-data';
import type { FastifyInstance } from 'fastify';
import { attachmentHeaders } from '../../http/attachment';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { exportAccount } from './export';

/** The client's copy of their own data (decision 035). */
export async function accountExportPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, accountDataApi.export, async (request, reply) => {
    const zip = await exportAccount(ctx, sessionUser(request));
    return reply.headers(attachmentHeaders('application/zip', zip.fileName)).send(zip.stream);
  });
}
