import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ICONS_INDEX = fileURLToPath(import.meta.resolve('lucide-react/dist/esm/lucide-react.mjs'));
const ICON_EXPORT = /^export \{ ([^}]+) \} from '\.\/icons\/([\w-]+)\.mjs';$/gm;
const INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';/g;

/** Every name lucide-react's index exports an icon under (ArrowRight, ArrowRightIcon...), and the icon's module. */
function iconModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names, file] of readFileSync(ICONS_INDEX, 'utf8').matchAll(ICON_EXPORT)) {
    for (const name of names!.split(',')) modules.set(name.trim().replace(/^default as /, ''), file!);
  }
  return modules;
}

/**
 * The build imports each icon from its own module (`lucide-react/icons/arrow-right`) instead of from
 * lucide-react's index, which re-exports all of them. Through the index, every module that uses one
 * icon imports every icon, so the chunk groups (chunk-groups.ts) would count every icon the app uses
 * as the public pages' own. Type imports and anything but an icon still come from the index.
 */
export function lucideIconImports(): Plugin {
  const modules = iconModules();
  return {
    name: 'nestway:lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        const rewritten = code.replace(INDEX_IMPORT, (statement, list: string) => {
          const specifiers = list
            .split(',')
            .map((specifier) => specifier.trim())
            .filter(Boolean);
          const icons = specifiers.filter((specifier) => modules.has(specifier.split(/\s+as\s+/)[0]!));
          const rest = specifiers.filter((specifier) => !icons.includes(specifier));
          const imports = icons.map((specifier) => {
            const [name, local = name] = specifier.split(/\s+as\s+/);
            return `import ${local} from 'lucide-react/icons/${modules.get(name!)}';`;
          });
          const types = rest.filter((specifier) => specifier.startsWith('type '));
          // Types alone as `import type`, which leaves nothing of the index in the build.
          if (types.length === rest.length && types.length > 0) {
            imports.push(`import type { ${types.map((specifier) => specifier.slice('type '.length)).join(', ')} } from 'lucide-react';`);
          } else if (rest.length > 0) imports.push(`import { ${rest.join(', ')} } from 'lucide-react';`);
          // The same number of lines, so the source maps stay right below the statement.
          return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        });
        return rewritten === code ? undefined : { code: rewritten, map: null };
      },
    },
  };
}
