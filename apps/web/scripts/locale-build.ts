import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_TAGS, textDirection, type Locale } from '@nestway/core/locales';
import type { Plugin } from 'vite';

const generatedMessages = path.resolve(import.meta.dirname, '../../../packages/core/src/i18n/generated/messages');

/** The language a build is for: NESTWAY_LOCALE, English when unset (docs/decisions/039-languages.md). */
export function buildLocale(): Locale {
  const locale = process.env.NESTWAY_LOCALE ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw new Error(`NESTWAY_LOCALE=${locale} is none of the languages in @nestway/core/locales.`);
  return locale;
}

/**
 * Each language is its own build: the messages' index (which picks a language at run time, for the
 * API) becomes the one language's module, so a page carries its messages in that language alone, and
 * `__LOCALE__` is that language for the code that formats dates, sets `dir` and links between languages.
 */
export const localeBuildConfig = (locale: Locale) => ({
  define: { __LOCALE__: JSON.stringify(locale) },
  plugins: [htmlLanguage(locale)],
  alias: [{ find: /^@nestway\/core\/i18n\/messages$/, replacement: path.join(generatedMessages, `${locale}.js`) }],
});

/** `<html lang="en-GB">`, as the app's shell and the public pages' template open, in the build's language and direction. */
export function withHtmlLanguage(html: string, locale: Locale) {
  const opening = '<html lang="en-GB">';
  if (!html.includes(opening)) throw new Error(`The page does not open with ${opening}.`);
  return html.replace(opening, `<html lang="${LANGUAGE_TAGS[locale]}" dir="${textDirection(locale)}">`);
}

const htmlLanguage = (locale: Locale): Plugin => ({
  name: 'nestway-html-language',
  transformIndexHtml: (html) => withHtmlLanguage(html, locale),
});
