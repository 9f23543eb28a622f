import { passwordStrengthMessages } from '@nestway/core/password-strength';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCode, findLink } from '../../../test-support/mail-message';
import { emailVerifications, users } from '../db/schema/index';
import { httpSession } from './support/http-session';
import { registerUser, uniqueEmail } from './support/accounts';
import { sqlStatementCount } from '../src/db';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/register', () => {
  it('creates an unverified client and e-mails a 6-digit code and a link built from APP_URL', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json', host: 'evil.example' },
      payload: { fullName: 'Grace Hopper', email: email.toUpperCase(), password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ requiresVerification: true, user: { id: expect.any(String), email, fullName: 'Grace Hopper' } });
    expect(response.cookies).toHaveLength(0);

    const mail = await t.mail.waitFor(email);
    expect(findCode(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(findCode(mail));
    const link = findLink(mail, '/verify-email/');
    expect(link?.startsWith(`${TEST_APP_URL}/verify-email/`)).toBe(true);
    expect(mail.raw).not.toContain('evil.example');

    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe('tenant');
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('stores the code and the link token only as hashes; the link carries at least 128 random bits', async () => {
    const { user, code, mail } = await registerUser(t);
    const token = findLink(mail, '/verify-email/')!.split('/verify-email/')[1]!;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const [row] = await t.app.ctx.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses an e-mail that already has an account, in any letter case, and changes nothing', async () => {
    const { user } = await registerUser(t);
    const response = await httpSession(t.app).post('/api/auth/register', {
      fullName: 'Someone Else',
      email: user.email.toUpperCase(),
      password: 'another1',
      confirmPassword: 'another1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists. Please sign in instead.');
    expect(response.json().code).toBe('email_taken');
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.email, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullName).toBe('Ada Tenant');
  });

  it('refuses the most common passwords with 400 weak_password and a clear message, and creates nothing', async () => {
    for (const password of ['password', '123456', 'qwerty123', 'iloveyou', 'Password1']) {
      const response = await httpSession(t.app).post('/api/auth/register', {
        fullName: 'Al Bo',
        email: 'common@example.com',
        password,
        confirmPassword: password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({ code: 'weak_password', message: passwordStrengthMessages.common });
    }
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, 'common@example.com'))).toHaveLength(0);
  });

  it.each([
    [{ fullName: 'A', email: 'a@example.com', password: 'secret1', confirmPassword: 'secret1' }, 'Full name must be at least 2 characters'],
    [{ fullName: 'Al Bo', email: 'not-an-email', password: 'secret1', confirmPassword: 'secret1' }, 'Please enter a valid email address'],
    [{ fullName: 'Al Bo', email: 'a@example.com', password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ fullName: 'Al Bo', email: 'a@example.com', password: 'secret1', confirmPassword: 'secret2' }, "Passwords don't match"],
    [{ fullName: 'Al Bo', email: 'a@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ fullName: 'Al Bo', email: 'a@example.com' }, 'password is required.'],
    [
      { fullName: 42, email: 'a@example.com', password: 'secret1' },
      'fullName has the wrong type: Invalid input: expected string, received number',
    ],
  ])('answers bad input %# with 400 and the rule that failed', async (payload, message) => {
    const response = await httpSession(t.app).post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, 'a@example.com'))).toHaveLength(0);
  });

  it('ignores fields it does not know (no mass assignment of the role)', async () => {
    const email = uniqueEmail();
    const response = await httpSession(t.app).post('/api/auth/register', {
      fullName: 'Mallory',
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
      role: 'admin',
      emailVerifiedAt: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe('tenant');
    expect(row?.emailVerifiedAt).toBeNull();
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('verifies the user, signs them in with a session cookie, and the code works once', async () => {
    const { user, code } = await registerUser(t);
    const http = httpSession(t.app);
    const response = await http.post('/api/auth/verify-otp', { userId: user.id, otpCode: code });
    expect(response.statusCode).toBe(200);
    expect(http.sessionCookie()).toBeDefined();
    const me = await http.get('/api/auth/user');
    expect(me.json()).toMatchObject({ id: user.id, email: user.email, fullName: user.fullName, isEmailVerified: true, isAdmin: false });

    const again = await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This email address is already verified. Please sign in.');
  });

  it('rejects a wrong code, then stops after 5 wrong tries even for the right code', async () => {
    const { user, code } = await registerUser(t);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid verification code. Please try again.');
    }
    const blocked = await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: code });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many incorrect attempts. Please request a new code.');
  });

  it('counts concurrent guesses too: at most 5 of 12 parallel tries are checked', async () => {
    const { user, code } = await registerUser(t);
    const wrong = code === '000000' ? '111111' : '000000';
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: wrong })),
    );
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('expires the code after 10 minutes', async () => {
    const { user, code } = await registerUser(t);
    t.clock.advance(600);
    const response = await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This code has expired. Please request a new code.');
  });

  it('accepts the code just before the 10 minutes are up', async () => {
    const { user, code } = await registerUser(t);
    t.clock.advance(599);
    const response = await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: code });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 for a code that is not 6 digits and 404 for an unknown user', async () => {
    const { user } = await registerUser(t);
    const short = await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: '12a45' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please enter a valid 6-digit verification code.');
    const unknown = await httpSession(t.app).post('/api/auth/verify-otp', { userId: UNKNOWN_ID, otpCode: '123456' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We could not find your account. Please register again.');
    expect(unknown.json().code).toBe('not_found');
  });
});

describe('POST /api/auth/resend-otp', () => {
  it('refuses a resend within 60 seconds of the last code, then sends a new code that replaces the old', async () => {
    const { user, code: first } = await registerUser(t);
    const tooSoon = await httpSession(t.app).post('/api/auth/resend-otp', { userId: user.id });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('Please wait a minute before requesting a new code.');
    expect(tooSoon.json()).toMatchObject({ code: 'rate_limited', params: { retryAfterSeconds: 60 } });
    expect((await t.mail.delivered()).filter((m) => m.to.includes(user.email))).toHaveLength(1);

    t.clock.advance(60);
    const response = await httpSession(t.app).post('/api/auth/resend-otp', { userId: user.id });
    expect(response.statusCode).toBe(200);
    const second = await t.mail.waitFor(user.email, (m) => findCode(m) !== first);
    const secondCode = findCode(second)!;

    if (secondCode !== first) {
      const old = await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: first });
      expect(old.statusCode).toBe(400);
    }
    const fresh = await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: secondCode });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers 404 not_found for an unknown user, so the screen starts again from the login', async () => {
    const response = await httpSession(t.app).post('/api/auth/resend-otp', { userId: UNKNOWN_ID });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'We could not find your account. Please register again.' });
  });

  it('allows only one of several simultaneous resends', async () => {
    const { user } = await registerUser(t);
    t.clock.advance(61);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => httpSession(t.app).post('/api/auth/resend-otp', { userId: user.id })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('gives a fresh set of tries with the new code', async () => {
    const { user, code } = await registerUser(t);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: wrong });
    t.clock.advance(60);
    await httpSession(t.app).post('/api/auth/resend-otp', { userId: user.id });
    const received = await t.mail.delivered();
    const second = await t.mail.waitFor(user.email, (m) => m !== received.find((x) => x.to.includes(user.email)));
    const response = await httpSession(t.app).post('/api/auth/verify-otp', { userId: user.id, otpCode: findCode(second) });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/auth/verify-email/:token', () => {
  it('verifies with the e-mailed link, signs in, and the link works once', async () => {
    const { user, mail } = await registerUser(t);
    const link = new URL(findLink(mail, '/verify-email/')!);
    const http = httpSession(t.app);
    const response = await http.get(`/api/auth/verify-email/${link.pathname.split('/').pop()}`);
    expect(response.statusCode).toBe(200);
    expect((await http.get('/api/auth/user')).json()).toMatchObject({ id: user.id, isEmailVerified: true });

    const again = await httpSession(t.app).get(`/api/auth/verify-email/${link.pathname.split('/').pop()}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification link is invalid or has expired.');
  });

  it('refuses a made-up token', async () => {
    const response = await httpSession(t.app).get(`/api/auth/verify-email/${'a'.repeat(43)}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new e-mail to an unverified address and answers the same for an unknown one', async () => {
    const { user } = await registerUser(t);
    t.clock.advance(60);
    const known = await httpSession(t.app).post('/api/auth/resend-verification', { email: user.email });
    const unknown = await httpSession(t.app).post('/api/auth/resend-verification', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const received = await t.mail.delivered();
    await t.mail.waitFor(user.email, (m) => m !== received.find((x) => x.to.includes(user.email)));
  });

  it('within a minute of the last e-mail, answers the same but sends nothing more', async () => {
    const { user } = await registerUser(t);
    const response = await httpSession(t.app).post('/api/auth/resend-verification', { email: user.email });
    const unknown = await httpSession(t.app).post('/api/auth/resend-verification', { email: uniqueEmail('nobody') });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(unknown.body);
    expect((await t.mail.delivered()).filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });
});

describe('limits on what sends e-mail', () => {
  const registerFrom = (ip: string, email = uniqueEmail('spree')) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      payload: { fullName: 'Spree Tenant', email, password: 'secret1', confirmPassword: 'secret1' },
    });

  it('lets one client address register 20 accounts an hour, then answers 429 and creates nothing', async () => {
    for (let n = 0; n < 20; n++) expect((await registerFrom('10.77.0.1')).statusCode).toBe(201);
    const refusedEmail = uniqueEmail('refused');
    const refused = await registerFrom('10.77.0.1', refusedEmail);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many accounts have been created from your network in the last hour. Please try again later.',
    });
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, refusedEmail))).toEqual([]);
    expect((await registerFrom('10.77.0.2')).statusCode).toBe(201);
    t.clock.advance(60 * 60);
    expect((await registerFrom('10.77.0.1')).statusCode).toBe(201);
  });

  it('answers 10 resend requests for one address a day, known or not, then 429 alike', async () => {
    const { user } = await registerUser(t);
    const ghost = uniqueEmail('ghost');
    const resend = (email: string) => httpSession(t.app).post('/api/auth/resend-verification', { email });
    for (let n = 0; n < 10; n++) {
      t.clock.advance(61);
      expect((await resend(user.email)).statusCode).toBe(200);
      expect((await resend(ghost)).statusCode).toBe(200);
    }
    const [known, unknown] = [await resend(user.email), await resend(ghost)];
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
    // The registration's e-mail and at most ten more, however often the address is asked for.
    expect((await t.mail.delivered()).filter((mail) => mail.to.includes(user.email)).length).toBeLessThanOrEqual(11);
    t.clock.advance(24 * 60 * 60);
    expect((await resend(user.email)).statusCode).toBe(200);
  });

  it('sends an account at most 10 verification e-mails a day, however the resends are asked for', async () => {
    const { user } = await registerUser(t);
    const answers: number[] = [];
    for (let n = 0; n < 11; n++) {
      t.clock.advance(61);
      answers.push((await httpSession(t.app).post('/api/auth/resend-otp', { userId: user.id })).statusCode);
    }
    expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
    expect((await t.mail.delivered()).filter((mail) => mail.to.includes(user.email))).toHaveLength(11);
  });

  it('makes a resend by address cost the request the same whether or not the address has an account', async () => {
    const { user } = await registerUser(t);
    t.clock.advance(61);
    const statements = async (email: string) => {
      const before = sqlStatementCount(t.app.ctx.db);
      expect((await httpSession(t.app).post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
      return sqlStatementCount(t.app.ctx.db) - before;
    };
    expect(await statements(user.email)).toBe(await statements(uniqueEmail('nobody')));
  });
});
