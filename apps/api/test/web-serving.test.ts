import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';

const aboutPage = '<!doctype html><title>About · Nestway</title><div id="root"><h1>About us</h1></div>';
const notFoundPage = '<!doctype html><title>Page not found · Nestway</title><div id="root"><h1>404 Page Not Found</h1></div>';
const loginScreen = '<!doctype html><div id="root"><h1>Welcome Back</h1><form></form></div>';
const script = `export const answer = ${'42 + '.repeat(400)}0;`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      webFiles: {
        'pages/pages.json': JSON.stringify({
          pages: [
            { path: '/', file: 'pages/home-page.html' },
            { path: '/about', file: 'pages/about-page.html' },
          ],
          screens: [{ path: '/login', file: 'pages/login.html' }],
          notFound: 'pages/not-found-page.html',
        }),
        'pages/login.html': loginScreen,
        'pages/home-page.html': '<!doctype html><div id="root"><h1>Home</h1></div>',
        'pages/about-page.html': aboutPage,
        'pages/about-page.html.br': brotliCompressSync(aboutPage),
        'pages/about-page.html.gz': gzipSync(aboutPage),
        'pages/not-found-page.html': notFoundPage,
        'assets/app-abc123.js': script,
        'assets/app-abc123.js.br': brotliCompressSync(script),
        'assets/app-abc123.js.gz': gzipSync(script),
        'assets/styles-abc123.css': 'body { color: black }',
        'assets/font-abc123.woff2': Buffer.from('wOF2'),
      },
    },
  );
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('pre-rendered public pages', () => {
  it('answers a public path with its page, revalidated on every visit', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(aboutPage);
    expect((await get('/')).body).toContain('<h1>Home</h1>');
  });

  it('answers a pre-rendered sign-in screen with its HTML, and with the shell when the query string could change it', async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(loginScreen);
    expect((await get('/login?token=abc')).body).toContain('<div id="root"></div>');
  });

  it('answers any other screen of the app with the shell, where the router takes over', async () => {
    for (const url of ['/dashboard', '/admin/users/123', '/verify-email', '/verify-email/abc', '/reset-password?token=abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers a path that is neither a page nor a screen with the not-found page and a 404', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(notFoundPage);
  });
});

describe('compression', () => {
  it('sends the Brotli copy of a page to a browser that accepts it, and says the answer varies by encoding', async () => {
    const response = await get('/about', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(aboutPage);
  });

  it('sends the gzip copy of a hashed asset, cached for a year, and the file itself to a browser that accepts neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a large API answer and leaves a small one as it is', async () => {
    const large = await get('/api/openapi.json', 'br');
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });

    const small = await get('/readyz', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ready' });
  });
});

describe('headers', () => {
  const documentOnly = ['content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-frame-options'];

  it('sends a page with its content policy and framing rules', async () => {
    for (const url of ['/about', '/login', '/dashboard', '/no/such/page']) {
      const response = await get(url, 'br');
      for (const name of documentOnly) expect(response.headers[name], `${url} ${name}`).toBeDefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sends a script, a style sheet or a font without the headers only a page reads, keeping nosniff and the resource and referrer policies', async () => {
    for (const url of ['/assets/app-abc123.js', '/assets/styles-abc123.css', '/assets/font-abc123.woff2']) {
      for (const encoding of ['br', undefined]) {
        const response = await get(url, encoding);
        expect(response.statusCode, url).toBe(200);
        for (const name of documentOnly) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(response.headers['referrer-policy'], url).toBe('no-referrer');
        expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      }
    }
  });
});

describe('crawler files', () => {
  it('robots.txt keeps crawlers out of the API and the back office and points at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain(`Sitemap: ${TEST_APP_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists every pre-rendered page at the app address', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([`${TEST_APP_URL}/`, `${TEST_APP_URL}/about`]);
  });
});
