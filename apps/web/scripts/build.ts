/**
 * The web build: the browser bundles (Vite), the public pages and the sign-in screens rendered to
 * HTML from the same React components, font preloads in every page, every text file compressed, and
 * the source maps moved out of what the server serves.
 * See docs/decisions/012-first-load.md.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
const serverRender = path.join(webRoot, 'dist-ssr');
const sourceMaps = path.join(webRoot, 'sourcemaps');

await build({ root: webRoot, logLevel: 'warn' });
await build({ root: webRoot, logLevel: 'warn', build: { ssr: true } });

// The app's shell needs the same fonts for its first paint as the pre-rendered pages.
const shell = path.join(dist, 'index.html');
const preloads = (await fontPreloadTags(dist)).join('\n    ');
await writeFile(shell, (await readFile(shell, 'utf8')).replace('</head>', `  ${preloads}\n  </head>`));

const serverModule = async <T>(name: string) => (await import(pathToFileURL(path.join(serverRender, `${name}.js`)).href)) as T;
const { renderSitePages } = await serverModule<SiteRender>('site');
const { renderAppScreens } = await serverModule<AppRender>('app');
await writePrerenderedPages(dist, await renderSitePages(), await renderAppScreens());
await rm(serverRender, { recursive: true });

await rm(sourceMaps, { recursive: true, force: true });
await mkdir(sourceMaps);
for (const file of await readdir(path.join(dist, 'assets'))) {
  if (file.endsWith('.map')) await rename(path.join(dist, 'assets', file), path.join(sourceMaps, file));
}

const { files, bytes, compressedBytes } = await compressTextFiles(dist);
console.log(`Built ${dist}: ${files} text files, ${bytes} bytes, ${compressedBytes} bytes with Brotli.`);
