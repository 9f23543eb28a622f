import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('/healthz and /readyz answer 200 while the database is up', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('serving the front end', () => {
  it.each(['/', '/dashboard', '/admin/users/123', '/reset-password?token=abc', '/no/such/page'])(
    'answers the app shell for the client route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers an unknown /api path with a JSON 404, not the shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'No route GET /api/no-such-thing.' });
  });

  it('does not serve files outside the built front end', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../package.json' });
    expect(response.body).not.toContain('"workspaces"');
  });
});
