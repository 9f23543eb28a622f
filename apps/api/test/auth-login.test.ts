import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { hashToken } from '../src/lib/tokens';
import { SESSION_COOKIE } from '../src/modules/auth/sessions';
import { registerUser, signedUpByEmail, uniqueEmail } from './support/accounts';
import { httpSession } from './support/http-session';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = { email: 'ops@nestway.test', password: 'admin-password-1' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, http = httpSession(t.app)) => http.post('/api/auth/login', body);

describe('POST /api/auth/login', () => {
  it('signs a verified client in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const { user } = await signedUpByEmail(t);
    const response = await login({ email: user.email.toUpperCase(), password: user.password, isAdmin: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requiresVerification: false,
      user: { id: user.id, email: user.email, fullName: user.fullName, isAdmin: false },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeUndefined();
    expect(cookie.path).toBe('/');
    const [stored] = await t.app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.value)));
    expect(stored?.userId).toBe(user.id);
    expect(JSON.stringify(stored)).not.toContain(cookie.value);
  });

  it('issues a new session token at every login', async () => {
    const { user } = await signedUpByEmail(t);
    const body = { email: user.email, password: user.password, isAdmin: false };
    const first = (await login(body)).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const second = (await login(body)).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect(first).not.toBe(second);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const { user } = await signedUpByEmail(t);
    const wrongPassword = await login({ email: user.email, password: 'not-the-password', isAdmin: false });
    const unknownEmail = await login({ email: uniqueEmail('ghost'), password: 'not-the-password', isAdmin: false });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json().message).toBe('Invalid email or password.');
    expect(wrongPassword.json().code).toBe('invalid_credentials');
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('tells an unverified user to verify, without a session, and e-mails a fresh code', async () => {
    const { user } = await registerUser(t);
    t.clock.advance(60);
    const received = await t.mail.delivered();
    const before = received.length;
    const response = await login({ email: user.email, password: user.password, isAdmin: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ requiresVerification: true, user: { id: user.id, fullName: user.fullName } });
    expect(response.cookies).toHaveLength(0);
    await t.mail.waitFor(user.email, (m) => received.indexOf(m) >= before);
  });

  it('requires a password', async () => {
    const response = await login({ email: 'a@example.com', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password is required');
  });

  it('lets the admin in through the admin login and refuses a client there', async () => {
    const admin = await login({ ...ADMIN, isAdmin: true });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.isAdmin).toBe(true);

    const { user } = await signedUpByEmail(t);
    const client = await login({ email: user.email, password: user.password, isAdmin: true });
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe('This account does not have admin access. Please use the user login.');
    expect(client.cookies).toHaveLength(0);
  });
});

describe('login throttling', () => {
  it('locks an account after 10 failed tries in 15 minutes, even for the right password, then lets it in again', async () => {
    const { user } = await signedUpByEmail(t);
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: user.email, password: `wrong-${i}`, isAdmin: false })).statusCode).toBe(401);
    }
    const locked = await login({ email: user.email, password: user.password, isAdmin: false });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(locked.json()).toMatchObject({ code: 'rate_limited', params: { retryAfterSeconds: 15 * 60 } });
    t.clock.advance(15 * 60);
    expect((await login({ email: user.email, password: user.password, isAdmin: false })).statusCode).toBe(200);
  });

  it('a success clears the failed tries of the account', async () => {
    const { user } = await signedUpByEmail(t);
    for (let i = 0; i < 9; i++) await login({ email: user.email, password: 'wrong', isAdmin: false });
    expect((await login({ email: user.email, password: user.password, isAdmin: false })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login({ email: user.email, password: 'wrong', isAdmin: false });
    expect((await login({ email: user.email, password: user.password, isAdmin: false })).statusCode).toBe(200);
  });

  // 101 sign-in tries, each an argon2 check that is slow by design: more than a test's default 5 s on a busy machine.
  it('limits all tries from one address to 100 in 15 minutes', { timeout: 20_000 }, async () => {
    t.clock.advance(15 * 60);
    const from = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { origin: 'http://localhost:5000', 'content-type': 'application/json' },
        payload: { email: uniqueEmail('spray'), password: 'whatever', isAdmin: false },
      });
    for (let i = 0; i < 100; i++) expect((await from('10.9.9.9')).statusCode).toBe(401);
    expect((await from('10.9.9.9')).statusCode).toBe(429);
    expect((await from('10.9.9.10')).statusCode).toBe(401);
  });

  // One university network: many people sign in from one address. Only failures count against it.
  it('does not count successful sign-ins against the address', { timeout: 30_000 }, async () => {
    t.clock.advance(15 * 60);
    const { user } = await signedUpByEmail(t);
    const from = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.8.8.8',
        headers: { origin: 'http://localhost:5000', 'content-type': 'application/json' },
        payload: { email: user.email, password, isAdmin: false },
      });
    for (let i = 0; i < 110; i++) expect((await from(user.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await from('wrong')).statusCode).toBe(401);
    expect((await from(user.password)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout deletes the session: the old cookie no longer works', async () => {
    const { http } = await signedUpByEmail(t);
    const cookie = http.sessionCookie();
    expect((await http.get('/api/auth/user')).statusCode).toBe(200);
    const out = await http.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const stale = httpSession(t.app);
    stale.setSessionCookie(cookie);
    expect((await stale.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('GET /api/auth/user answers 401 without a session or with a made-up one', async () => {
    expect((await httpSession(t.app).get('/api/auth/user')).statusCode).toBe(401);
    expect((await httpSession(t.app).get('/api/auth/user')).json().code).toBe('unauthenticated');
    const forged = httpSession(t.app);
    forged.setSessionCookie(`${SESSION_COOKIE}=made-up`);
    expect((await forged.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('ends a session idle for 7 days', async () => {
    const { http } = await signedUpByEmail(t);
    t.clock.advance(7 * 24 * 60 * 60);
    expect((await http.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('keeps an active session alive past 7 days but not past 30', async () => {
    const { http } = await signedUpByEmail(t);
    for (let day = 6; day <= 24; day += 6) {
      t.clock.advance(6 * 24 * 60 * 60);
      expect((await http.get('/api/auth/user')).statusCode).toBe(200);
    }
    t.clock.advance(6 * 24 * 60 * 60);
    expect((await http.get('/api/auth/user')).statusCode).toBe(401);
  });
});

describe('with an https APP_URL', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ APP_URL: 'https://nestway.example', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(() => secure.close());

  it('marks the session cookie Secure', async () => {
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://nestway.example', 'content-type': 'application/json' },
      payload: { ...ADMIN, isAdmin: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});
