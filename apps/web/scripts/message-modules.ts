import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = '\0nestway-message:';
const NAMESPACE_IMPORT = /^import \* as (\w+) from '@nestway\/core\/i18n\/messages';\n?/m;

/** Each message of a compiled locale module, as the source of a module of its own. */
function parseLocaleModule(source: string): Map<string, string> {
  const header = source.match(/^import .*$/gm)?.join('\n') ?? '';
  const blocks = new Map<string, string>();
  for (const [block, name] of source.matchAll(/^export const (\w+) = [\s\S]*?^};$/gm)) {
    blocks.set(name!, `${header}\n${block.replace(`export const ${name} =`, 'export const message =')}\n`);
  }
  for (const [, compiled, key] of source.matchAll(/^export \{ (\w+) as (\w+) \};$/gm)) {
    const block = blocks.get(compiled!);
    if (block) blocks.set(key!, block);
  }
  return blocks;
}

/**
 * Every message in a module of its own: `m.key` in the web's code becomes an import of that one
 * message, so the bundler puts each message in the chunk of the screens that use it, rather than the
 * whole language's module (every message any screen uses) in the chunk every page loads.
 */
export function messageModules(localeModule: string): Plugin {
  let messages: Map<string, string> | undefined;
  const known = () => (messages ??= parseLocaleModule(readFileSync(localeModule, 'utf8')));
  return {
    name: 'nestway-message-modules',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) return null;
      const found = NAMESPACE_IMPORT.exec(code);
      if (!found) return null;
      const namespace = found[1]!;
      const used = new Set<string>();
      const body = code.replace(new RegExp(`\\b${namespace}\\.(\\w+)\\b`, 'g'), (whole, key: string) => {
        if (!known().has(key)) return whole;
        used.add(key);
        return `__message_${key}`;
      });
      // Any other use of the namespace keeps its import (and the whole module).
      const stillUsed = new RegExp(`\\b${namespace}\\b`).test(body.replace(NAMESPACE_IMPORT, ''));
      const imports = [...used].map((key) => `import { message as __message_${key} } from '${PREFIX}${key}';`).join('\n');
      return { code: `${imports}\n${stillUsed ? body : body.replace(NAMESPACE_IMPORT, '')}`, map: null };
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return known().get(id.slice(PREFIX.length)) ?? null;
    },
  };
}
