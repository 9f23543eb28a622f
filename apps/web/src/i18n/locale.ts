import { LANGUAGE_TAGS, textDirection, type Locale } from '@nestway/core/locales';

declare const __LOCALE__: Locale;

/** The language this build shows (apps/web/scripts/locale-build.ts): every bundle is one language's. */
export const locale: Locale = __LOCALE__;
/** Its BCP 47 tag, for `Intl` and `lang`. */
export const languageTag = LANGUAGE_TAGS[locale];
export const direction = textDirection(locale);
