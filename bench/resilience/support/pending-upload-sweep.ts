import pg from 'pg';
import { PENDING_UPLOADS_TABLE } from './stored-files';

/** The recurring job that removes abandoned uploads, and its row of the schedules table (name = kind). */
const SWEEP_KIND = 'sweep_pending_uploads';
/** Pending rows older than this are abandoned for the sweep (30 min in the app): they are set back by more. */
const SET_BACK = '1 hour';

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const tableExists = async (client: pg.Client, table: string) =>
  (await client.query<{ table: string | null }>('select to_regclass($1)::text as table', [`public.${table}`])).rows[0]?.table != null;

/**
 * Makes the pending-uploads sweep find `keys` now instead of 30+ minutes later: their pending rows are
 * set back by an hour and the sweep's schedule made due, so the next worker turn queues and runs it.
 * Returns false (and changes nothing) when the database has no pending uploads or job schedules.
 */
export async function fastForwardPendingUploadSweep(databaseUrl: string, keys: readonly string[]): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    if (!(await tableExists(client, PENDING_UPLOADS_TABLE)) || !(await tableExists(client, 'job_schedules'))) return false;
    await client.query(
      `update ${PENDING_UPLOADS_TABLE} set started_at = started_at - interval '${SET_BACK}' where file_key = any($1::text[])`,
      [keys],
    );
    const { rowCount } = await client.query('update job_schedules set next_run_at = now() where name = $1', [SWEEP_KIND]);
    if (rowCount !== 1) throw new Error(`job_schedules has no row named ${SWEEP_KIND}`);
    return true;
  });
}

/** The sweep's runs queued since `since` (status, attempts, last error), oldest first; [] without a jobs table. */
export async function sweepRunsSince(databaseUrl: string, since: Date) {
  return withClient(databaseUrl, async (client) => {
    if (!(await tableExists(client, 'jobs'))) return [];
    const { rows } = await client.query<{ status: string; attempts: number; last_error: string | null }>(
      'select status, attempts, last_error from jobs where kind = $1 and created_at >= $2 order by created_at',
      [SWEEP_KIND, since],
    );
    return rows;
  });
}
