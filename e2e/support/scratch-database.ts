import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** Connection string of the new database. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database `<prefix>_<random>` on the server of `serverUrl`; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`)).catch((error: unknown) => {
    throw new Error(`Could not create the database ${name} on ${url.host}: ${(error as Error).message}`);
  });
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => void (await onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`))),
  };
}

/** True when the PostgreSQL server of `serverUrl` accepts a connection (within 5 s). */
export async function isReachable(serverUrl: string): Promise<boolean> {
  return onServer(serverUrl, async () => true).catch(() => false);
}
