import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE_TAGS, LOCALES, localizedPath, type Locale } from '@nestway/core/locales';
import { localeRoot, PRERENDERED_PAGES_FILE, prerenderedPagesSchema, type PrerenderedPages } from '@nestway/core/prerendered-pages';
import type { RenderedScreen } from '../src/app/render';
import type { RenderedPage } from '../src/site/render';
import { fontPreloadTags } from './font-preloads';
import { withHtmlLanguage } from './locale-build';
import { firstLoad, readBuildManifest } from './manifest';

const TEMPLATE = path.resolve(import.meta.dirname, '../src/site/template.html');
/** The shell's entry script and its modulepreloads, in the tags Vite writes. */
const LOW_PRIORITY_SCRIPTS = /(<script type="module" crossorigin|<link rel="modulepreload" crossorigin)/g;

/**
 * Writes each rendered public page of a language into the template, as <language's root>/pages/<page>.html:
 * its language and direction, its title and meta tags, the page's address in every language (hreflang),
 * its fonts' preloads, its style sheet, its entry script, and its markup in the root. Writes each
 * rendered screen of the app into the language's app shell (index.html, which loads the app), as
 * pages/screen-<path>.html. Then lists them all in the language's PRERENDERED_PAGES_FILE for the server:
 * an English page at its path, another language's under /<locale> (localizedPath).
 */
export async function writePrerenderedPages(
  dist: string,
  locale: Locale,
  rendered: RenderedPage[],
  screens: RenderedScreen[],
  languageSuggestion?: string,
) {
  const root = localeRoot(dist, locale);
  const template = withHtmlLanguage(await readFile(TEMPLATE, 'utf8'), locale);
  const manifest = await readBuildManifest(root);
  const fontPreloads = await fontPreloadTags(dist);
  await mkdir(path.join(root, 'pages'), { recursive: true });

  const written: PrerenderedPages = { pages: [], screens: [], notFound: '' };
  for (const page of rendered) {
    const { scripts, styles } = firstLoad(manifest, [page.entry]);
    const [entry, ...imports] = scripts;
    // The page paints from its HTML: its scripts, all asked for at once, come at a low priority, after
    // the style sheet and the fonts (decision 012).
    const head = [
      page.head,
      ...(page.path === null ? [] : languageAlternates(page.path)),
      ...fontPreloads,
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      `<script type="module" crossorigin fetchpriority="low" src="/${entry}"></script>`,
      ...imports.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
    ].join('\n    ');
    const html = fill(fill(template, '<!--page-head-->', head), '<!--page-body-->', page.body);
    const file = `pages/${path.basename(page.entry, '.tsx')}.html`;
    await writeFile(path.join(root, file), html);
    if (page.path === null) written.notFound = file;
    else written.pages.push({ path: localizedPath(locale, page.path), file });
  }

  // As for the public pages, the screen paints from its HTML: its scripts come after the style sheet and fonts.
  const shell = (await readFile(path.join(root, 'index.html'), 'utf8')).replace(LOW_PRIORITY_SCRIPTS, '$1 fetchpriority="low"');
  for (const screen of screens) {
    const file = `pages/screen${screen.path.replaceAll('/', '-')}.html`;
    await writeFile(path.join(root, file), fill(shell, '<div id="root"></div>', `<div id="root">${screen.body}</div>`));
    written.screens.push({ path: screen.path, file });
  }
  if (languageSuggestion) written.languageSuggestion = await writeSuggestedHome(dist, root, languageSuggestion);
  await writeFile(path.join(root, PRERENDERED_PAGES_FILE), JSON.stringify(written, null, 2));
}

/** The English home page (built first) with another language's suggestion above its root: pages/home-suggesting.html. */
async function writeSuggestedHome(dist: string, root: string, suggestion: string) {
  const english = prerenderedPagesSchema.parse(JSON.parse(await readFile(path.join(dist, PRERENDERED_PAGES_FILE), 'utf8')));
  const home = english.pages.find((page) => page.path === '/');
  if (!home) throw new Error('The English build has no home page to suggest a language on.');
  const file = 'pages/home-suggesting.html';
  await writeFile(path.join(root, file), fill(await readFile(path.join(dist, home.file), 'utf8'), '<body>', `<body>\n    ${suggestion}`));
  return file;
}

/** The page in each language, and English as the one for any other reader (x-default). */
const languageAlternates = (pagePath: string) => [
  ...LOCALES.map((other) => `<link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${localizedPath(other, pagePath)}">`),
  `<link rel="alternate" hreflang="x-default" href="${pagePath}">`,
];

function fill(template: string, marker: string, content: string) {
  if (!template.includes(marker)) throw new Error(`The template has no ${marker}.`);
  return template.replace(marker, () => content);
}
