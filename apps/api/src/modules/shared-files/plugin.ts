import { sharedFilesApi } from '@nestway/core/contracts/shared-files';
import type { FastifyInstance } from 'fastify';
import { attachmentHeaders } from '../../http/attachment';
import { route } from '../../http/route';
import { incomingForm } from '../../lib/uploads';
import { sessionUser } from '../../plugins/access';
import { shareFile } from './share-file';
import { deleteSharedFile, downloadOwnSharedFile, downloadSharedFileAsAdmin, listClientSharedFiles, listSharedFiles } from './shared-files';

/** Files the admin team shares with a client: the admin's uploads and deletions, the client's list and downloads. */
export async function sharedFilesPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, sharedFilesApi.share, async (request) =>
    shareFile(ctx, { clientId: request.params.id, adminId: sessionUser(request).id, form: incomingForm(request, ctx) }),
  );

  route(app, sharedFilesApi.clientFiles, async (request) => listClientSharedFiles(ctx.db, request.params.id));

  route(app, sharedFilesApi.remove, async (request) => {
    await deleteSharedFile(ctx, request.params.id);
    return { success: true as const };
  });

  route(app, sharedFilesApi.adminDownload, async (request, reply) => {
    const file = await downloadSharedFileAsAdmin(ctx, request.params.id);
    return reply.headers(attachmentHeaders(file.contentType, file.fileName)).send(file.stream);
  });

  route(app, sharedFilesApi.mine, async (request) => listSharedFiles(ctx.db, sessionUser(request).id));

  route(app, sharedFilesApi.download, async (request, reply) => {
    const file = await downloadOwnSharedFile(ctx, sessionUser(request).id, request.params.id);
    return reply.headers(attachmentHeaders(file.contentType, file.fileName)).send(file.stream);
  });
}
