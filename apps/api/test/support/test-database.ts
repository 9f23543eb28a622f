import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config';

export interface TestDatabase {
  /** As DATABASE_URL would give it: unset means the embedded database. */
  env: { DATABASE_URL?: string };
  kind: DatabaseConfig['kind'];
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: a new PostgreSQL database on TEST_DATABASE_URL's server when
 * that is set, otherwise an in-memory PGlite (DATA_DIR points at a temp folder, see test-app.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { env: {}, kind: 'pglite', drop: async () => {} };

  const name = `nestway_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    kind: 'postgres',
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
