import * as z from 'zod/mini';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * What the web build pre-rendered, and where: written by apps/web/scripts/prerender.ts beside the
 * bundles, read by the API's web-app plugin to answer each path with its HTML.
 */
export const PRERENDERED_PAGES_FILE = 'pages/pages.json';

/** A path and its HTML file, relative to the build's root. */
const renderedPathSchema = z.object({ path: z.string().check(z.startsWith('/')), file: z.string() });

export const prerenderedPagesSchema = z.object({
  /** The public pages: the same for every visitor and every query string. */
  pages: z.array(renderedPathSchema),
  /**
   * Screens of the app rendered as they first appear (the sign-in forms), hydrated by the app. A screen
   * may read the query string, so a request that has one is answered with the app's shell instead.
   */
  screens: z.array(renderedPathSchema),
  /** The page answered, with a 404, for a path that is neither a page nor a screen of the app. */
  notFound: z.string(),
  /**
   * Another language's build only: the English home page with a note in this language that offers it,
   * answered at `/` to a first visit whose Accept-Language prefers this language.
   */
  languageSuggestion: z.optional(z.string()),
});

export type PrerenderedPages = z.infer<typeof prerenderedPagesSchema>;

/**
 * Where a language's pages are in the build: English at its root, each other language under
 * locales/<locale> (its app shell, its pre-rendered pages and their list); the bundles of all of them
 * in the root's assets.
 */
export const localeRoot = (buildRoot: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? buildRoot : `${buildRoot.replace(/\/$/, '')}/locales/${locale}`;
