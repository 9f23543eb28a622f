import { adminApi } from '@nestway/core/contracts/admin';
import { clientAccountApi } from '@nestway/core/contracts/client-account';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { resetClientPassword, saveClientNotes } from './client-account';
import { loadClientDetail } from './client-detail';
import { listClients } from './client-list';
import { deleteClient } from './delete-client';
import { listOverrideHistory, overrideClientStatus } from './status-override';

/** The admin's client list and client record, the client's notes, password, step override and deletion. */
export async function clientsPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, adminApi.listClients, async (request) => listClients(ctx.db, request.query));

  route(app, adminApi.clientDetail, async (request) => loadClientDetail(ctx.db, request.params.id));

  route(app, clientAccountApi.saveNotes, async (request) => saveClientNotes(ctx, request.params.id, request.body.notes));

  route(app, clientAccountApi.resetPassword, async (request) => resetClientPassword(ctx, request.params.id, request.body.newPassword));

  route(app, clientAccountApi.overrideStatus, async (request) => {
    const { id, fullName } = sessionUser(request);
    return overrideClientStatus(ctx, { clientId: request.params.id, admin: { id, fullName }, ...request.body });
  });

  route(app, clientAccountApi.overrideHistory, async (request) => listOverrideHistory(ctx.db, request.params.id));

  route(app, clientAccountApi.deleteClient, async (request) =>
    deleteClient(ctx, request.params.id, { by: 'admin', adminId: sessionUser(request).id }),
  );
}
