import { preferencesRecordSchema } from '@nestway/core/preferences';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { preferencesBodySchema, savePreferences } from './save-preferences';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin edits a client's preferences on request, also once they are locked by the call. */
export function adminPreferencesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/admin/users/:id/preferences',
    {
      config: { access: 'admin' },
      schema: { params: z.object({ id: z.string() }), body: preferencesBodySchema, response: { 200: preferencesRecordSchema } },
    },
    async (request) => {
      const { id } = request.params;
      // A malformed id names no client: 404 like an unknown one.
      const [client] = uuid.test(id)
        ? await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.role, 'tenant')))
        : [];
      if (!client) throw notFound('User not found');
      return savePreferences(ctx, client.id, request.body, { respectLock: false });
    },
  );
}
