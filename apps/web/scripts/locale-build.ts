import { readFileSync } from 'node:fs';
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
  plugins: [htmlLanguage(locale), messagesWhereUsed(locale)],
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

const MESSAGES_IMPORT = /^import \* as (\w+) from '@nestway\/core\/i18n\/messages';$/m;

/**
 * Each module's messages imported from their own modules (packages/core/i18n/compile.ts writes one per
 * message), not through the language's barrel: the chunks are grouped by who imports a module, and
 * through the barrel every message would have every screen as its importer, so the sign-in screens
 * would carry the dashboard's words. `import * as m` becomes an object of the messages the module
 * names (`m.key` stays as written), each imported from its file.
 */
function messagesWhereUsed(locale: Locale): Plugin {
  let files: Map<string, { id: string; file: string }> | undefined;
  const fileOf = (name: string) => {
    files ??= new Map(
      [
        ...readFileSync(path.join(generatedMessages, `${locale}.js`), 'utf8').matchAll(
          /^export \{ (\w+)(?:, \w+ as (\w+))? \} from "\.\/(.+)"$/gm,
        ),
      ].map((match) => [match[2] ?? match[1]!, { id: match[1]!, file: path.join(generatedMessages, match[3]!) }]),
    );
    const found = files.get(name);
    if (!found) throw new Error(`No message ${name} in the ${locale} catalogue.`);
    return found;
  };
  return {
    name: 'nestway-messages-where-used',
    enforce: 'pre',
    transform(code, id) {
      const namespace = MESSAGES_IMPORT.exec(code)?.[1];
      if (!namespace || id.includes('node_modules')) return null;
      const names = [...new Set([...code.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))].map((match) => match[1]!))];
      const imports = names.map((name) => {
        const { id: exported, file } = fileOf(name);
        return `import { ${exported} as __message_${name} } from ${JSON.stringify(file)};`;
      });
      const object = `const ${namespace} = { ${names.map((name) => `${name}: __message_${name}`).join(', ')} };`;
      return { code: code.replace(MESSAGES_IMPORT, `${imports.join(' ')} ${object}`), map: null };
    },
  };
}
