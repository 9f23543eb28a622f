import { documentsApi } from '@nestway/core/contracts/documents';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../../../db/schema/index';
import { route } from '../../http/route';
import { attachmentHeaders } from '../../http/attachment';
import { incomingForm } from '../../lib/uploads';
import { sessionUser } from '../../plugins/access';
import { openDocumentFile } from './files';
import { toDocumentRecord } from './records';
import { reviewDocument } from './review';
import { uploadDocuments } from './upload';
import { zipClientDocuments } from './zip';

/** Documents: the client's uploads, and the admin's review and downloads. */
export async function documentsPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, documentsApi.mine, async (request) => {
    const rows = await ctx.db
      .select()
      .from(documents)
      .where(eq(documents.userId, sessionUser(request).id))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map(toDocumentRecord);
  });

  route(app, documentsApi.upload, async (request) => uploadDocuments(ctx, sessionUser(request).id, incomingForm(request, ctx)));

  route(app, documentsApi.review, async (request) => reviewDocument(ctx, sessionUser(request).id, request.params.id, request.body));

  route(app, documentsApi.downloadAll, async (request, reply) => {
    const zip = await zipClientDocuments(ctx, request.params.id);
    return reply.headers(attachmentHeaders('application/zip', zip.fileName)).send(zip.stream);
  });

  route(app, documentsApi.download, async (request, reply) => {
    const file = await openDocumentFile(ctx, request.params.id);
    return reply.headers(attachmentHeaders(file.contentType, file.fileName)).send(file.stream);
  });
}
