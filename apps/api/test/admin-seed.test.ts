import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { DEMO_ADMIN, ensureAdmin } from '../db/seed';
import { users } from '../db/schema/index';
import { registerUser } from './support/accounts';
import { httpSession } from './support/http-session';
import { createTestApp } from './support/test-app';

const adminLogin = (app: Awaited<ReturnType<typeof createTestApp>>['app'], email: string, password: string) =>
  httpSession(app).post('/api/auth/login', { email, password, isAdmin: true });

describe('the admin account created on start', () => {
  it('with ADMIN_EMAIL/ADMIN_PASSWORD: creates that admin, and a later start updates its password', async () => {
    const t = await createTestApp({ ADMIN_EMAIL: 'chief@nestway.test', ADMIN_PASSWORD: 'first-password' });
    try {
      expect((await adminLogin(t.app, 'chief@nestway.test', 'first-password')).statusCode).toBe(200);
      await ensureAdmin(
        t.app.ctx.db,
        { ...t.app.ctx.config, admin: { email: 'chief@nestway.test', password: 'second-password' } },
        t.app.log,
      );
      expect((await adminLogin(t.app, 'chief@nestway.test', 'first-password')).statusCode).toBe(401);
      expect((await adminLogin(t.app, 'chief@nestway.test', 'second-password')).statusCode).toBe(200);
      expect(await t.app.ctx.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email))).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('an unverified account named by ADMIN_EMAIL becomes a verified admin', async () => {
    const t = await createTestApp();
    try {
      const { user } = await registerUser(t);
      await ensureAdmin(t.app.ctx.db, { ...t.app.ctx.config, admin: { email: user.email, password: 'promoted-password' } }, t.app.log);
      const response = await adminLogin(t.app, user.email, 'promoted-password');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ requiresVerification: false, user: { isAdmin: true } });
    } finally {
      await t.close();
    }
  });

  it('without them: the demo admin of the README exists on the embedded database only', async () => {
    const t = await createTestApp();
    try {
      const response = await adminLogin(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
      expect(response.statusCode).toBe(t.databaseKind === 'pglite' ? 200 : 401);
    } finally {
      await t.close();
    }
  });
});

describe('the README', () => {
  it('states the demo admin credentials the embedded database is seeded with', async () => {
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(DEMO_ADMIN.email);
    expect(readme).toContain(DEMO_ADMIN.password);
  });
});
