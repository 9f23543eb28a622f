import * as z from 'zod/mini';

/**
 * What the web build pre-rendered, and where: written by apps/web/scripts/prerender.ts beside the
 * bundles, read by the API's web-app plugin to answer each public path with its page.
 */
export const PRERENDERED_PAGES_FILE = 'pages/pages.json';

export const prerenderedPagesSchema = z.object({
  /** Each public path and its HTML file, relative to the build's root. */
  pages: z.array(z.object({ path: z.string().check(z.startsWith('/')), file: z.string() })),
  /** The page answered, with a 404, for a path that is neither a page nor a screen of the app. */
  notFound: z.string(),
});

export type PrerenderedPages = z.infer<typeof prerenderedPagesSchema>;
