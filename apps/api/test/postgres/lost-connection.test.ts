import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts';
import { httpSession } from '../support/http-session';
import { databaseName, terminateConnections, waitForConnection, waitForNoConnections } from '../support/database-connections';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  const { database } = t.app.ctx.config;
  if (database.kind !== 'postgres') throw new Error('These tests need PostgreSQL (TEST_DATABASE_URL).');
  url = database.url;
});
afterAll(() => t.close());

const registration = () => ({ fullName: 'Ada Tenant', email: uniqueEmail(), password: 'correct horse', confirmPassword: 'correct horse' });

/** A connection of the test's own to the app's database, outside the app's pool. */
async function ownConnection(): Promise<pg.Client> {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  return connection;
}

describe('the API when PostgreSQL drops its connections', () => {
  it('answers 503 with Retry-After to the request whose connection is killed inside its transaction, and serves the next one', async () => {
    const holder = await ownConnection();
    // pg_stat_activity is read outside the holder's transaction, which would see one unchanging snapshot.
    const watcher = await ownConnection();
    try {
      // The registration's insert waits on this lock, inside its transaction, until its connection is killed.
      await holder.query('begin');
      await holder.query('lock table users in exclusive mode');
      const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const pending = httpSession(t.app).post('/api/auth/register', registration());
      expect(await waitForConnection(watcher, databaseName(url), "wait_event_type = 'Lock'")).toBe(true);
      // Every connection of the app's pool; the holder keeps its lock.
      const { rows } = await watcher.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and pid <> $2',
        [databaseName(url), holderPid],
      );
      await watcher.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [rows.map((row) => row.pid)]);

      const lost = await pending;
      expect(lost.statusCode).toBe(503);
      expect(lost.json()).toEqual({
        code: 'service_unavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
        requestId: expect.any(String),
      });
      expect(lost.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await holder.query('rollback');
      await Promise.all([holder.end(), watcher.end()]);
    }

    expect((await httpSession(t.app).post('/api/auth/register', registration())).statusCode).toBe(201);
    expect((await httpSession(t.app).get('/readyz')).statusCode).toBe(200);
  });

  it('replaces idle connections that were killed, without failing a request', async () => {
    // Fill the pool with idle connections, then kill them all while nothing uses them.
    await Promise.all(Array.from({ length: 5 }, () => httpSession(t.app).get('/readyz')));
    const killer = await ownConnection();
    try {
      expect(await terminateConnections(killer, databaseName(url))).toBeGreaterThan(0);
      await waitForNoConnections(killer, databaseName(url));
    } finally {
      await killer.end();
    }

    expect((await httpSession(t.app).post('/api/auth/register', registration())).statusCode).toBe(201);
    expect((await httpSession(t.app).get('/readyz')).statusCode).toBe(200);
  });
});
