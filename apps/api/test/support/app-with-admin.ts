import { expect } from 'vitest';
import { httpSession, type HttpSession } from './http-session';
import { createTestApp, type TestApp } from './test-app';
import { signInStaff } from './staff-sign-in';

/** A test app whose admin (named after `label`) is signed in: what the admin endpoint tests start from. */
export async function appWithAdmin(label: string): Promise<{ t: TestApp; admin: HttpSession; adminId: string }> {
  const credentials = { email: `${label}-admin@nestway.test`, password: 'admin-password-1' };
  const t = await createTestApp({ ADMIN_EMAIL: credentials.email, ADMIN_PASSWORD: credentials.password });
  const admin = httpSession(t.app);
  const login = await signInStaff(t, admin, credentials);
  expect(login.statusCode).toBe(200);
  return { t, admin, adminId: login.json<{ user: { id: string } }>().user.id };
}
