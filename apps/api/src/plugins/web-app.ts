import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PRERENDERED_PAGES_FILE, prerenderedPagesSchema, type PrerenderedPages } from '@nestway/core/prerendered-pages';
import { routePatterns } from '@nestway/core/web-routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../lib/app-error';
import { registerCrawlerFiles } from './crawler-files';
import { dropDocumentOnlyHeaders } from './security';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files a page loads that a browser never shows as a page itself, also as their Brotli or gzip copy. */
const SUBRESOURCE = /\.(?:js|css|woff2|png)(?:\.br|\.gz)?$/;

/**
 * Serves the built front end (apps/web/scripts/build.ts). Vite's hashed files under /assets are cached
 * for a year; everything else is revalidated. Scripts, style sheets, fonts and images go without the
 * headers only a document needs (the CSP among them). Each text file goes out as its Brotli or gzip copy when
 * the browser accepts one. A public page answers with its pre-rendered HTML, and so does a sign-in
 * screen asked for without a query string; any other screen of the app with the app's shell
 * (index.html), where the router takes over; any other path with the pre-rendered not-found page and
 * a 404.
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

  const site = await readPrerenderedPages(root);
  const sendShell = (reply: FastifyReply) => reply.sendFile('index.html');
  const publicPaths = new Set(site?.pages.map((page) => page.path));
  for (const page of site?.pages ?? []) {
    app.get(page.path, (_request, reply) => reply.sendFile(page.file));
  }
  registerCrawlerFiles(app, appUrl, [...publicPaths]);
  const screenFiles = new Map(site?.screens.map((screen) => [screen.path, screen.file]));
  for (const pattern of new Set(routePatterns.flatMap(withoutOptionalSegment))) {
    if (publicPaths.has(pattern)) continue;
    const file = screenFiles.get(pattern);
    app.get(pattern, (request, reply) => (file && !request.url.includes('?') ? reply.sendFile(file) : sendShell(reply)));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound(`No route ${request.method} ${pathname}.`);
    }
    // Without a pre-rendered not-found page (a build without pages), the app's router shows its own.
    return site ? reply.code(404).sendFile(site.notFound) : sendShell(reply);
  });
}

/** '/verify-email/:token?' is two routes to the server, '/verify-email' and '/verify-email/:token'. */
const withoutOptionalSegment = (pattern: string) =>
  pattern.endsWith('?') ? [pattern.slice(0, pattern.lastIndexOf('/')) || '/', pattern.slice(0, -1)] : [pattern];

async function readPrerenderedPages(root: string): Promise<PrerenderedPages | undefined> {
  const file = path.join(root, PRERENDERED_PAGES_FILE);
  if (!existsSync(file)) return undefined;
  return prerenderedPagesSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}
