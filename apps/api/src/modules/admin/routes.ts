import { adminClientListSchema } from '@nestway/core/admin';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../../db/schema/index';
import type { AppContext } from '../../context';

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/users', { config: { access: 'admin' }, schema: { response: { 200: adminClientListSchema } } }, async () => {
    const clients = await ctx.db
      .select({ id: users.id, fullName: users.fullName, email: users.email, emailVerifiedAt: users.emailVerifiedAt, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.role, 'tenant'))
      .orderBy(desc(users.createdAt));
    return clients.map(({ emailVerifiedAt, createdAt, ...client }) => ({
      ...client,
      isEmailVerified: emailVerifiedAt !== null,
      createdAt: createdAt.toISOString(),
    }));
  });
}
