import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { firstLoad, readBuildManifest } from './manifest';

const dist = path.resolve(import.meta.dirname, '../dist');
const maps = path.resolve(import.meta.dirname, '../sourcemaps');
const screen = process.argv[2] ?? 'src/features/groups/pages/cotenant-register-page.tsx';
const manifest = await readBuildManifest(dist);
const files = screen.startsWith('src/site') ? firstLoad(manifest, [screen]).scripts : firstLoad(manifest, ['index.html', 'src/app/data-layout.tsx', screen]).scripts;
const bySource = new Map<string, number>();
for (const file of files) {
  const code = await readFile(path.join(dist, file), 'utf8');
  let map;
  try { map = JSON.parse(await readFile(path.join(maps, path.basename(file) + '.map'), 'utf8')); } catch { bySource.set(file + ' (no map)', code.length); continue; }
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  let last: { source: string | null; line: number; col: number } | null = null;
  const add = (s: string | null, n: number) => bySource.set(s ?? file + ' (unmapped)', (bySource.get(s ?? file + ' (unmapped)') ?? 0) + n);
  consumer.eachMapping((m) => {
    if (last && last.line === m.generatedLine) add(last.source, m.generatedColumn - last.col);
    else if (last) add(last.source, lines[last.line - 1]!.length - last.col);
    last = { source: m.source, line: m.generatedLine, col: m.generatedColumn };
  });
  if (last) add(last!.source, lines[last!.line - 1]!.length - last!.col);
}
const sorted = [...bySource].sort((a, b) => b[1] - a[1]);
console.log(files.join(' '));
for (const [s, n] of sorted.slice(0, Number(process.argv[3] ?? 40))) console.log(String(n).padStart(7), s.replace(/.*node_modules\//, 'nm/'));
