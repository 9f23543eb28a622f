import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { totpCode, usableStep, stepAt } from '../../../../test-support/fixtures/second-factor';
import { users } from '../../db/schema/index';
import type { HttpSession } from './http-session';
import type { TestApp } from './test-app';

interface Credentials {
  email: string;
  password: string;
}

/** Completes a sign-in waiting for its second factor with the next code the server has not seen (waiting out a used step on the test clock). */
async function enterSecondFactor(t: TestApp, session: HttpSession, email: string): Promise<void> {
  const [row] = await t.app.ctx.db
    .select({ secret: users.mfaSecret, lastStep: users.mfaLastStep })
    .from(users)
    .where(eq(users.email, email));
  let step = usableStep(t.clock.now(), row!.lastStep);
  if (step === undefined) {
    t.clock.advance(30);
    step = usableStep(t.clock.now(), row!.lastStep)!;
  }
  const verify = await session.post('/api/auth/mfa/verify', { code: totpCode(row!.secret!, step) });
  expect(verify.statusCode, verify.body).toBe(200);
}

/** Sets up a second factor for the signed-in staff member; answers the secret and the recovery codes. */
export async function setUpSecondFactor(t: TestApp, session: HttpSession): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await session.post('/api/auth/mfa/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await session.post('/api/auth/mfa/confirm', { code: totpCode(secret, stepAt(t.clock.now())) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/**
 * Signs a staff member in as the admin sign-in screen does: the password, then the second factor where
 * the member has one, or its setup where the deployment requires one (PostgreSQL). Answers the login's answer.
 */
export async function signInStaff(t: TestApp, session: HttpSession, credentials: Credentials): Promise<LightMyRequestResponse> {
  const login = await session.post('/api/auth/login', { ...credentials, isAdmin: true });
  expect(login.statusCode, login.body).toBe(200);
  if (login.json<{ mfaRequired?: boolean }>().mfaRequired) await enterSecondFactor(t, session, credentials.email);
  else if (t.databaseKind === 'postgres') await setUpSecondFactor(t, session);
  return login;
}
