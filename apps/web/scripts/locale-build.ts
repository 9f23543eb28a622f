import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_TAGS, textDirection, type Locale } from '@nestway/core/locales';
import type { Plugin } from 'vite';

const generatedMessages = path.resolve(import.meta.dirname, '../../../packages/core/src/i18n/generated/messages');
const MESSAGES = /^@nestway\/core\/i18n\/messages$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from '@nestway\/core\/i18n\/messages';$/m;
const INDEX = '\0nestway-messages';
const MESSAGE = '\0nestway-message:';

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
  define: {
    __LOCALE__: JSON.stringify(locale),
    __LANGUAGE_TAG__: JSON.stringify(LANGUAGE_TAGS[locale]),
    __TEXT_DIRECTION__: JSON.stringify(textDirection(locale)),
  },
  plugins: [htmlLanguage(locale), messagesOneModuleEach(locale)],
  /** For the unit tests, which need no chunks: the language's module as it is. */
  alias: [{ find: MESSAGES, replacement: path.join(generatedMessages, `${locale}.js`) }],
});

/**
 * The language's messages one module each. The bundler puts a module, with every export any screen
 * uses, in one chunk, and decides which by the modules that import it: as one module, the messages of
 * every screen would sit in the chunk the public pages share with the app. So each `m.key` of a file
 * that imports the messages as `m` becomes an import of that message's own module, which goes to the
 * chunk of the pages that show it. Any other import of the messages gets an index of them all.
 */
function messagesOneModuleEach(locale: Locale): Plugin {
  const file = path.join(generatedMessages, `${locale}.js`);
  let parsed: Promise<{ imports: string; messages: Map<string, string>; names: Map<string, string> }> | undefined;
  const parse = async () => {
    const source = await readFile(file, 'utf8');
    // The module's own imports (the runtime, the plural rules), made absolute for the virtual modules.
    const imports = [...source.matchAll(/^import (.+) from "(\.{1,2}\/[^"]+)"$/gm)]
      .map(([, names, from]) => `import ${names} from ${JSON.stringify(path.resolve(generatedMessages, from!))};`)
      .join('\n');
    const messages = new Map([...source.matchAll(/^export const (\w+) = [\s\S]*?^};$/gm)].map(([code, name]) => [name!, code]));
    // A key with capitals is compiled under a mangled name and exported by its own (packages/core/i18n/compile.ts).
    const names = new Map([...messages.keys()].map((name) => [name, name]));
    for (const [, mangled, key] of source.matchAll(/^export \{ (\w+) as (\w+) \};$/gm)) names.set(key!, mangled!);
    return { imports, messages, names };
  };
  const messageModule = (name: string) => JSON.stringify(MESSAGE + name);
  return {
    name: 'nestway-messages-one-module-each',
    enforce: 'pre',
    resolveId: (id) => (MESSAGES.test(id) ? INDEX : id.startsWith(MESSAGE) ? id : null),
    async transform(code, id) {
      const namespace = NAMESPACE_IMPORT.exec(code);
      if (!namespace || id.includes('node_modules')) return null;
      const { names } = await (parsed ??= parse());
      const used = new Map<string, string>();
      const body = code.replace(new RegExp(`(?<![\\w$.])${namespace[1]}\\.(\\w+)\\b`, 'g'), (_, key: string) => {
        const name = names.get(key);
        if (!name) throw new Error(`${id}: no message ${key}.`);
        used.set(key, name);
        return `__message_${key}`;
      });
      // The imports take the namespace import's line, so the lines below keep their numbers.
      const imports = [...used].map(([key, name]) => `import { ${name} as __message_${key} } from ${messageModule(name)};`).join(' ');
      return { code: body.replace(NAMESPACE_IMPORT, imports), map: null };
    },
    async load(id) {
      if (id !== INDEX && !id.startsWith(MESSAGE)) return null;
      const { imports, messages, names } = await (parsed ??= parse());
      if (id === INDEX) return [...names].map(([key, name]) => `export { ${name} as ${key} } from ${messageModule(name)};`).join('\n');
      const code = messages.get(id.slice(MESSAGE.length));
      if (!code) throw new Error(`No message ${id.slice(MESSAGE.length)} in ${file}.`);
      return `${imports}\n${code}`;
    },
  };
}

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
