/**
 * Compiles the message catalogues (i18n/messages/<area>/<locale>.json) into one module per locale
 * plus an index that picks the locale at run time (docs/decisions/039-languages.md). The API imports
 * the index; each language's web build imports its own locale's module alone, so a page carries only
 * the messages it uses, in its own language (apps/web/scripts/locale-build.ts).
 * Run by `npm ci` (prepare), the build and the tests; the output is not committed.
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { LOCALES } from '../src/locales';

const root = import.meta.dirname;
const outdir = path.resolve(root, '../src/i18n/generated');

await compile({
  project: path.join(root, 'project.inlang'),
  outdir,
  outputStructure: 'locale-modules',
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
  strategy: ['baseLocale'],
});

// The compiler only warns when the catalogue format's plugin fails to load, and then writes no messages.
const compiled = await readFile(path.join(outdir, 'messages/en.js'), 'utf8');
const areas = await readdir(path.join(root, 'messages'));
if (!compiled.includes('export const ')) throw new Error(`No messages compiled from ${areas.length} catalogues: see the warnings above.`);
// A key that is not all lower case (`auth_signIn`) is compiled to a lower-case function that the index
// exports under the key's name; each language's module exports only the lower-case name. Give each the
// key's name too, as the web builds import a language's module in the index's place.
const index = await readFile(path.join(outdir, 'messages/_index.js'), 'utf8');
const renamed = [...index.matchAll(/^export \{ (\w+) as "(\w+)" \}$/gm)].map(([, compiled, key]) => `export { ${compiled} as ${key} };`);
for (const locale of LOCALES) await appendFile(path.join(outdir, `messages/${locale}.js`), `\n${renamed.join('\n')}\n`);

// The compiler's project store keeps timers alive for half a minute after it is done.
process.exit(0);
