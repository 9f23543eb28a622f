import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MESSAGE = '\0nestway-message:';
const NAMESPACE_IMPORT = /^import \* as (\w+) from '@nestway\/core\/i18n\/messages';$/m;

/**
 * The compiled messages of one language, by name: each `export const` of the compiler's module for the
 * language (packages/core/i18n/compile.ts), and the names the messages' index gives the ones the
 * compiler renamed (a key with capitals, `nav_getStarted`, is compiled as `nav_getstarted1`).
 */
export function splitMessages(localeModule: string, index: string) {
  const blocks = new Map(
    localeModule
      .split(/^(?=export const )/m)
      .slice(1)
      .map((block) => [/^export const (\w+)/.exec(block)![1]!, block.trim()] as const),
  );
  const renamed = new Map([...index.matchAll(/^export \{ (\w+) as "(\w+)" \}/gm)].map(([, compiled, key]) => [compiled!, key!]));
  return { blocks, renamed };
}

/**
 * `import * as m from '@nestway/core/i18n/messages'` and its `m.key` calls, as imports of the messages
 * the module calls, each from a module of its own: `m` becomes an object of those messages alone.
 */
export function importMessagesOneByOne(code: string, moduleOf: (key: string) => string | undefined): string | undefined {
  const namespace = NAMESPACE_IMPORT.exec(code);
  if (!namespace) return undefined;
  const name = namespace[1]!;
  // Words such as `m.key` in a comment that name no message are left out.
  const used = [...new Set([...code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((match) => match[1]!))].sort();
  const keys = used.filter((key) => moduleOf(key) !== undefined);
  const imports = keys.map((key) => `import { ${key} as ${name}__${key} } from ${JSON.stringify(moduleOf(key))};`).join(' ');
  const object = `const ${name} = { ${keys.map((key) => `${key}: ${name}__${key}`).join(', ')} };`;
  return code.replace(NAMESPACE_IMPORT, `${imports} ${object}`);
}

/**
 * One module per message, so that each message goes where the code that shows it goes: a screen's
 * chunk, the sign-in screens' shared chunk, or a chunk loaded later (the error messages). A language's
 * messages module as the compiler writes it is one module, and a bundler never splits a module: every
 * message any screen shows would be in the chunk every page loads.
 */
export function messageModules(generatedMessages: string, locale: string): Plugin {
  const localeModule = path.join(generatedMessages, `${locale}.js`);
  const registry = JSON.stringify(path.join(generatedMessages, '../registry.js'));
  let messages: ReturnType<typeof splitMessages> | undefined;
  const read = () =>
    (messages ??= splitMessages(readFileSync(localeModule, 'utf8'), readFileSync(path.join(generatedMessages, '_index.js'), 'utf8')));
  return {
    name: 'nestway-message-modules',
    enforce: 'pre',
    buildStart() {
      messages = undefined;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) return undefined;
      const { blocks, renamed } = read();
      const keys = new Set([...blocks.keys(), ...renamed.values()]);
      return importMessagesOneByOne(code, (key) => (keys.has(key) ? `${MESSAGE}${key}` : undefined));
    },
    resolveId: (id) => (id.startsWith(MESSAGE) ? id : undefined),
    load(id) {
      if (!id.startsWith(MESSAGE)) return undefined;
      const { blocks, renamed } = read();
      const key = id.slice(MESSAGE.length);
      const compiled = [...renamed].find(([, name]) => name === key)?.[0] ?? key;
      const block = blocks.get(compiled);
      if (block === undefined) throw new Error(`No message ${key} in ${localeModule}.`);
      const renaming = compiled === key ? '' : `\nexport { ${compiled} as ${key} };`;
      return `${block.includes('registry.') ? `import * as registry from ${registry};\n` : ''}${block}${renaming}`;
    },
  };
}
