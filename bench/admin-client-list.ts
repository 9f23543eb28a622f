/**
 * The admin's client list (GET /api/admin/users) at 1,000 and at 10,000 clients, on PostgreSQL (when
 * it answers on 127.0.0.1:5432) and on PGlite. One app per size is built in this process (buildApp, as
 * the API tests do), each on its own database, listening on a free port: the clients are seeded straight
 * into its database in bulk (one multi-row INSERT per table and batch, the funnel mix of
 * apps/api/test/support/client-mix.ts), and its Drizzle logger counts the SQL statements each request
 * sends. For each request (the first page, a search, a filter, and a baseline): the median time per
 * request over sequential requests after a warm-up, the two sizes taking turns, and the statements per
 * request. Prints a table and the 10k/1k ratio against the target (at most 1.5x). Exits 0 unless the
 * bench broke.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { funnelClient, insertClients, settleAfterBulkLoad } from '../apps/api/test/support/client-mix';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { sqlStatementCount } from '../apps/api/src/db';
import { createScratchDatabase, isReachable, type ScratchDatabase } from '../e2e/support/scratch-database';
import { printAligned } from './print-aligned';
import { signInAdmin } from './support/clients';

const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = [1_000, 10_000] as const;
const WARM_UP = 20;
const SAMPLES = 200;
const TARGET_RATIO = 1.5;
const REQUESTS = [
  { name: 'first page', path: '/api/admin/users' },
  { name: 'search "chen"', path: '/api/admin/users?search=chen' },
  { name: 'filter paymentsToVerify', path: '/api/admin/users?filter=paymentsToVerify' },
  // What any signed-in request costs here (HTTP, session, serialisation): the floor under the others.
  { name: 'baseline GET /api/auth/user', path: '/api/auth/user', baseline: true },
] as const;

interface Measurement {
  database: string;
  clients: number;
  request: string;
  /** The floor request, shown for comparison and not held to the target. */
  baseline: boolean;
  medianMs: number;
  p95Ms: number;
  statements: number;
  /** What the list answered: the clients matched and the rows on the page, to show what was measured. */
  total: number | undefined;
  rows: number | undefined;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function startInProcess(databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-list-bench-'));
  const webRoot = path.join(dataDir, 'web');
  await mkdir(webRoot);
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>bench</title>');
  const admin = { email: 'bench-admin@nestway.test', password: randomBytes(12).toString('base64url') };
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // PGlite in memory: the bench measures the queries, not the disk.
  if (config.database.kind === 'pglite') config.database = { kind: 'pglite', dataDir: undefined };
  const app = await buildApp(config, { webRoot });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The app's APP_URL is the default, http://localhost:5000: the origin its CSRF check expects.
  const cookie = await signInAdmin(address, admin, 'http://localhost:5000');
  return {
    app,
    address,
    cookie,
    stop: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Server = Awaited<ReturnType<typeof startInProcess>>;

/** An app whose database holds `size` clients of the funnel mix, settled as autovacuum would. */
async function serverWithClients(database: string, databaseUrl: string | undefined, size: number): Promise<Server> {
  const server = await startInProcess(databaseUrl);
  try {
    const started = Date.now();
    const epoch = Date.parse('2025-01-01T00:00:00Z');
    await insertClients(
      server.app.ctx.db,
      Array.from({ length: size }, (_, i) => funnelClient(i, new Date(epoch + i * 60_000))),
    );
    await settleAfterBulkLoad(server.app.ctx.db);
    console.log(`${database}: seeded ${size.toLocaleString('en-GB')} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

type Answer = { total?: number; clients?: unknown[] };

async function get(server: Server, path: string): Promise<Answer> {
  const response = await fetch(`${server.address}${path}`, { headers: { cookie: server.cookie } });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Answer;
}

/**
 * Each request on each server, one at a time, the servers taking turns request by request: a slow
 * moment of the machine slows both sizes alike, so their ratio holds.
 */
async function measure(database: string, servers: readonly Server[]): Promise<Measurement[]> {
  const results: Measurement[] = [];
  for (const request of REQUESTS) {
    for (const server of servers) for (let i = 0; i < WARM_UP; i++) await get(server, request.path);
    const times = servers.map((): number[] => []);
    const answers = servers.map((): Answer => ({}));
    const before = servers.map((server) => sqlStatementCount(server.app.ctx.db));
    for (let i = 0; i < SAMPLES; i++) {
      for (const [k, server] of servers.entries()) {
        const start = performance.now();
        answers[k] = await get(server, request.path);
        times[k]!.push(performance.now() - start);
      }
    }
    for (const [k, server] of servers.entries()) {
      const sorted = times[k]!.sort((a, b) => a - b);
      results.push({
        database,
        clients: SIZES[k]!,
        request: request.name,
        baseline: 'baseline' in request,
        medianMs: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
        statements: (sqlStatementCount(server.app.ctx.db) - before[k]!) / SAMPLES,
        total: answers[k]!.total,
        rows: answers[k]!.clients?.length,
      });
    }
  }
  return results.sort((a, b) => a.clients - b.clients);
}

/** Both sizes on one kind of database: `databaseUrls` gives each size its own (undefined: PGlite in memory). */
async function benchDatabase(database: string, databaseUrls: ReadonlyArray<string | undefined>): Promise<Measurement[]> {
  const servers: Server[] = [];
  try {
    for (const [k, size] of SIZES.entries()) servers.push(await serverWithClients(database, databaseUrls[k], size));
    return await measure(database, servers);
  } finally {
    for (const server of servers) await server.stop();
  }
}

function printTable(results: Measurement[]): boolean {
  const small = (m: Measurement) => results.find((r) => r.database === m.database && r.request === m.request && r.clients === SIZES[0])!;
  let pass = true;
  const rows = results.map((m) => {
    const ratio = m.clients === SIZES[0] ? undefined : m.medianMs / small(m).medianMs;
    const judged = ratio !== undefined && !m.baseline;
    if (judged && ratio > TARGET_RATIO) pass = false;
    return {
      database: m.database,
      clients: m.clients.toLocaleString('en-GB'),
      request: m.request,
      'ms/request (median)': m.medianMs.toFixed(2),
      'p95 ms': m.p95Ms.toFixed(2),
      'SQL/request': String(m.statements),
      'matched/rows': m.total === undefined ? '' : `${m.total}/${m.rows}`,
      [`10k/1k (target <= ${TARGET_RATIO}x)`]:
        ratio === undefined ? '' : `${ratio.toFixed(2)}x${judged ? (ratio <= TARGET_RATIO ? ' PASS' : ' FAIL') : ''}`,
    };
  });
  printAligned(rows);
  const statements = new Set(results.map((m) => `${m.request}: ${m.statements}`));
  const constant = REQUESTS.every(({ name }) => new Set(results.filter((m) => m.request === name).map((m) => m.statements)).size === 1);
  console.log(`\nSQL statements per request ${constant ? 'the same at every size' : 'CHANGE WITH SIZE'}: ${[...statements].join(', ')}`);
  return pass && constant;
}

async function main(): Promise<void> {
  const results: Measurement[] = [];
  if (await isReachable(POSTGRES_URL)) {
    const databases: ScratchDatabase[] = [];
    try {
      for (const size of SIZES) databases.push(await createScratchDatabase(POSTGRES_URL, `nestway_list_bench_${size}`));
      results.push(
        ...(await benchDatabase(
          'PostgreSQL',
          databases.map((database) => database.url),
        )),
      );
    } finally {
      for (const database of databases) await database.drop();
    }
  } else {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: the PostgreSQL run is skipped.');
  }
  results.push(
    ...(await benchDatabase(
      'PGlite',
      SIZES.map(() => undefined),
    )),
  );
  const pass = printTable(results);
  console.log(pass ? 'Every target met.' : 'Some targets missed (see FAIL above).');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
