import { paths } from '@nestway/core/web-routes';
import type { ComponentType } from 'react';

/** Each module exports its page component, and only it. */
const pageModules = import.meta.glob<Record<string, ComponentType>>('../features/marketing/pages/*-page.tsx');

/**
 * The public pages, pre-rendered to HTML at build time (scripts/prerender.ts) and hydrated by their
 * entries in site/entries; the app's router serves them too, for navigation from its own screens.
 * Each value names a module in features/marketing/pages.
 */
export const sitePages = {
  [paths.home]: 'home-page',
  [paths.welcome]: 'welcome-page',
  [paths.about]: 'about-page',
  [paths.contact]: 'contact-page',
  [paths.privacy]: 'privacy-page',
} as const;

export type SitePageName = (typeof sitePages)[keyof typeof sitePages] | 'not-found-page';

/** The page the server answers for any path that is neither a page nor a screen of the app. */
export const notFoundPage: SitePageName = 'not-found-page';

/** The page's browser entry (site/entries), from the web app's root, as the build manifest names it. */
export const sitePageEntry = (name: SitePageName) => `src/site/entries/${name}.tsx`;

export async function loadSitePage(name: SitePageName): Promise<ComponentType> {
  const load = pageModules[`../features/marketing/pages/${name}.tsx`];
  if (!load) throw new Error(`No page module ${name}.`);
  const [Page] = Object.values(await load());
  if (!Page) throw new Error(`The page module ${name} exports no component.`);
  return Page;
}
