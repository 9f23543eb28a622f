/**
 * The web build, once per language (docs/decisions/039-languages.md): the browser bundles (Vite), the
 * public pages and the sign-in screens rendered to HTML from the same React components, font preloads
 * in every page; then every text file compressed, and the source maps moved out of what the server
 * serves. English is at the root of dist, each other language under dist/locales/<locale>, all of
 * them sharing dist/assets (hashed names: a chunk with no words is the same file in every language).
 * See docs/decisions/012-first-load.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nestway/core/locales';
import { localeRoot } from '@nestway/core/prerendered-pages';
import { build } from 'vite';
import type * as AppRenderModule from '../src/app/render';
import type * as SiteRenderModule from '../src/site/render';
import { compressTextFiles } from './compress';
import { fontPreloadTags } from './font-preloads';
import { writePrerenderedPages } from './prerender';

type SiteRender = typeof SiteRenderModule;
type AppRender = typeof AppRenderModule;

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const assets = path.join(dist, 'assets');
const serverRender = path.join(webRoot, 'dist-ssr');
const sourceMaps = path.join(webRoot, 'sourcemaps');

await rm(dist, { recursive: true, force: true });
for (const locale of LOCALES) await buildLanguage(locale);
await rm(serverRender, { recursive: true });

await rm(sourceMaps, { recursive: true, force: true });
await mkdir(sourceMaps);
for (const file of await readdir(assets)) {
  if (file.endsWith('.map')) await rename(path.join(assets, file), path.join(sourceMaps, file));
}

const { files, bytes, compressedBytes } = await compressTextFiles(dist);
console.log(`Built ${dist} in ${LOCALES.length} languages: ${files} text files, ${bytes} bytes, ${compressedBytes} bytes with Brotli.`);

async function buildLanguage(locale: Locale) {
  process.env.NESTWAY_LOCALE = locale;
  const root = localeRoot(dist, locale);
  // The files in public/ (icons, the web manifest) are the same in every language: English's copy serves.
  const publicDir = root === dist ? undefined : false;
  await build({ root: webRoot, logLevel: 'warn', publicDir, build: { outDir: root, emptyOutDir: false } });
  const ssrOut = path.join(serverRender, locale);
  await build({ root: webRoot, logLevel: 'warn', build: { ssr: true, outDir: ssrOut } });
  if (root !== dist) await moveAssets(path.join(root, 'assets'));

  // The app's shell needs the same fonts for its first paint as the pre-rendered pages.
  const shell = path.join(root, 'index.html');
  const preloads = (await fontPreloadTags(dist)).join('\n    ');
  await writeFile(shell, (await readFile(shell, 'utf8')).replace('</head>', `  ${preloads}\n  </head>`));

  const serverModule = async <T>(name: string) => (await import(pathToFileURL(path.join(ssrOut, `${name}.js`)).href)) as T;
  const { renderSitePages, renderLanguageSuggestion } = await serverModule<SiteRender>('site');
  const { renderAppScreens } = await serverModule<AppRender>('app');
  const suggestion = locale === DEFAULT_LOCALE ? undefined : renderLanguageSuggestion();
  await writePrerenderedPages(dist, locale, await renderSitePages(), await renderAppScreens(), suggestion);
}

/** A language's hashed files into the shared dist/assets; one already there is the same file. */
async function moveAssets(from: string) {
  for (const file of await readdir(from)) {
    if (existsSync(path.join(assets, file))) await rm(path.join(from, file));
    else await rename(path.join(from, file), path.join(assets, file));
  }
  await rm(from, { recursive: true });
}
