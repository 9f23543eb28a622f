import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
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

/** Where the database reports the trouble it survives (a dropped connection); the app's pino logger fits. */
interface DatabaseLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** Until a logger is given: one JSON line on stderr, in pino's shape (level 40 is warn). */
const stderrLog: DatabaseLog = {
  warn: (fields, message) => {
    const line = { level: 40, time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg: message };
    process.stderr.write(`${JSON.stringify(line)}\n`);
  },
};

/**
 * node-postgres pool settings. Ten connections an instance: ten instances fit PostgreSQL's default
 * max_connections of 100. The three server settings are sent when each connection starts; a
 * DATABASE_URL that sets them (`?options=-c ...`) wins.
 */
const poolSettings = {
  max: 10,
  // A request waits at most 5 s for a connection (all busy, or the database restarting), then gets a 503.
  connectionTimeoutMillis: 5_000,
  // A connection idle for 30 s is closed: a quiet instance gives its connections back to the server.
  idleTimeoutMillis: 30_000,
  // TCP keepalive finds a connection whose server vanished without closing it (a failover, a dropped
  // NAT entry), so it fails instead of hanging.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  // No statement runs for ever: after 30 s the server cancels it (57014, a logged 500) and frees the connection and its locks.
  statement_timeout: 30_000,
  // A transaction left open by a bug (awaiting something slow inside it) is ended after 60 s, with its locks.
  idle_in_transaction_session_timeout: 60_000,
  // Names the app's connections in pg_stat_activity.
  application_name: 'nestway-api',
};

/**
 * A pool whose connections never crash the process: node-postgres emits 'error' on a client whose
 * connection drops, and the pool listens only while the client is idle; a client checked out (inside
 * a transaction) with no listener would throw it as an uncaught exception. Every client gets a
 * listener as the pool connects it, which logs its first error (its code and message, never SQL or
 * its parameters). The request using that client fails on its next query and is answered 503
 * (plugins/errors.ts); the pool drops the broken client when it is released.
 */
function createPool(url: string, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...poolSettings });
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error: Error & { code?: string }) => {
      if (reported) return;
      reported = true;
      log.warn({ database: { code: error.code, message: error.message } }, 'database connection lost');
    });
  });
  // The pool re-emits an idle client's error here; the client's own listener has logged it.
  pool.on('error', () => {});
  return pool;
}

/** The key of the advisory lock one instance holds while it migrates: any constant, the same in every instance. */
const MIGRATION_LOCK_KEY = 4_783_201_866;

/**
 * Applies the migrations on one dedicated connection, under a session-level advisory lock: instances
 * starting together on a fresh database migrate one at a time, and each later one finds nothing left
 * to do. The lock goes with the session, so a crashed migrator cannot leave it held. No statement
 * timeout on this connection: a migration may rebuild an index on a large table.
 */
async function migratePostgres(url: string, logger: { logQuery(): void }): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: poolSettings.connectionTimeoutMillis,
    keepAlive: poolSettings.keepAlive,
    application_name: 'nestway-migrate',
  });
  // A dropped connection fails the query under way (or the next one); the listener keeps it from crashing the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema, logger }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end();
  }
}

interface OpenOptions {
  /** Defaults to JSON lines on stderr. */
  log?: DatabaseLog;
}

/** Opens the configured database and applies the committed migrations. */
export async function openDatabase(config: DatabaseConfig, { log = stderrLog }: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'postgres') {
    const { counter, logger } = statementCounter();
    await migratePostgres(config.url, logger);
    const pool = createPool(config.url, log);
    const db = drizzlePg(pool, { schema, logger });
    statementCounts.set(db as unknown as Db, counter);
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
