import { DEFAULT_LOCALE, localizedPath } from '@nestway/core/locales';
import { publicPagePaths } from '@nestway/core/web-routes';
import { locale } from './locale';

const publicPages = new Set(publicPagePaths);

/** A link's address in this build's language: a public page under /{locale}, a screen of the app as it is. */
export const localizedHref = (to: string) => (publicPages.has(to) ? localizedPath(locale, to) : to);

/** The path a page is known by in links and the route table: the address without its language prefix. */
export function pagePath(pathname: string) {
  if (locale === DEFAULT_LOCALE) return pathname;
  const prefix = `/${locale}`;
  if (pathname === prefix || pathname === `${prefix}/`) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
