import { groupBoardApi } from '@nestway/core/contracts/group-board';
import { groupsApi } from '@nestway/core/contracts/groups';
import { groupMessages, invitationTokenSchema } from '@nestway/core/groups';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { notFound } from '../../lib/app-error';
import { sessionUser } from '../../plugins/access';
import { acceptInvitation } from './accept';
import { readGroupBoard } from './board';
import { readMyGroup } from './group-queries';
import { findLiveInvitation } from './invitations';
import { inviteCotenants } from './invite';

/** Co-tenant groups: the leader's invitations, joining by invitation, the tenant's group. */
export async function groupsPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, groupsApi.invite, async (request) => ({
    success: true as const,
    invitations: await inviteCotenants(ctx, sessionUser(request), request.body.emails),
  }));

  route(app, groupsApi.invitation, async (request) => {
    const token = invitationTokenSchema.safeParse(request.params.token);
    const invitation = token.success ? await findLiveInvitation(ctx.db, token.data, ctx.clock.now()) : null;
    if (!invitation) throw notFound(groupMessages.invitationNotFound);
    return {
      invitation: { email: invitation.email },
      group: { leaderName: invitation.leaderName, numberOfTenants: invitation.numberOfTenants },
    };
  });

  route(app, groupsApi.acceptInvitation, async (request) => ({
    success: true as const,
    group: await acceptInvitation(ctx, sessionUser(request), request.body.invitationToken),
  }));

  route(app, groupsApi.mine, async (request) => readMyGroup(ctx.db, sessionUser(request).id, ctx.clock.now()));

  route(app, groupBoardApi.read, async (request) => readGroupBoard(ctx.db, sessionUser(request).id, ctx.clock.now()));
}
