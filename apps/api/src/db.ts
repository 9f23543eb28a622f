import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index';
import type { DatabaseConfig } from './config';

type Schema = typeof schema;
/** The one database type the services see: node-postgres and PGlite both implement it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The SQL statements each open database has sent through Drizzle, counted by its logger. */
const statementCounts = new WeakMap<Db, { count: number }>();

/**
 * How many SQL statements `db` has sent since it was opened (migrations included): the tests and the
 * bench read it before and after a request to count the queries that request made.
 */
export function sqlStatementCount(db: Db): number {
  const counter = statementCounts.get(db);
  if (!counter) throw new Error('sqlStatementCount: this database was not opened by openDatabase.');
  return counter.count;
}

/** A Drizzle logger that only counts (the statements themselves are not logged). */
function statementCounter() {
  const counter = { count: 0 };
  return { counter, logger: { logQuery: () => void counter.count++ } };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** Opens the configured database and applies the committed migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client that loses its connection (a database restart) must not crash the process.
    pool.on('error', () => {});
    const { counter, logger } = statementCounter();
    const db = drizzlePg(pool, { schema, logger });
    statementCounts.set(db as unknown as Db, counter);
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the admin's client search (migration 0005).
  const client = await PGlite.create(config.dataDir, { extensions: { pg_trgm } });
  const { counter, logger } = statementCounter();
  const db = drizzlePglite(client, { schema, logger });
  statementCounts.set(db as unknown as Db, counter);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
