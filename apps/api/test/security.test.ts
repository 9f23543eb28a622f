import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './support/accounts';
import { httpSession } from './support/http-session';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'root@nestway.test', ADMIN_PASSWORD: 'admin-password-1' });
});
afterAll(() => t.close());

const register = { fullName: 'Eve Example', email: 'eve@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('CSRF defence on state-changing requests', () => {
  it('refuses a request with no Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: register,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This request did not come from the Nestway site.');
  });

  it('refuses a request from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: register,
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a same-origin form post (neither JSON nor multipart) with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fullName=Eve&email=eve%40example.com&password=secret1',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send the request as JSON or as a multipart form.');
  });

  it('accepts a same-origin request that carries no body, without a content type', async () => {
    const { http } = await signedInClient(t);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/payments/${UNKNOWN_ID}`,
      headers: { origin: TEST_APP_URL, cookie: http.sessionCookie()! },
    });
    // Past the CSRF check to the route itself, which knows no such payment.
    expect(deleted.statusCode).toBe(404);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: TEST_APP_URL, 'content-length': '0', cookie: http.sessionCookie()! },
    });
    expect(logout.statusCode).toBe(200);
    expect((await http.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('still refuses a bodiless request from another origin, and a same-origin body that is neither JSON nor multipart', async () => {
    const { http } = await signedInClient(t);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', cookie: http.sessionCookie()! },
    });
    expect(forged.statusCode).toBe(403);
    expect((await http.get('/api/auth/user')).statusCode).toBe(200);
    const untyped = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: TEST_APP_URL, 'content-type': 'text/plain', cookie: http.sessionCookie()! },
      payload: 'logout',
    });
    expect(untyped.statusCode).toBe(415);
  });

  it('refuses a signed-in logout forged from another site, leaving the session alive', async () => {
    const { http } = await signedInClient(t);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: http.sessionCookie()! },
      payload: '{}',
    });
    expect(forged.statusCode).toBe(403);
    expect((await http.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP allowing only what the app needs, nosniff and frame protection', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    const directive = (name: string) =>
      csp
        .split(';')
        .find((part) => part.trim().startsWith(`${name} `))
        ?.trim();
    // Viewing videos: the player only from youtube-nocookie, its poster from YouTube's image host; nothing else of YouTube's.
    expect(directive('frame-src')).toBe('frame-src https://js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com');
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://i.ytimg.com https://*.stripe.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('who may call what', () => {
  // An app no request has reached yet, so it still takes routes.
  let unstarted: TestApp;
  beforeAll(async () => {
    unstarted = await createTestApp();
  });
  afterAll(() => unstarted.close());

  it('admin routes answer 401 without a session and 403 for a client', async () => {
    expect((await httpSession(t.app).get('/api/admin/users')).statusCode).toBe(401);
    const { http } = await signedInClient(t);
    const response = await http.get('/api/admin/users');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have access to this.');
  });

  it('an /api route that does not declare its access stops the server from starting', () => {
    expect(() => unstarted.app.get('/api/undeclared', async () => ({ leaked: true }))).toThrow(/does not declare who may call it/);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with a clear 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request is too large.');
  });
});
