/**
 * The web build: the browser bundles (Vite), the public pages rendered to HTML from the same React
 * components, font preloads in every page, every text file compressed, and the source maps moved out
 * of what the server serves.
 * See docs/decisions/012-first-load.md.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as SiteRenderModule from '../src/site/render';
import { compressTextFiles } from './compress';
import { fontPreloadTags } from './font-preloads';
import { prerenderSitePages } from './prerender';

type SiteRender = typeof SiteRenderModule;

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const serverRender = path.join(webRoot, 'dist-ssr');
const sourceMaps = path.join(webRoot, 'sourcemaps');

await build({ root: webRoot, logLevel: 'warn' });
await build({ root: webRoot, logLevel: 'warn', build: { ssr: 'src/site/render.tsx' } });

const { renderSitePages } = (await import(pathToFileURL(path.join(serverRender, 'render.js')).href)) as SiteRender;
await prerenderSitePages(dist, await renderSitePages());
await rm(serverRender, { recursive: true });

// The app's shell needs the same fonts for its first paint as the pre-rendered pages.
const shell = path.join(dist, 'index.html');
const preloads = (await fontPreloadTags(dist)).join('\n    ');
await writeFile(shell, (await readFile(shell, 'utf8')).replace('</head>', `  ${preloads}\n  </head>`));

await rm(sourceMaps, { recursive: true, force: true });
await mkdir(sourceMaps);
for (const file of await readdir(path.join(dist, 'assets'))) {
  if (file.endsWith('.map')) await rename(path.join(dist, 'assets', file), path.join(sourceMaps, file));
}

const { files, bytes, compressedBytes } = await compressTextFiles(dist);
console.log(`Built ${dist}: ${files} text files, ${bytes} bytes, ${compressedBytes} bytes with Brotli.`);
