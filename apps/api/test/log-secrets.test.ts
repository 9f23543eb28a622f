import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../src/http/logging';
import { registerUser } from './support/accounts';
import { capturedLog, type CapturedLog } from './support/captured-log';
import { httpSession } from './support/http-session';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let log: CapturedLog;
beforeAll(async () => {
  log = capturedLog();
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log, webFiles: {} });
});
afterAll(() => t.close());

/** The log lines of one request, found by the request id the app answers with. */
const linesOf = (requestId: string) => log.entries().filter((entry) => entry.reqId === requestId);

describe('request logs name the route, never the URL with its token', () => {
  it('logs the e-mailed verification link by its route pattern, without the token, on the API and on the page', async () => {
    const { mail } = await registerUser(t);
    const token = /\/verify-email\/([^\s"<>?]+)/.exec(mail.text)![1]!;
    const page = await httpSession(t.app).get(`/verify-email/${token}`);
    const api = await httpSession(t.app).get(`/api/auth/verify-email/${token}`);
    expect(api.statusCode).toBe(200);

    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain(decodeURIComponent(token));
    const routes = (requestId: string) => linesOf(requestId).map((entry) => (entry.req as { route?: string } | undefined)?.route);
    expect(routes(String(api.headers['x-request-id']))).toContain('/api/auth/verify-email/:token');
    expect(routes(String(page.headers['x-request-id']))).toContain('/verify-email/:token');
  });

  it('leaves out the query string of a link, such as the reset token', async () => {
    const token = 'reset-token-that-must-not-be-logged';
    const response = await httpSession(t.app).get(`/reset-password?token=${token}`);
    expect(linesOf(String(response.headers['x-request-id'])).length).toBeGreaterThan(0);
    expect(log.text()).not.toContain(token);
  });

  it('logs neither the password, nor the session cookie, of a login', async () => {
    const { user, code } = await registerUser(t, { password: 'password-never-logged' });
    const http = httpSession(t.app);
    expect((await http.post('/api/auth/verify-otp', { userId: user.id, otpCode: code })).statusCode).toBe(200);
    await http.post('/api/auth/logout');
    const login = await http.post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    expect((await http.get('/api/auth/user')).statusCode).toBe(200);
    const session = http.sessionCookie()!.split('=')[1]!;
    expect(log.text()).not.toContain('password-never-logged');
    expect(log.text()).not.toContain(session);
  });
});

describe('error logs keep the SQL statement and the database code, never the values', () => {
  it('logs a failed insert without its parameters, the password hash or the failing row', async () => {
    // A database-level refusal the app does not expect: a check constraint added to this test's own database.
    await t.app.ctx.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT test_refuses_this_name CHECK (full_name <> 'Refused Rita')`));
    const email = 'rita-secret-address@example.com';
    const response = await httpSession(t.app).post('/api/auth/register', {
      fullName: 'Refused Rita',
      email,
      password: 'rita-password-1',
      confirmPassword: 'rita-password-1',
    });
    expect(response.statusCode).toBe(500);

    const lines = linesOf(String(response.headers['x-request-id']));
    expect(lines.map((entry) => (entry.req as { route?: string } | undefined)?.route)).toContain('/api/auth/register');
    const err = lines.find((entry) => entry.err)?.err as Record<string, unknown> & { cause?: Record<string, unknown> };
    expect(err.query).toMatch(/^insert into "users" \(.*\) values \(default, \$1, \$2/);
    expect(err.cause).toMatchObject({ code: '23514', constraint: 'test_refuses_this_name', table: 'users' });
    for (const secret of [email, 'Refused Rita', 'rita-password-1', '$argon2id$', 'Failing row']) {
      expect(log.text()).not.toContain(secret);
    }
  });
});

describe('fields that hold secrets', () => {
  it('are redacted wherever the app logs them', () => {
    t.app.log.info(
      {
        password: 'pw-one',
        body: { newPassword: 'pw-two', token: 'tok-one', otpCode: '123456' },
        headers: { cookie: 'nestway_session=abc', authorization: 'Bearer tok-two' },
        res: { headers: { 'set-cookie': 'nestway_session=def' } },
        params: ['sql-param'],
      },
      'redaction check',
    );
    const line = log.entries().find((entry) => entry.msg === 'redaction check')!;
    for (const secret of ['pw-one', 'pw-two', 'tok-one', '123456', 'abc', 'tok-two', 'def', 'sql-param']) {
      expect(JSON.stringify(line)).not.toContain(secret);
    }
    expect(line).toMatchObject({ password: '[redacted]', body: { token: '[redacted]' }, headers: { cookie: '[redacted]' } });
  });
});

describe('serializeError', () => {
  it("leaves out the value PostgreSQL quotes in a data exception's message, and any field not on its list", () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "ada@example.com"'), {
      code: '22P02',
      detail: 'row (ada@example.com)',
      where: 'ada@example.com',
      params: ['ada@example.com'],
      routine: 'string_to_uuid',
    });
    const serialized = serializeError(new Error('wrapped', { cause: error }));
    expect(JSON.stringify(serialized)).not.toContain('ada@example.com');
    expect(serialized.cause).toMatchObject({ message: 'invalid input syntax for type uuid', code: '22P02', routine: 'string_to_uuid' });
  });
});
