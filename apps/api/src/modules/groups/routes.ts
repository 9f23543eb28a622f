import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  groupMessages,
  invitationLookupSchema,
  invitationTokenSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  myGroupSchema,
} from '@nestway/core/groups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { sessionUser } from '../../plugins/access';
import { acceptInvitation } from './accept';
import { readMyGroup } from './group-queries';
import { findLiveInvitation } from './invitations';
import { inviteCotenants } from './invite';

export function groupRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/groups/invite', { config: { access: 'tenant' }, schema: { body: inviteRequestSchema, response: { 200: inviteResponseSchema } } }, async (request) => ({
    success: true as const,
    invitations: await inviteCotenants(ctx, sessionUser(request), request.body.emails),
  }));

  r.get(
    '/api/groups/invitation/:token',
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string() }), response: { 200: invitationLookupSchema } } },
    async (request) => {
      const token = invitationTokenSchema.safeParse(request.params.token);
      const invitation = token.success ? await findLiveInvitation(ctx.db, token.data, ctx.clock.now()) : null;
      if (!invitation) throw notFound(groupMessages.invitationNotFound);
      return { invitation: { email: invitation.email }, group: { leaderName: invitation.leaderName, numberOfTenants: invitation.numberOfTenants } };
    },
  );

  r.post(
    '/api/groups/accept-invitation',
    { config: { access: 'tenant' }, schema: { body: acceptInvitationRequestSchema, response: { 200: acceptInvitationResponseSchema } } },
    async (request) => ({ success: true as const, group: await acceptInvitation(ctx, sessionUser(request), request.body.invitationToken) }),
  );

  r.get('/api/groups/me', { config: { access: 'tenant' }, schema: { response: { 200: myGroupSchema } } }, async (request) =>
    readMyGroup(ctx.db, sessionUser(request).id, ctx.clock.now()),
  );
}
