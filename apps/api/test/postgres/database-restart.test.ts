import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../../../e2e/support/app-process';
import { freePort } from '../../../../test-support/free-port';
import { databaseName, serverConnection, terminateConnections, waitForConnection } from '../support/database-connections';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Registrations sent in all, how many at a time, and after how many answers every connection is killed. */
const REQUESTS = 300;
const CONCURRENCY = 12;
const KILL_AFTER_ANSWERS = [80, 180];
/** Registrations sent one after another once the load is over: every one must be accepted. */
const AFTERWARDS = 10;
const REQUEST_TIMEOUT_MS = 30_000;
/** What a connection that is inside a transaction looks like in pg_stat_activity. */
const IN_TRANSACTION = 'xact_start is not null';

interface Outcome {
  status: number;
  email: string;
  /** The created user's id, on 201. */
  id?: string;
  body: string;
  retryAfter: string | null;
}

let database: TestDatabase;
let dataDir: string;
let app: RunningApp;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'nestway-restart-'));
  const port = await freePort();
  // TRUST_PROXY: each registration comes from its own address (X-Forwarded-For), as many people
  // behind a load balancer would, so a per-address limit on registration does not refuse the load.
  app = await startApp({ port, from: 'source', env: { DATA_DIR: dataDir, DATABASE_URL: database.env.DATABASE_URL!, TRUST_PROXY: 'true' } });
  baseUrl = `http://127.0.0.1:${port}`;
}, 90_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Registers one new account over HTTP, as the web app does, from the `n`th client address. */
async function register(n: number, tag: string): Promise<Outcome> {
  const email = `restart-${tag}-${n}@example.com`;
  const password = 'correct horse battery';
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { origin: app.url, 'content-type': 'application/json', 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ fullName: 'Restart Tester', email, password, confirmPassword: password }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch((error: unknown) => ({ error }));
  if ('error' in response) return { status: 0, email, body: String(response.error), retryAfter: null };
  const body = await response.text();
  const id = response.status === 201 ? (JSON.parse(body) as { user: { id: string } }).user.id : undefined;
  return { status: response.status, email, ...(id ? { id } : {}), body, retryAfter: response.headers.get('retry-after') };
}

/** Waits (briefly) until the app's connections hold an open transaction, then kills every one of them. */
async function killEveryConnection(admin: pg.Client, name: string): Promise<{ terminated: number; inTransaction: boolean }> {
  const inTransaction = await waitForConnection(admin, name, IN_TRANSACTION, 100);
  return { terminated: await terminateConnections(admin, name), inTransaction };
}

const describeKill = ({ terminated, inTransaction }: Awaited<ReturnType<typeof killEveryConnection>>) =>
  `${terminated}${inTransaction ? ' (a transaction open)' : ''}`;

describe('the server on PostgreSQL, when the database drops every connection', () => {
  it('stays up, answers 503 (never 500) to the requests it loses, accepts writes again, and keeps every acknowledged one', async () => {
    const name = databaseName(database.env.DATABASE_URL!);
    const tag = randomBytes(4).toString('hex');
    const admin = await serverConnection();
    const outcomes: Outcome[] = [];
    const kills: Array<ReturnType<typeof killEveryConnection>> = [];
    try {
      let sent = 0;
      const client = async () => {
        while (sent < REQUESTS) {
          const outcome = await register(sent++, tag);
          outcomes.push(outcome);
          // The kill runs beside the other clients' writes, which go on meanwhile.
          if (KILL_AFTER_ANSWERS.includes(outcomes.length)) kills.push(killEveryConnection(admin, name));
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, client));
      const killed = await Promise.all(kills);

      const alive = await fetch(`${baseUrl}/healthz`).then((response) => response.status, String);
      const afterwards: Outcome[] = [];
      for (let n = 0; n < AFTERWARDS; n++) afterwards.push(await register(REQUESTS + n, tag));

      const acknowledged = [...outcomes, ...afterwards].filter((outcome) => outcome.status === 201);
      const reader = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await reader.connect();
      const { rows } = await reader
        .query<{ id: string; email: string }>('select id, email from users where id = any($1::uuid[])', [acknowledged.map((o) => o.id)])
        .finally(() => reader.end());
      const stored = new Map(rows.map((row) => [row.id, row.email]));
      const lost = acknowledged.filter((outcome) => stored.get(outcome.id!) !== outcome.email);
      const unavailable = outcomes.filter((outcome) => outcome.status === 503);
      const other = outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503);
      console.info(
        `database restart: ${outcomes.length} requests, ${outcomes.length - unavailable.length - other.length} 2xx, ` +
          `${unavailable.length} 503, ${other.length} other; connections killed ${killed.map(describeKill).join(' and ')}; ` +
          `afterwards ${afterwards.filter((o) => o.status === 201).length}/${AFTERWARDS} 2xx; ${lost.length} acknowledged writes lost`,
      );

      expect(alive).toBe(200);
      expect(() => process.kill(app.pid, 0)).not.toThrow();
      expect(killed.every((kill) => kill.terminated > 0)).toBe(true);
      expect(other.map((o) => `${o.status} ${o.body}`)).toEqual([]);
      for (const outcome of unavailable) {
        expect(JSON.parse(outcome.body)).toMatchObject({ code: 'service_unavailable' });
        expect(outcome.retryAfter).toMatch(/^\d+$/);
      }
      expect(afterwards.map((o) => o.status)).toEqual(Array.from({ length: AFTERWARDS }, () => 201));
      expect(lost).toEqual([]);
    } finally {
      await Promise.allSettled(kills);
      await admin.end();
    }
  }, 180_000);
});
