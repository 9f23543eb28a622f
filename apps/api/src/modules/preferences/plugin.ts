import { preferencesApi } from '@nestway/core/contracts/preferences';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { findClient } from '../shared/find-client';
import { savePreferences } from './save-preferences';

/** Preferences: the client's profile, and the admin's edits of it on request. */
export async function preferencesPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, preferencesApi.mine, async (request) => sessionUser(request).preferences);

  route(app, preferencesApi.save, async (request) => savePreferences(ctx, sessionUser(request).id, request.body, { respectLock: true }));

  // The admin may change them also once they are locked by the call.
  route(app, preferencesApi.saveForClient, async (request) => {
    const client = await findClient(ctx.db, request.params.id);
    return savePreferences(ctx, client.id, request.body, { respectLock: false });
  });
}
