import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error';

/**
 * Serves the built front end. Vite's hashed files under /assets are cached for a year. A GET for any
 * other path that is neither /api nor a file gets index.html, and the client router decides (its 404 too).
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const root = webRoot && existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined;
  if (root) {
    const assets = path.join(root, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root,
      index: 'index.html',
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || !root || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound(`No route ${request.method} ${pathname}.`);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
