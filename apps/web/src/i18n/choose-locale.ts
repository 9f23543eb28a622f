import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@nestway/core/locales';

const A_YEAR = 365 * 24 * 60 * 60;

/**
 * Remembers a visitor's language for the server, which answers every screen of the app and `/` from
 * it (docs/decisions/039-languages.md). Not HttpOnly: it is a preference, not a credential.
 */
function rememberLocale(chosen: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${chosen}; path=/; max-age=${A_YEAR}; samesite=lax`;
}

const rememberedLocale = () => new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];

/** Loads the page on screen again in another language's build: the server answers from the cookie. */
export function showLanguage(chosen: Locale) {
  rememberLocale(chosen);
  window.location.reload();
}

/**
 * Whether the page can be loaded again in `wanted`: not when the cookie already names it, as then
 * the server has no build of it to give, and loading again would loop.
 */
export const canShowLanguage = (wanted: Locale) => rememberedLocale() !== wanted;

/**
 * Remembers the language of a public page read in one of the other languages (/zh/about), so the
 * screens of the app its links lead to (registration, sign-in), which the server answers from the
 * cookie, come in it too: a visitor who arrived at /zh/ from a search engine registers in Chinese.
 * An English page writes nothing: a first visit keeps its suggestion on `/`, and a choice made
 * earlier stands (only the language links change it to English).
 */
export function rememberPageLocale(pageLocale: Locale) {
  if (pageLocale !== DEFAULT_LOCALE && rememberedLocale() !== pageLocale) rememberLocale(pageLocale);
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
