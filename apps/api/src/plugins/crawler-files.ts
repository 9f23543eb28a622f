import type { FastifyInstance } from 'fastify';

/**
 * /robots.txt and /sitemap.xml, written for the address the app is served at (APP_URL), which the
 * build cannot know: crawlers may read the public pages, never the API, uploads or the back office.
 */
export function registerCrawlerFiles(app: FastifyInstance, appUrl: URL, publicPaths: readonly string[]) {
  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /uploads/',
    'Disallow: /admin',
    '',
    `Sitemap: ${new URL('/sitemap.xml', appUrl)}`,
    '',
  ];
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths.map((page) => `  <url><loc>${new URL(page, appUrl)}</loc></url>`),
    '</urlset>',
    '',
  ];
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(robots.join('\n')),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(sitemap.join('\n')),
  );
}
