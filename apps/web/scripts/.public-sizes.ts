import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { firstLoad, readBuildManifest } from './manifest';
const webRoot = path.resolve(import.meta.dirname, '..');
const dist = `/tmp/public-tools/dist-${process.env.NESTWAY_LOCALE ?? 'en'}`;
process.env.NODE_ENV = 'production';
await build({ root: webRoot, mode: 'production', logLevel: 'silent', build: { outDir: dist, emptyOutDir: true, sourcemap: 'hidden' } });
const manifest = await readBuildManifest(dist);
const entries = (await readdir(path.join(webRoot, 'src/site/entries'))).map((f) => `src/site/entries/${f}`);
const show = process.argv.includes('--sources');
for (const entry of [...entries, 'src/features/auth/pages/admin-login-page.tsx']) {
  const { scripts } = firstLoad(manifest, entry.includes('auth') ? ['index.html', 'src/app/data-layout.tsx', entry] : [entry]);
  let total = 0;
  const parts: string[] = [];
  for (const s of scripts) {
    const n = gzipSync(await readFile(path.join(dist, s)), { level: 9 }).length;
    total += n;
    parts.push(`${s}:${(n / 1000).toFixed(1)}`);
    if (show && existsSync(path.join(dist, `${s}.map`))) {
      const srcs = (JSON.parse(await readFile(path.join(dist, `${s}.map`), 'utf8')) as { sources: string[] }).sources;
      parts.push('   ' + srcs.filter((x) => !x.includes('react-dom')).join('\n   '));
    }
  }
  console.log(`${process.env.NESTWAY_LOCALE ?? 'en'} ${entry} ${(total / 1000).toFixed(1)} KB`);
  if (show) console.log('  ' + parts.join('\n  '));
}
process.exit(0);
