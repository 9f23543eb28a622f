import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema/index';
import { insertClient, signedInClient } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import type { HttpSession } from './support/http-session';
import { UNKNOWN_ID } from './support/ids';
import { sampleFiles } from './support/multipart';
import { listenOnLoopback, realRequest } from './support/real-http';
import { TEST_APP_URL, type TestApp } from './support/test-app';

// The router matches the decoded, normalised path; the Origin rule must hold for every spelling of it.
// These go over a real socket because inject and fetch normalise the request target.
const spellings = (path: string) => [
  ['percent-encoded letters', path.replace('/api/', '/%61pi/')],
  ['an absolute-form target', `http://127.0.0.1${path}`],
  ['a double slash', `/${path}`],
  ['mixed case', path.replace('/api/', '/API/')],
  ['a percent-encoded slash', path.replace('/api/', '/api%2F')],
];

let t: TestApp;
let admin: HttpSession;
let port: number;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin('csrf-spellings'));
  port = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

async function multipartOverride(amount: string) {
  const form = new FormData();
  form.append('amount', amount);
  form.append('proofImage', new Blob([sampleFiles.png], { type: 'image/png' }), 'proof.png');
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return { type: request.headers.get('content-type')!, bytes: Buffer.from(await request.arrayBuffer()) };
}

describe('the Origin rule, whatever the spelling of the path', () => {
  it.each(spellings('/api/auth/logout'))(
    'refuses a text/plain logout without Origin sent with %s, leaving the session alive',
    async (_, target) => {
      const { http } = await signedInClient(t);
      const response = await realRequest(port, {
        method: 'POST',
        target,
        headers: { 'content-type': 'text/plain', cookie: http.sessionCookie()! },
        body: 'logout',
      });
      expect(response.statusCode).toBe(403);
      expect(JSON.parse(response.body)).toEqual({ code: 'forbidden', message: 'This request did not come from the Nestway site.' });
      expect((await http.get('/api/auth/user')).statusCode).toBe(200);
    },
  );

  it.each(spellings('/api/admin/users/{id}/payment-override'))(
    "refuses a foreign-origin multipart payment override with the admin's cookie sent with %s: no payment",
    async (_, pattern) => {
      const user = await insertClient(t);
      const form = await multipartOverride('450.00');
      const response = await realRequest(port, {
        method: 'POST',
        target: pattern.replace('{id}', user.id),
        headers: { origin: 'https://evil.example', 'content-type': form.type, cookie: admin.sessionCookie()! },
        body: form.bytes,
      });
      expect(response.statusCode).toBe(403);
      expect(await t.app.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    },
  );

  it.each([
    ['PUT', '/%61pi/preferences'],
    ['PATCH', '/%61pi/anything'],
    ['DELETE', `/%61pi/payments/${UNKNOWN_ID}`],
    ['POST', '/'],
  ])('refuses %s %s without Origin, whether or not a route answers it', async (method, target) => {
    const { http } = await signedInClient(t);
    const response = await realRequest(port, { method, target, headers: { cookie: http.sessionCookie()! } });
    expect(response.statusCode).toBe(403);
  });

  it('still accepts the same request from the site itself, spelled plainly or percent-encoded', async () => {
    const { http } = await signedInClient(t);
    const response = await realRequest(port, {
      method: 'POST',
      target: '/%61pi/auth/logout',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json', cookie: http.sessionCookie()! },
      body: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect((await http.get('/api/auth/user')).statusCode).toBe(401);
  });

  it("exempts Stripe's webhook by its matched route, however it is spelled: no Origin, its signature decides", async () => {
    const response = await realRequest(port, {
      method: 'POST',
      target: '/%61pi/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).message).toBe('The webhook signature could not be verified.');
  });
});
