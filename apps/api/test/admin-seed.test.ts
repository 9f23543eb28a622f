import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { DEMO_ADMIN, ensureAdmin } from '../db/seed';
import { users } from '../db/schema/index';
import { registerUser } from './support/accounts';
import { httpSession } from './support/http-session';
import { createTestApp, type TestApp } from './support/test-app';

const adminLogin = (app: Awaited<ReturnType<typeof createTestApp>>['app'], email: string, password: string) =>
  httpSession(app).post('/api/auth/login', { email, password, isAdmin: true });

describe('the admin account created on start', () => {
  // Started as a deployment would start them: one with an admin named in the environment, one without.
  let withAdmin: TestApp;
  let withoutAdmin: TestApp;
  beforeAll(async () => {
    withAdmin = await createTestApp({ ADMIN_EMAIL: 'chief@nestway.test', ADMIN_PASSWORD: 'first-password' });
  });
  beforeAll(async () => {
    withoutAdmin = await createTestApp();
  });
  afterAll(() => Promise.all([withAdmin.close(), withoutAdmin.close()]));

  it('with ADMIN_EMAIL/ADMIN_PASSWORD: creates that admin, and a later start updates its password', async () => {
    expect((await adminLogin(withAdmin.app, 'chief@nestway.test', 'first-password')).statusCode).toBe(200);
    await ensureAdmin(
      withAdmin.app.ctx.db,
      { ...withAdmin.app.ctx.config, admin: { email: 'chief@nestway.test', password: 'second-password' } },
      withAdmin.app.log,
    );
    expect((await adminLogin(withAdmin.app, 'chief@nestway.test', 'first-password')).statusCode).toBe(401);
    expect((await adminLogin(withAdmin.app, 'chief@nestway.test', 'second-password')).statusCode).toBe(200);
    expect(await withAdmin.app.ctx.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email))).toHaveLength(0);
  });

  it('an unverified account named by ADMIN_EMAIL becomes a verified admin', async () => {
    const { user } = await registerUser(withoutAdmin);
    await ensureAdmin(
      withoutAdmin.app.ctx.db,
      { ...withoutAdmin.app.ctx.config, admin: { email: user.email, password: 'promoted-password' } },
      withoutAdmin.app.log,
    );
    const response = await adminLogin(withoutAdmin.app, user.email, 'promoted-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ requiresVerification: false, user: { isAdmin: true } });
  });

  it('without them: the demo admin of the README exists on the embedded database only', async () => {
    const response = await adminLogin(withoutAdmin.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(response.statusCode).toBe(withoutAdmin.databaseKind === 'pglite' ? 200 : 401);
  });
});

describe('the README', () => {
  it('states the demo admin credentials the embedded database is seeded with', async () => {
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(DEMO_ADMIN.email);
    expect(readme).toContain(DEMO_ADMIN.password);
  });
});
