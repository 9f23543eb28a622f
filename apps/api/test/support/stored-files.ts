import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './test-app';

/** Every file in the test app's upload storage, as paths under it: to prove a request left none behind. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}
