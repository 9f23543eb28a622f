import pg from 'pg';

/** A pause between two looks at pg_stat_activity. */
const POLL_MS = 20;

/**
 * A connection to the PostgreSQL server of TEST_DATABASE_URL, outside the database under test, for
 * doing to that database what an operator or a restart would do. The caller ends it.
 */
export async function serverConnection(): Promise<pg.Client> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('serverConnection needs TEST_DATABASE_URL (a PostgreSQL server).');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return client;
}

/** The name of the database a connection string points at. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * pg_terminate_backend on every connection to `database` except `from`'s own, as a database restart
 * (or an operator) does; resolves with how many connections were terminated.
 */
export async function terminateConnections(from: pg.Client, database: string): Promise<number> {
  // The connections are listed first and terminated in a second statement: within one WHERE clause
  // PostgreSQL may call pg_terminate_backend before it has filtered the rows by database.
  const { rows } = await from.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
    database,
  ]);
  const terminated = await from.query<{ done: boolean }>('select pg_terminate_backend(pid) as done from unnest($1::int[]) as pid', [
    rows.map((row) => row.pid),
  ]);
  return terminated.rows.filter((row) => row.done).length;
}

/** How many connections to `database` are open, besides `from`'s own. */
async function connectionCount(from: pg.Client, database: string, condition = 'true'): Promise<number> {
  const { rows } = await from.query<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and (${condition})`,
    [database],
  );
  return rows[0]!.count;
}

/**
 * Looks at pg_stat_activity until a connection to `database` matches `condition` (SQL over its
 * columns), at most `maxPolls` times; resolves with whether one did.
 */
export async function waitForConnection(from: pg.Client, database: string, condition: string, maxPolls = 500): Promise<boolean> {
  for (let poll = 0; poll < maxPolls; poll++) {
    if ((await connectionCount(from, database, condition)) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/** Resolves once no connection to `database` is left (besides `from`'s), looking at most `maxPolls` times. */
export async function waitForNoConnections(from: pg.Client, database: string, maxPolls = 500): Promise<void> {
  for (let poll = 0; poll < maxPolls; poll++) {
    if ((await connectionCount(from, database)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`Connections to ${database} were still open after ${maxPolls} looks.`);
}
