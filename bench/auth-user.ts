/**
 * GET /api/auth/user with a signed-in session, under load (autocannon, 50 connections, 10 s after a
 * 2 s warm-up), against the app on PostgreSQL, the app on PGlite, and a bare node:http server.
 * Each server runs as a child process, one at a time. Prints a table; exits 0 unless the bench broke.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { killAllServers, startApp, startServer, type ServerProcess } from '../e2e/support/app-process';
import { freePort } from '../test-support/free-port';
import { createScratchDatabase, isReachable } from '../e2e/support/scratch-database';
import { printAligned } from './print-aligned';
import { signInAdmin } from './support/clients';

const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const LOAD = { connections: 50, duration: 10, warmup: { connections: 50, duration: 2 } };
const TARGETS = { postgresShareOfBare: 0.12, pgliteRequestsPerSecond: 1_000 };

interface Measurement {
  server: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Errors, timeouts and non-2xx answers: anything above 0 means the figures are not to be trusted. */
  failures: number;
}

// What was started and not yet undone, newest last: undone on SIGINT/SIGTERM.
const cleanups = new Set<() => Promise<void>>();

async function withCleanup<T>(cleanup: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  cleanups.add(cleanup);
  try {
    return await work();
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

async function withServer<S extends ServerProcess, T>(start: Promise<S>, work: (server: S) => Promise<T>): Promise<T> {
  const server = await start;
  return withCleanup(server.stop, () => work(server));
}

async function measure(server: string, url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  console.log(`measuring ${server}: ${LOAD.warmup.duration} s warm-up, then ${LOAD.duration} s with ${LOAD.connections} connections`);
  const result = await autocannon({ url, headers, ...LOAD });
  return {
    server,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const BARE_SERVER = `
const body = JSON.stringify({ id: '00000000-0000-0000-0000-000000000000', email: 'bench@nestway.test', fullName: 'Bench User', isAdmin: true, isEmailVerified: true });
require('node:http')
  .createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body))
  .listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
`;

async function measureBare(): Promise<Measurement> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/auth/user`;
  return withServer(startServer({ command: process.execPath, args: ['-e', BARE_SERVER], env: { PORT: String(port) }, readyUrl: url }), () =>
    measure('bare node:http', url),
  );
}

async function measureApp(server: string, databaseUrl: string | undefined): Promise<Measurement> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-bench-'));
  return withCleanup(
    () => rm(dataDir, { recursive: true, force: true }),
    async () => {
      const admin = { email: 'bench-admin@nestway.test', password: randomBytes(12).toString('base64url') };
      const env = {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      return withServer(startApp({ port: await freePort(), env }), async (app) => {
        const cookie = await signInAdmin(app.url, admin);
        return measure(server, `http://127.0.0.1:${new URL(app.url).port}/api/auth/user`, { cookie });
      });
    },
  );
}

async function measurePostgres(): Promise<Measurement | undefined> {
  if (!(await isReachable(POSTGRES_URL))) {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: the PostgreSQL run is skipped.');
    return undefined;
  }
  const database = await createScratchDatabase(POSTGRES_URL, 'nestway_bench');
  return withCleanup(database.drop, () => measureApp(`app on PostgreSQL`, database.url));
}

function printTable(bare: Measurement, rows: Array<{ measurement: Measurement; target: string; pass: boolean | undefined }>): void {
  const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
  const table = rows.map(({ measurement: m, target, pass }) => ({
    server: m.server,
    'req/s': integer.format(m.requestsPerSecond),
    'p99 ms': String(m.p99Ms),
    'vs bare': `${((m.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} %`,
    target,
    result: pass === undefined ? '' : pass ? 'PASS' : 'FAIL',
    'failed requests': integer.format(m.failures),
  }));
  printAligned(table);
  if (rows.some(({ measurement }) => measurement.failures > 0))
    console.log('\nSome requests failed: those figures do not measure the signed-in path.');
}

async function main(): Promise<void> {
  const bare = await measureBare();
  const postgres = await measurePostgres();
  const pglite = await measureApp('app on PGlite', undefined);

  const postgresShare = `>= ${TARGETS.postgresShareOfBare * 100} % of bare`;
  printTable(bare, [
    { measurement: bare, target: '', pass: undefined },
    ...(postgres
      ? [
          {
            measurement: postgres,
            target: postgresShare,
            pass: postgres.requestsPerSecond >= TARGETS.postgresShareOfBare * bare.requestsPerSecond,
          },
        ]
      : []),
    {
      measurement: pglite,
      target: `>= ${TARGETS.pgliteRequestsPerSecond} req/s`,
      pass: pglite.requestsPerSecond >= TARGETS.pgliteRequestsPerSecond,
    },
  ]);
  if (!postgres) console.log(`(PostgreSQL skipped: target ${postgresShare} not measured)`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    const steps = [...cleanups].reverse();
    void steps
      .reduce((done, step) => done.then(step).catch(() => undefined), Promise.resolve())
      .then(() => process.exit(128 + os.constants.signals[signal]));
  });
}
process.once('exit', killAllServers);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
