import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LanguageSuggestion } from '@/components/language/language-suggestion';
import { loadSitePage, notFoundPage, sitePages, sitePageEntry, type SitePageName } from './pages';
import { SitePage } from './site-page';

export interface RenderedPage {
  /** The URL path the page answers, or null for the not-found page. */
  path: string | null;
  /** Its browser entry, as the client build's manifest names it. */
  entry: string;
  /** The title and meta tags React hoisted out of the page. */
  head: string;
  /** The markup of the root element. */
  body: string;
}

/** Hoistable elements React renders ahead of the markup: title, meta and link. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

async function render(path: string | null, name: SitePageName): Promise<RenderedPage> {
  const Page = await loadSitePage(name);
  // The not-found page renders at a path no link points at, so no navigation item is marked current.
  const html = renderToString(
    <StrictMode>
      <SitePage pathname={path ?? '/404'} Page={Page} />
    </StrictMode>,
  );
  const head = HOISTED.exec(html)![0];
  return { path, entry: sitePageEntry(name), head, body: html.slice(head.length) };
}

/** Every public page and the not-found page, rendered to HTML for the build (scripts/prerender.ts). */
export async function renderSitePages(): Promise<RenderedPage[]> {
  const pages = Object.entries(sitePages).map(([path, name]) => render(path, name));
  return Promise.all([...pages, render(null, notFoundPage)]);
}

/** The note that offers this build's language on the English home page (scripts/build.ts sets it in). */
export const renderLanguageSuggestion = () => renderToString(<LanguageSuggestion />);
