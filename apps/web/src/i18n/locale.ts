import type { Locale } from '@nestway/core/locales';

declare const __LOCALE__: Locale;
declare const __LANGUAGE_TAG__: string;
declare const __TEXT_DIRECTION__: 'ltr' | 'rtl';

/*
 * Constants of the build (apps/web/scripts/locale-build.ts), not read from @nestway/core/locales: that
 * module carries a zod schema, which a public page would otherwise download with its first chunk.
 */

/** The language this build shows (apps/web/scripts/locale-build.ts): every bundle is one language's. */
export const locale: Locale = __LOCALE__;
/** Its BCP 47 tag, for `Intl` and `lang`. */
export const languageTag = __LANGUAGE_TAG__;
export const direction = __TEXT_DIRECTION__;
