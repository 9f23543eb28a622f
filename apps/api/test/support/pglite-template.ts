import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that each test app copies, or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the API tests: on the embedded database, creates one PGlite data directory
 * with every migration applied, for each test app to copy. Creating a PGlite runs initdb in
 * WebAssembly (about 3 s here); copying and opening a ready one takes about 1 s.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const root = await mkdtemp(path.join(tmpdir(), 'nestway-pglite-template-'));
  const dataDir = path.join(root, 'pglite');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rm(root, { recursive: true, force: true });
}
