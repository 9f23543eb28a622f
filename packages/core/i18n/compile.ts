/**
 * Compiles the message catalogues (i18n/messages/<area>/<locale>.json) into one module per locale
 * plus an index that picks the locale at run time (docs/decisions/039-languages.md). The API imports
 * the index; each language's web build imports its own locale's module alone, so a page carries only
 * the messages it uses, in its own language (apps/web/scripts/locale-build.ts).
 * Run by `npm ci` (prepare), the build and the tests; the output is not committed.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@inlang/paraglide-js';

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
await splitLocaleModules();
// The compiler's project store keeps timers alive for half a minute after it is done.
process.exit(0);

/**
 * Each language's module becomes a barrel over one module per message. A bundler places a module in
 * one chunk; as one module, every message any screen uses would land in a chunk that every screen
 * loads (the sign-in screens would carry the dashboard's words). One module per message lets each go
 * with the screens that use it. The barrel also exports each message under its catalogue name: the
 * compiler renames keys with capitals in the language modules (nav_getStarted is nav_getstarted1
 * there), and only the index, which the web build replaces by a language's module, maps them back.
 */
async function splitLocaleModules() {
  const settings = JSON.parse(await readFile(path.join(root, 'project.inlang/settings.json'), 'utf8')) as { locales: string[] };
  const index = await readFile(path.join(outdir, 'messages/_index.js'), 'utf8');
  const renamed = new Map([...index.matchAll(/^export \{ (\w+) as "(\w+)" \}$/gm)].map((match) => [match[1]!, match[2]!]));
  for (const locale of settings.locales) {
    const file = path.join(outdir, 'messages', `${locale}.js`);
    const source = await readFile(file, 'utf8');
    const blocks = source.split(/\n(?=export const )/).filter((block) => block.startsWith('export const '));
    const dir = path.join(outdir, 'messages', locale);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir);
    const barrel = ['/* eslint-disable */'];
    for (const block of blocks) {
      const id = /^export const (\w+)/.exec(block)![1]!;
      const registry = block.includes('registry.') ? 'import * as registry from "../../registry.js"\n' : '';
      await writeFile(path.join(dir, `${id}.js`), `/* eslint-disable */\n${registry}${block.trim()}\n`);
      const name = renamed.get(id);
      barrel.push(`export { ${id}${name ? `, ${id} as ${name}` : ''} } from "./${locale}/${id}.js"`);
    }
    await writeFile(file, `${barrel.join('\n')}\n`);
  }
}
