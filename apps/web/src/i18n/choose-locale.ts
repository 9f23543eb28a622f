import { isLocale, LOCALE_COOKIE, type Locale } from '@nestway/core/locales';

const A_YEAR = 365 * 24 * 60 * 60;

/**
 * Remembers a visitor's language for the server, which answers every screen of the app and `/` from
 * it (docs/decisions/039-languages.md). Not HttpOnly: it is a preference, not a credential.
 */
export function rememberLocale(chosen: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${chosen}; path=/; max-age=${A_YEAR}; samesite=lax`;
}

/**
 * Remembers the language of any link marked `data-locale` when it is followed: the language links
 * and the suggestion on the home page. Installed once by each page's script (site/hydrate.tsx, main.tsx).
 */
export function rememberLocaleOnClick() {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-locale]') : null;
    const chosen = link?.dataset.locale;
    if (isLocale(chosen)) rememberLocale(chosen);
  });
}
