import { LANGUAGE_TAGS, localizedPath, type Locale } from '@nestway/core/locales';
import type { FastifyInstance } from 'fastify';

/**
 * /robots.txt and /sitemap.xml, written for the address the app is served at (APP_URL), which the
 * build cannot know: crawlers may read the public pages, never the API, uploads or the back office.
 * The sitemap lists each page in every language built, each entry with its alternates in the others
 * (hreflang, with English as x-default), as search engines read them from a sitemap.
 */
export function registerCrawlerFiles(app: FastifyInstance, appUrl: URL, publicPaths: readonly string[], locales: readonly Locale[]) {
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
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...publicPaths.flatMap((page) => {
      const address = (locale: Locale) => new URL(localizedPath(locale, page), appUrl).href;
      const alternates = [
        ...locales.map((locale) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${address(locale)}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`,
      ];
      return locales.map((locale) => [`  <url>`, `    <loc>${address(locale)}</loc>`, ...alternates, `  </url>`].join('\n'));
    }),
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
