import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, preferredLocale, type Locale } from '@nestway/core/locales';
import { localeRoot, PRERENDERED_PAGES_FILE, prerenderedPagesSchema, type PrerenderedPages } from '@nestway/core/prerendered-pages';
import { publicPagePaths, routePatterns } from '@nestway/core/web-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';
import { registerCrawlerFiles } from './crawler-files';
import { dropDocumentOnlyHeaders } from './security';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files a page loads that a browser never shows as a page itself, also as their Brotli or gzip copy. */
const SUBRESOURCE = /\.(?:js|css|woff2|png)(?:\.br|\.gz)?$/;

/** One language's build: where its files are (from the web root) and what it pre-rendered. */
interface LanguageBuild {
  /** Prefixes a file of the build's list with the language's folder, for sendFile. */
  file: (name: string) => string;
  shell: string;
  site: PrerenderedPages | undefined;
}

/**
 * Serves the built front end (apps/web/scripts/build.ts), one build per language
 * (docs/decisions/039-languages.md). Vite's hashed files under /assets are cached for a year;
 * everything else is revalidated. Scripts, style sheets, fonts and images go without the headers
 * only a document needs (the CSP among them). Each text file goes out as its Brotli or gzip copy when
 * the browser accepts one. A public page answers with its pre-rendered HTML at its address in its
 * language (/about, /zh/about); a sign-in screen asked for without a query string with its
 * pre-rendered HTML, and any other screen of the app with the app's shell (index.html), where the
 * router takes over, both in the language the `nestway_locale` cookie names (English without one);
 * any other path with the pre-rendered not-found page and a 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined, appUrl: URL) {
  const root = webRoot && existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined;
  if (!root) {
    app.setNotFoundHandler((request) => {
      throw notFound(`No route ${request.method} ${request.url.split('?')[0]}.`);
    });
    return;
  }

  const assets = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', filePath.startsWith(assets) ? IMMUTABLE : REVALIDATE);
      if (SUBRESOURCE.test(filePath)) dropDocumentOnlyHeaders(reply);
    },
  });

  const builds = await readLanguageBuilds(root);
  const english = builds.get(DEFAULT_LOCALE)!;
  /** The visitor's language for a screen of the app: their choice, kept in a cookie; English without one. */
  const chosenBuild = (request: FastifyRequest) => {
    const chosen = request.cookies[LOCALE_COOKIE];
    return (isLocale(chosen) && builds.get(chosen)) || english;
  };
  const byChoice = (reply: FastifyReply) => reply.header('Vary', 'Cookie');

  for (const [locale, build] of builds) {
    for (const page of build.site?.pages ?? []) {
      if (locale === DEFAULT_LOCALE && page.path === '/') continue;
      app.get(page.path, (_request, reply) => reply.sendFile(build.file(page.file)));
      // '/zh/' is the Chinese home page; '/zh' leads there.
      if (page.path.endsWith('/') && page.path !== '/')
        app.get(page.path.slice(0, -1), (_request, reply) => reply.redirect(page.path, 301));
    }
  }
  app.get('/', (request, reply) => answerHome(request, reply.header('Vary', 'Cookie, Accept-Language')));
  /**
   * `/` is the English home page. A visitor who chose another language is taken to its home page; a
   * first visit whose browser prefers one of the others gets the English page with a note, in that
   * language, that offers it: a suggestion, never a redirect.
   */
  function answerHome(request: FastifyRequest, reply: FastifyReply) {
    const chosen = request.cookies[LOCALE_COOKIE];
    if (isLocale(chosen) && chosen !== DEFAULT_LOCALE && builds.has(chosen)) return reply.redirect(`/${chosen}/`, 302);
    const preferred = chosen === undefined ? preferredLocale(request.headers['accept-language']) : undefined;
    const suggesting = preferred && builds.get(preferred)?.site?.languageSuggestion;
    if (suggesting) return reply.sendFile(builds.get(preferred)!.file(suggesting));
    const home = english.site?.pages.find((page) => page.path === '/');
    return home ? reply.sendFile(home.file) : reply.sendFile(english.shell);
  }

  const builtPages = publicPagePaths.filter((page) => english.site?.pages.some((built) => built.path === page));
  registerCrawlerFiles(app, appUrl, builtPages, [...builds.keys()]);
  const publicPaths = new Set(publicPagePaths);
  for (const pattern of new Set(routePatterns.flatMap(withoutOptionalSegment))) {
    if (publicPaths.has(pattern)) continue;
    app.get(pattern, (request, reply) => {
      const build = chosenBuild(request);
      const screen = build.site?.screens.find((rendered) => rendered.path === pattern);
      return byChoice(reply).sendFile(screen && !request.url.includes('?') ? build.file(screen.file) : build.shell);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound(`No route ${request.method} ${pathname}.`);
    }
    // A path under /zh/ gets the Chinese page; any other, the visitor's language.
    const prefix = /^\/([a-z]{2})\//.exec(pathname)?.[1];
    const build = (isLocale(prefix) && builds.get(prefix)) || chosenBuild(request);
    // Without a pre-rendered not-found page (a build without pages), the app's router shows its own.
    return build.site ? byChoice(reply).code(404).sendFile(build.file(build.site.notFound)) : byChoice(reply).sendFile(build.shell);
  });
}

/** Each language's build that is there: English always, the others when the build made them. */
async function readLanguageBuilds(root: string): Promise<Map<Locale, LanguageBuild>> {
  const builds = new Map<Locale, LanguageBuild>();
  for (const locale of LOCALES) {
    const folder = path.relative(root, localeRoot(root, locale));
    if (!existsSync(path.join(root, folder, 'index.html'))) continue;
    const file = (name: string) => path.posix.join(folder.split(path.sep).join('/'), name);
    builds.set(locale, { file, shell: file('index.html'), site: await readPrerenderedPages(path.join(root, folder)) });
  }
  return builds;
}

/** '/verify-email/:token?' is two routes to the server, '/verify-email' and '/verify-email/:token'. */
const withoutOptionalSegment = (pattern: string) =>
  pattern.endsWith('?') ? [pattern.slice(0, pattern.lastIndexOf('/')) || '/', pattern.slice(0, -1)] : [pattern];

async function readPrerenderedPages(root: string): Promise<PrerenderedPages | undefined> {
  const file = path.join(root, PRERENDERED_PAGES_FILE);
  if (!existsSync(file)) return undefined;
  return prerenderedPagesSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}
