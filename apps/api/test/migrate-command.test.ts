import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../e2e/support/app-process';
import { freePort } from '../../../test-support/free-port';
import { appliedMigrationsSql, eachMigrationOnce } from './support/migrations';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** Starting tsx and, on PGlite, creating a database takes a few seconds on a busy machine. */
const COMMAND_TIMEOUT_MS = 60_000;

/** Runs `npm run db:migrate`'s entry point (its source, through tsx: the build compiles the same file) with only `env` set. */
function migrateCommand(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/migrate.ts'],
      { cwd: repoRoot, env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env }, timeout: COMMAND_TIMEOUT_MS },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** How many times each migration is recorded in the database the command migrated. */
async function appliedMigrations(database: TestDatabase, dataDir: string) {
  if (database.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    return (await client.query<{ createdAt: string; times: number }>(appliedMigrationsSql).finally(() => client.end())).rows;
  }
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  return (await client.query<{ createdAt: string; times: number }>(appliedMigrationsSql).finally(() => client.close())).rows;
}

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'nestway-migrate-'));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run db:migrate', () => {
  it(
    'applies every migration once to the configured database and exits 0, and again finds nothing to do',
    async () => {
      const env = { DATA_DIR: dataDir, ...database.env };
      for (let run = 0; run < 2; run++) {
        const { code, stdout } = await migrateCommand(env);
        expect(code).toBe(0);
        expect(stdout).toMatch(/^Database migrations are up to date \((PostgreSQL|PGlite)\)\.\n$/);
      }
      const applied = await appliedMigrations(database, dataDir);
      expect(applied.sort((a, b) => a.createdAt.localeCompare(b.createdAt))).toEqual(eachMigrationOnce());
    },
    2 * COMMAND_TIMEOUT_MS,
  );

  it(
    'prints one line and exits 1 when the database cannot be reached',
    async () => {
      const port = await freePort();
      const { code, stderr } = await migrateCommand({ DATABASE_URL: `postgres://nestway@127.0.0.1:${port}/nestway` });
      expect(code).toBe(1);
      expect(stderr).toBe(`Database migrations failed: connect ECONNREFUSED 127.0.0.1:${port}\n`);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'prints the configuration error, naming the variable, and exits 1',
    async () => {
      const { code, stderr } = await migrateCommand({ DATABASE_URL: 'mysql://nestway@127.0.0.1/nestway' });
      expect(code).toBe(1);
      expect(stderr).toBe('Invalid environment variable DATABASE_URL: must be a URL starting with postgres:// or postgresql://\n');
    },
    COMMAND_TIMEOUT_MS,
  );
});
