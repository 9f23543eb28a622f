import { passwordStrengthMessages } from '@nestway/core/password-strength';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink } from '../../../test-support/mail-message';
import { passwordResets } from '../db/schema/index';
import { registerUser, signedUpByEmail, uniqueEmail, type RegisteredUser } from './support/accounts';
import { httpSession } from './support/http-session';
import { sqlStatementCount } from '../src/db';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestReset(user: RegisteredUser): Promise<string> {
  const received = await t.mail.delivered();
  const before = received.length;
  const response = await httpSession(t.app).post('/api/auth/forgot-password', { email: user.email });
  expect(response.statusCode).toBe(200);
  const mail = await t.mail.waitFor(user.email, (m) => received.indexOf(m) >= before && /reset/i.test(m.subject));
  const link = findLink(mail, '/reset-password?token=')!;
  expect(link.startsWith(`${TEST_APP_URL}/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

const signIn = (user: RegisteredUser, password: string) =>
  httpSession(t.app).post('/api/auth/login', { email: user.email, password, isAdmin: false });

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const { user } = await signedUpByEmail(t);
    const known = await httpSession(t.app).post('/api/auth/forgot-password', { email: user.email });
    const ghost = uniqueEmail('ghost');
    const unknown = await httpSession(t.app).post('/api/auth/forgot-password', { email: ghost });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await t.mail.waitFor(user.email, (m) => /reset/i.test(m.subject));
    expect((await t.mail.delivered()).some((m) => m.to.includes(ghost))).toBe(false);
  });

  it('refuses a second request for the same address within a minute, known or not', async () => {
    const { user } = await signedUpByEmail(t);
    await httpSession(t.app).post('/api/auth/forgot-password', { email: user.email });
    const again = await httpSession(t.app).post('/api/auth/forgot-password', { email: user.email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Please wait a minute before requesting another email.');
    expect(again.json()).toMatchObject({ code: 'rate_limited', params: { retryAfterSeconds: 60 } });
    const ghost = uniqueEmail('ghost');
    await httpSession(t.app).post('/api/auth/forgot-password', { email: ghost });
    expect((await httpSession(t.app).post('/api/auth/forgot-password', { email: ghost })).statusCode).toBe(429);
    t.clock.advance(60);
    expect((await httpSession(t.app).post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
  });

  it('builds the link from APP_URL, never from the Host header, with a token stored only as a hash', async () => {
    const { user } = await signedUpByEmail(t);
    t.clock.advance(60);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: {
        origin: TEST_APP_URL,
        'content-type': 'application/json',
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
      },
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await t.mail.waitFor(user.email, (m) => /reset/i.test(m.subject));
    expect(mail.raw).not.toContain('attacker.example');
    const token = new URL(findLink(mail, '/reset-password?token=')!).searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await t.app.ctx.db.select().from(passwordResets);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('reset-token check and reset', () => {
  it('checks a token: valid when fresh, invalid when made up', async () => {
    const { user } = await signedUpByEmail(t);
    t.clock.advance(60);
    const token = await requestReset(user);
    expect((await httpSession(t.app).post('/api/auth/verify-reset-token', { token })).json()).toEqual({ valid: true });
    expect((await httpSession(t.app).post('/api/auth/verify-reset-token', { token: 'x'.repeat(43) })).json()).toEqual({ valid: false });
  });

  it('sets the new password, ends every open session, and works once', async () => {
    const { user, http } = await signedUpByEmail(t);
    const otherDevice = httpSession(t.app);
    await otherDevice.post('/api/auth/login', { email: user.email, password: user.password, isAdmin: false });
    t.clock.advance(60);
    const token = await requestReset(user);

    const response = await httpSession(t.app).post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(response.statusCode).toBe(200);
    expect((await http.get('/api/auth/user')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).statusCode).toBe(401);
    expect((await signIn(user, user.password)).statusCode).toBe(401);
    expect((await signIn(user, 'brand-new-pass')).statusCode).toBe(200);

    const reuse = await httpSession(t.app).post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await httpSession(t.app).post('/api/auth/verify-reset-token', { token })).json()).toEqual({ valid: false });
  });

  it('refuses one of the most common passwords with weak_password, and the link still works', async () => {
    const { user } = await signedUpByEmail(t);
    t.clock.advance(60);
    const token = await requestReset(user);
    const common = await httpSession(t.app).post('/api/auth/reset-password', { token, newPassword: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'weak_password', message: passwordStrengthMessages.common });
    expect((await signIn(user, user.password)).statusCode).toBe(200);
    expect((await httpSession(t.app).post('/api/auth/reset-password', { token, newPassword: 'tidal-orchard' })).statusCode).toBe(200);
  });

  it('a used link also uses up the older links of the same user', async () => {
    const { user } = await signedUpByEmail(t);
    t.clock.advance(60);
    const older = await requestReset(user);
    t.clock.advance(60);
    const newer = await requestReset(user);
    expect((await httpSession(t.app).post('/api/auth/reset-password', { token: newer, newPassword: 'first-change' })).statusCode).toBe(200);
    expect((await httpSession(t.app).post('/api/auth/reset-password', { token: older, newPassword: 'second-change' })).statusCode).toBe(
      400,
    );
  });

  it('expires links after 1 hour', async () => {
    const { user } = await signedUpByEmail(t);
    t.clock.advance(60);
    const token = await requestReset(user);
    t.clock.advance(60 * 60);
    expect((await httpSession(t.app).post('/api/auth/verify-reset-token', { token })).json()).toEqual({ valid: false });
    const response = await httpSession(t.app).post('/api/auth/reset-password', { token, newPassword: 'too-late-pass' });
    expect(response.statusCode).toBe(400);
    expect((await signIn(user, user.password)).statusCode).toBe(200);
  });

  it('refuses a short new password and keeps the link usable', async () => {
    const { user } = await signedUpByEmail(t);
    t.clock.advance(60);
    const token = await requestReset(user);
    const short = await httpSession(t.app).post('/api/auth/reset-password', { token, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');
    expect((await httpSession(t.app).post('/api/auth/verify-reset-token', { token })).json()).toEqual({ valid: true });
  });

  it('a reset also verifies an address that was never verified, and kills its pending verification link', async () => {
    const { user, mail } = await registerUser(t);
    t.clock.advance(60);
    const token = await requestReset(user);
    await httpSession(t.app).post('/api/auth/reset-password', { token, newPassword: 'verified-now' });
    const response = await signIn(user, 'verified-now');
    expect(response.json().requiresVerification).toBe(false);
    const staleLink = await httpSession(t.app).get(
      `/api/auth/verify-email/${findLink(mail, '/verify-email/')!.split('/verify-email/')[1]}`,
    );
    expect(staleLink.statusCode).toBe(400);
    expect(staleLink.cookies).toHaveLength(0);
    const [row] = await t.app.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row?.usedAt).not.toBeNull();
  });
});

describe('an account oracle', () => {
  it('makes a reset request cost the request the same whether or not the address has an account', async () => {
    const { user } = await signedUpByEmail(t);
    const statements = async (email: string) => {
      const before = sqlStatementCount(t.app.ctx.db);
      expect((await httpSession(t.app).post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      return sqlStatementCount(t.app.ctx.db) - before;
    };
    expect(await statements(user.email)).toBe(await statements(uniqueEmail('ghost')));
    // The work that differs happens off the request, in the job: the link reaches the account's owner.
    await t.mail.waitFor(user.email, (mail) => /reset/i.test(mail.subject));
  });
});
