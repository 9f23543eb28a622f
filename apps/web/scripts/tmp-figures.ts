import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '@nestway/core/locales';
import { localeRoot } from '@nestway/core/prerendered-pages';
import { firstLoad, readBuildManifest } from './manifest';
import { SIGN_IN_SCREENS } from './sign-in-screens';

const dist = path.resolve(import.meta.dirname, '../dist');
const APP_SCREENS = /^src\/(features\/(?!marketing\/)[^/]+|app)\/pages\/[^/]+\.tsx$/;
const gz = async (files: string[]) => (await Promise.all(files.map(async (f) => gzipSync(await readFile(path.join(dist, f)), { level: 9 }).length))).reduce((a, b) => a + b, 0);
const entries = (await readdir(path.resolve(import.meta.dirname, '../src/site/entries'))).map((f) => `src/site/entries/${f}`);
for (const locale of LOCALES) {
  const manifest = await readBuildManifest(localeRoot(dist, locale));
  const max = async (list: string[], load: (s: string) => string[]) => {
    let best = { s: '', b: 0 };
    for (const s of list) { const b = await gz(load(s)); if (b > best.b) best = { s, b }; }
    return `${(best.b / 1000).toFixed(1)} KB (${path.basename(best.s, '.tsx')})`;
  };
  const screens = Object.keys(manifest).filter((s) => APP_SCREENS.test(s));
  const appLoad = (s: string) => firstLoad(manifest, ['index.html', 'src/app/data-layout.tsx', s]).scripts;
  console.log(locale, 'public', await max(entries, (e) => firstLoad(manifest, [e]).scripts), '| sign-in', await max(screens.filter((s) => SIGN_IN_SCREENS.test(s)), appLoad), '| signed-in', await max(screens.filter((s) => !SIGN_IN_SCREENS.test(s)), appLoad));
}
