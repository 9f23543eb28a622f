import { accountLocaleApi } from '@nestway/core/contracts/account-locale';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema/index';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';

/** PUT /api/account/locale: the signed-in user's language, for their screens and the e-mails written to them. */
export async function accountLocalePlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, accountLocaleApi.update, async (request) => {
    const { locale } = request.body;
    await ctx.db
      .update(users)
      .set({ locale, updatedAt: ctx.clock.now() })
      .where(eq(users.id, sessionUser(request).id));
    return { locale };
  });
}
