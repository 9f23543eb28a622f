import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payments } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { IMAGE_TYPES } from '../../lib/uploads';
import { sessionUser } from '../../plugins/access';

const fileNotFound = 'File not found.';

/**
 * GET /uploads/:prefix/:name serves a payment proof to its owner and to admins; anyone else gets 404,
 * as if the file did not exist. Never cached, never sniffed; only images are shown inline.
 */
export function proofFileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/uploads/:prefix/:name',
    { config: { access: 'user' }, schema: { params: z.object({ prefix: z.string().max(64), name: z.string().max(64) }) } },
    async (request, reply) => {
      const user = sessionUser(request);
      const key = `${request.params.prefix}/${request.params.name}`;
      const [proof] = await ctx.db
        .select({ userId: payments.userId, contentType: payments.proofContentType })
        .from(payments)
        .where(eq(payments.proofFileKey, key))
        .limit(1);
      if (!proof || (user.role !== 'admin' && proof.userId !== user.id)) throw notFound(fileNotFound);
      const stream = await ctx.storage.get(key);
      if (!stream) throw notFound(fileNotFound);
      const contentType = proof.contentType ?? 'application/octet-stream';
      const isImage = (IMAGE_TYPES as readonly string[]).includes(contentType);
      return reply
        .header('content-type', isImage ? contentType : 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', isImage ? 'inline' : 'attachment')
        .send(stream);
    },
  );
}
