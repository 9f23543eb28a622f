import { preferencesRecordSchema } from '@nestway/core/preferences';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { sessionUser } from '../../plugins/access';
import { adminPreferencesRoutes } from './admin-routes';
import { preferencesBodySchema, savePreferences } from './save-preferences';

export function preferencesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tenant = { access: 'tenant' as const };

  r.get('/api/preferences', { config: tenant, schema: { response: { 200: preferencesRecordSchema.nullable() } } }, async (request) => sessionUser(request).preferences);

  r.post('/api/preferences', { config: tenant, schema: { body: preferencesBodySchema, response: { 200: preferencesRecordSchema } } }, async (request) =>
    savePreferences(ctx, sessionUser(request).id, request.body, { respectLock: true }),
  );

  adminPreferencesRoutes(app, ctx);
}
