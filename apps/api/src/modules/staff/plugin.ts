import { staffApi } from '@nestway/core/contracts/staff';
import { staffMessages } from '@nestway/core/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { createSession, setSessionCookie } from '../auth/index';
import { inviteStaff, joinStaff } from './invitations';
import { deactivateStaff, listStaff } from './members';

/** Staff accounts: the list, invitations, joining by an invitation, deactivation (decision 030). */
export async function staffPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, staffApi.list, async () => listStaff(ctx.db, ctx.clock.now()));

  route(app, staffApi.invite, async (request) => {
    const { id, fullName } = sessionUser(request);
    const invitation = await inviteStaff(ctx, request.body, { id, fullName });
    return { invitation, message: staffMessages.invited };
  });

  route(app, staffApi.deactivate, async (request) => deactivateStaff(ctx, request.params.id, sessionUser(request).id));

  route(app, staffApi.join, async (request, reply) => {
    const userId = await joinStaff(ctx, request.body.token, request.body.password);
    const now = ctx.clock.now();
    setSessionCookie(reply, ctx, await createSession(ctx.db, now, userId, { ip: request.ip, userAgent: request.headers['user-agent'] }));
    return { success: true as const, message: 'Welcome to the team.' };
  });
}
