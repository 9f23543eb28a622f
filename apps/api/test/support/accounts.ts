import { randomBytes } from 'node:crypto';
import { findCode } from '../../../../test-support/mail-message';
import { httpSession, type HttpSession } from './http-session';
import type { TestApp } from './test-app';

export const uniqueEmail = (label = 'tenant') => `${label}-${randomBytes(4).toString('hex')}@example.com`;

export interface RegisteredUser {
  id: string;
  email: string;
  fullName: string;
  password: string;
}

/** Registers through the API and returns the user and the e-mailed code. */
export async function registerUser(t: TestApp, overrides: Partial<Omit<RegisteredUser, 'id'>> = {}) {
  const input = { fullName: 'Ada Tenant', email: uniqueEmail(), password: 'correct horse', ...overrides };
  const response = await httpSession(t.app).post('/api/auth/register', { ...input, confirmPassword: input.password });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json<{ user: { id: string } }>();
  const mail = await t.mail.waitFor(input.email);
  return { user: { ...input, id: user.id } as RegisteredUser, code: findCode(mail)!, mail };
}

/** A verified tenant with a signed-in HTTP session. */
export async function signedInTenant(
  t: TestApp,
  overrides: Partial<Omit<RegisteredUser, 'id'>> = {},
): Promise<{ user: RegisteredUser; http: HttpSession }> {
  const { user, code } = await registerUser(t, overrides);
  const http = httpSession(t.app);
  const response = await http.post('/api/auth/verify-otp', { userId: user.id, otpCode: code });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  return { user, http };
}
