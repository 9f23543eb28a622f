import { accountDeletionMessages } from '@nestway/core/account-deletion';
import { accountDeletionApi } from '@nestway/core/contracts/account-deletion';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { clearSessionCookie } from '../auth/index';
import { deleteOwnAccount } from './delete-account';

/** DELETE /api/account: a client deletes their own account (docs/decisions/034-account-deletion.md). */
export async function accountDeletionPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, accountDeletionApi.deleteAccount, async (request, reply) => {
    await deleteOwnAccount(ctx, sessionUser(request).id, request.body, request.ip);
    // The session is gone with the account; the browser drops its cookie too.
    clearSessionCookie(reply, ctx);
    return { message: accountDeletionMessages.deleted };
  });
}
