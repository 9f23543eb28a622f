import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';

/** A build in English, Chinese and Arabic, as apps/web/scripts/build.ts lays it out. */
const page = (text: string) => `<!doctype html><div id="root"><h1>${text}</h1></div>`;
const pagesOf = (prefix: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    pages: [
      { path: prefix ? `${prefix}/` : '/', file: 'pages/home-page.html' },
      { path: `${prefix}/about`, file: 'pages/about-page.html' },
    ],
    screens: [{ path: '/login', file: 'pages/screen-login.html' }],
    notFound: 'pages/not-found-page.html',
    ...extra,
  });
const language = (prefix: string, name: string) => ({
  [`${prefix}index.html`]: page(`${name} shell`),
  [`${prefix}pages/home-page.html`]: page(`${name} home`),
  [`${prefix}pages/about-page.html`]: page(`${name} about`),
  [`${prefix}pages/screen-login.html`]: page(`${name} sign in`),
  [`${prefix}pages/not-found-page.html`]: page(`${name} not found`),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      webFiles: {
        ...language('', 'English'),
        'pages/pages.json': pagesOf(''),
        ...language('locales/zh/', 'Chinese'),
        'locales/zh/pages/home-suggesting.html': page('English home, offered in Chinese'),
        'locales/zh/pages/pages.json': pagesOf('/zh', { languageSuggestion: 'pages/home-suggesting.html' }),
        ...language('locales/ar/', 'Arabic'),
        'locales/ar/pages/home-suggesting.html': page('English home, offered in Arabic'),
        'locales/ar/pages/pages.json': pagesOf('/ar', { languageSuggestion: 'pages/home-suggesting.html' }),
      },
    },
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public pages in each language', () => {
  it('answers each language at its own address, English at its old paths', async () => {
    expect((await get('/about')).body).toContain('English about');
    expect((await get('/zh/about')).body).toContain('Chinese about');
    expect((await get('/ar/')).body).toContain('Arabic home');
    const bare = await get('/ar');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/ar/');
  });

  it("answers an unknown path under a language's prefix with that language's not-found page", async () => {
    const response = await get('/zh/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Chinese not found');
  });

  it('lists every page in every language in the sitemap, each with its alternates', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const address of ['/', '/about', '/zh/', '/zh/about', '/ar/', '/ar/about']) {
      expect(sitemap).toContain(`<loc>${new URL(address, TEST_APP_URL).href}</loc>`);
    }
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${new URL('/zh/about', TEST_APP_URL).href}"/>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${new URL('/about', TEST_APP_URL).href}"/>`);
  });
});

describe('the home page and the browser language', () => {
  it("offers the browser's preferred language on a first visit, on the English page: a suggestion, not a redirect", async () => {
    const response = await get('/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('English home, offered in Arabic');
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('offers nothing to a browser that prefers English or a language Nestway has not', async () => {
    expect((await get('/', { 'accept-language': 'en-GB,zh;q=0.5' })).body).toContain('English home</h1>');
    expect((await get('/', { 'accept-language': 'fr-FR' })).body).toContain('English home</h1>');
  });

  it('keeps a visitor who chose English on the English page, and takes one who chose another language to its home page', async () => {
    expect((await get('/', { 'accept-language': 'zh-CN', cookie: 'nestway_locale=en' })).body).toContain('English home</h1>');
    const chosen = await get('/', { cookie: 'nestway_locale=zh' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/zh/');
  });
});

describe('screens of the app in the chosen language', () => {
  it("answers a sign-in screen and the app's shell in the cookie's language, English without one", async () => {
    expect((await get('/login')).body).toContain('English sign in');
    const arabic = await get('/login', { cookie: 'nestway_locale=ar' });
    expect(arabic.body).toContain('Arabic sign in');
    expect(arabic.headers.vary).toContain('Cookie');
    expect((await get('/dashboard', { cookie: 'nestway_locale=zh' })).body).toContain('Chinese shell');
  });

  it('answers in English for a language that is not built or not known', async () => {
    expect((await get('/dashboard', { cookie: 'nestway_locale=hi' })).body).toContain('English shell');
    expect((await get('/dashboard', { cookie: 'nestway_locale=fr' })).body).toContain('English shell');
  });
});
