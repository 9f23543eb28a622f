/**
 * The languages a visitor or a client can read Nestway in (docs/decisions/039-languages.md); the back
 * office stays in English. The message catalogues (packages/core/i18n) list the same five. No zod here:
 * every public page loads this module (a contract validates a locale with z.enum(LOCALES)).
 */
export const LOCALES = ['en', 'zh', 'hi', 'ur', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The cookie that carries a visitor's choice, and a signed-in client's account language, to the server. */
export const LOCALE_COOKIE = 'nestway_locale';

/** The BCP 47 tag for `<html lang>`, `hreflang` and `Intl`: British English, Simplified Chinese. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-GB', zh: 'zh-Hans', hi: 'hi', ur: 'ur', ar: 'ar' };

/** Each language's own name for itself, as the language switcher lists it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文', hi: 'हिन्दी', ur: 'اردو', ar: 'العربية' };

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ur' || locale === 'ar' ? 'rtl' : 'ltr');

/** A public page's path in a language: English at today's paths, the others under /{locale}. */
export const localizedPath = (locale: Locale, path: string) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path}`);

/**
 * The language an `Accept-Language` header prefers among ours, by its quality values; the first listed
 * wins a tie. `zh-CN` and `zh-TW` both read as Chinese; unknown tags are passed over.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale);
}
