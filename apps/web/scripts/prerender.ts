import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRERENDERED_PAGES_FILE, type PrerenderedPages } from '@nestway/core/prerendered-pages';
import type { RenderedScreen } from '../src/app/render';
import type { RenderedPage } from '../src/site/render';
import { fontPreloadTags } from './font-preloads';
import { buildLocale, withHtmlLanguage } from './locale-build';
import { firstLoad, readBuildManifest } from './manifest';

const TEMPLATE = path.resolve(import.meta.dirname, '../src/site/template.html');
/** The shell's entry script and its modulepreloads, in the tags Vite writes. */
const LOW_PRIORITY_SCRIPTS = /(<script type="module" crossorigin|<link rel="modulepreload" crossorigin)/g;

/**
 * Writes each rendered public page into the template, as dist/pages/<page>.html: its title and meta
 * tags, its fonts' preloads, its style sheet, its entry script, and its markup in the root. Writes
 * each rendered screen of the app into the app's shell (dist/index.html, which loads the app), as
 * dist/pages/screen-<path>.html. Then lists them all in PRERENDERED_PAGES_FILE for the server.
 */
export async function writePrerenderedPages(dist: string, rendered: RenderedPage[], screens: RenderedScreen[]) {
  // In the build's language and direction, as Vite writes the app's shell (locale-build.ts).
  const template = withHtmlLanguage(await readFile(TEMPLATE, 'utf8'), buildLocale());
  const manifest = await readBuildManifest(dist);
  const fontPreloads = await fontPreloadTags(dist);
  await mkdir(path.join(dist, 'pages'), { recursive: true });

  const written: PrerenderedPages = { pages: [], screens: [], notFound: '' };
  for (const page of rendered) {
    const { scripts, styles } = firstLoad(manifest, [page.entry]);
    const [entry, ...imports] = scripts;
    // The page paints from its HTML: its scripts, all asked for at once, come at a low priority, after
    // the style sheet and the fonts (decision 012).
    const head = [
      page.head,
      ...fontPreloads,
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      `<script type="module" crossorigin fetchpriority="low" src="/${entry}"></script>`,
      ...imports.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
    ].join('\n    ');
    const html = fill(fill(template, '<!--page-head-->', head), '<!--page-body-->', page.body);
    const file = `pages/${path.basename(page.entry, '.tsx')}.html`;
    await writeFile(path.join(dist, file), html);
    if (page.path === null) written.notFound = file;
    else written.pages.push({ path: page.path, file });
  }

  // As for the public pages, the screen paints from its HTML: its scripts come after the style sheet and fonts.
  const shell = (await readFile(path.join(dist, 'index.html'), 'utf8')).replace(LOW_PRIORITY_SCRIPTS, '$1 fetchpriority="low"');
  for (const screen of screens) {
    const file = `pages/screen${screen.path.replaceAll('/', '-')}.html`;
    await writeFile(path.join(dist, file), fill(shell, '<div id="root"></div>', `<div id="root">${screen.body}</div>`));
    written.screens.push({ path: screen.path, file });
  }
  await writeFile(path.join(dist, PRERENDERED_PAGES_FILE), JSON.stringify(written, null, 2));
}

function fill(template: string, marker: string, content: string) {
  if (!template.includes(marker)) throw new Error(`The template has no ${marker}.`);
  return template.replace(marker, () => content);
}
