/**
 * GET /api/auth/user with a signed-in session, under load (autocannon, 50 connections, 10 s after a
 * 2 s warm-up, 10 s before the first round), against the app on PostgreSQL, the app on PGlite, the
 * Express peer on PostgreSQL (../shared/bench/express-peer.mjs, its packages installed into a cache
 * folder outside the project) and a bare node:http server. All of them run at once as child processes,
 * each idle while another is measured, and they take turns in rounds (the order rotating each round),
 * so that the machine's noise falls on all alike. The app answers as a client with saved preferences,
 * as the peer's user has. Prints each server's median and range over the rounds, the app's ratios to
 * the peer and to bare (taken within each round, then the median), and the targets. Beside the rates,
 * the CPU time each request cost the server's process and its PostgreSQL backends (from /proc): on a
 * machine busy with other work the rates swing, the CPU per request much less. `--rounds N` (default 3).
 * Exits 0 unless the bench broke.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { killAllServers, startApp, startServer } from '../e2e/support/app-process';
import { createScratchDatabase, isReachable } from '../e2e/support/scratch-database';
import { validPreferences } from '../test-support/fixtures/preferences';
import { freePort } from '../test-support/free-port';
import { printAligned } from './print-aligned';
import { registerClient } from './support/clients';
import { installPeerPackages, peerMissing, startPeer } from './support/express-peer';
import { CpuMeter } from './support/process-cpu';

const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
// A server's first warm-up is longer: on a busy machine its code takes a while to be optimised, and
// a first round measured too early cost up to three times the CPU per request of later ones.
const LOAD = { connections: 50, duration: 10, warmUpDuration: 2, firstWarmUpDuration: 10 };
const DEFAULT_ROUNDS = 3;
const TARGETS = { peerRatio: 3, postgresShareOfBare: 0.12, pgliteRequestsPerSecond: 1_000 };

const SERVERS = { postgres: 'app on PostgreSQL', pglite: 'app on PGlite', peer: 'Express peer', bare: 'bare node:http' } as const;
type ServerName = (typeof SERVERS)[keyof typeof SERVERS];

/** A running server and the signed-in request it is measured with. */
interface Contender {
  server: ServerName;
  url: string;
  headers: Record<string, string>;
  pid: number;
  /** Its PostgreSQL database, whose backends' CPU counts as the server's. */
  database?: string;
}

interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  /** Errors, timeouts and non-2xx answers: anything above 0 means the figures are not to be trusted. */
  failures: number;
  /** CPU time per request, in µs, of the server's process and of its PostgreSQL backends. */
  serverMicros: number;
  databaseMicros: number;
}

/** One round: a measurement of each server, taken one after the other. */
type Round = Map<ServerName, Measurement>;

// What was started and not yet undone, newest last: undone at the end, or on SIGINT/SIGTERM.
const cleanups: Array<() => Promise<void>> = [];

async function undoAll(): Promise<void> {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) await step().catch(() => undefined);
}

const failuresOf = (result: Result) => result.errors + result.timeouts + result.non2xx;

async function measure({ server, url, headers, pid, database }: Contender, round: number, cpu: CpuMeter): Promise<Measurement> {
  const warmUpDuration = round === 1 ? LOAD.firstWarmUpDuration : LOAD.warmUpDuration;
  console.log(`round ${round}: ${server}, ${warmUpDuration} s warm-up, then ${LOAD.duration} s with ${LOAD.connections} connections`);
  const warmUp = await autocannon({ url, headers, connections: LOAD.connections, duration: warmUpDuration });
  const before = await cpu.read(pid, database);
  const result = await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD.duration });
  const used = CpuMeter.between(before, await cpu.read(pid, database));
  const measurement = {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: failuresOf(warmUp) + failuresOf(result),
    serverMicros: used.server / result.requests.total,
    databaseMicros: used.database / result.requests.total,
  };
  console.log(
    `  ${Math.round(measurement.requestsPerSecond)} req/s, ${Math.round(measurement.serverMicros + measurement.databaseMicros)} µs CPU/req`,
  );
  return measurement;
}

const BARE_SERVER = `
const body = JSON.stringify({ id: '00000000-0000-0000-0000-000000000000', email: 'bench@nestway.test', fullName: 'Bench User', isAdmin: true, isEmailVerified: true });
require('node:http')
  .createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body))
  .listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
`;

async function startBare(): Promise<Contender> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/auth/user`;
  const server = await startServer({ command: process.execPath, args: ['-e', BARE_SERVER], env: { PORT: String(port) }, readyUrl: url });
  cleanups.push(server.stop);
  return { server: SERVERS.bare, url, headers: {}, pid: server.pid };
}

async function startAppOn(server: ServerName, database: { url: string; name: string } | undefined): Promise<Contender> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const app = await startApp({ port: await freePort(), env: { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) } });
  cleanups.push(app.stop);
  const { cookie } = await registerClient(app, dataDir, 'Bench Tenant');
  const saved = await fetch(`${app.url}/api/preferences`, {
    method: 'POST',
    headers: { origin: app.url, 'content-type': 'application/json', cookie },
    body: JSON.stringify(validPreferences),
  });
  if (!saved.ok) throw new Error(`preferences: ${saved.status} ${await saved.text()}`);
  return {
    server,
    url: `http://127.0.0.1:${new URL(app.url).port}/api/auth/user`,
    headers: { cookie },
    pid: app.pid,
    ...(database && { database: database.name }),
  };
}

async function startPostgresApp(): Promise<Contender> {
  const database = await createScratchDatabase(POSTGRES_URL, 'nestway_bench');
  cleanups.push(database.drop);
  return startAppOn(SERVERS.postgres, database);
}

/** The peer, or the reason it is skipped (its file missing, its packages not installable). */
async function startPeerContender(): Promise<Contender | string> {
  const missing = peerMissing();
  if (missing) return missing;
  let nodePath: string;
  try {
    nodePath = await installPeerPackages();
  } catch (error) {
    return `its packages could not be installed: ${(error as Error).message.split('\n')[0]}`;
  }
  const database = await createScratchDatabase(POSTGRES_URL, 'nestway_peer');
  cleanups.push(database.drop);
  const peer = await startPeer({ port: await freePort(), databaseUrl: database.url, nodePath });
  cleanups.push(peer.stop);
  return {
    server: SERVERS.peer,
    url: `${peer.url}/api/auth/user`,
    headers: { cookie: peer.cookie },
    pid: peer.pid,
    database: database.name,
  };
}

/** Each round measures every contender once, starting one further along the list than the round before. */
async function measureInRounds(contenders: Contender[], rounds: number, cpu: CpuMeter): Promise<Round[]> {
  const results: Round[] = [];
  for (let round = 0; round < rounds; round++) {
    const measured: Round = new Map();
    for (let i = 0; i < contenders.length; i++) {
      const contender = contenders[(round + i) % contenders.length]!;
      measured.set(contender.server, await measure(contender, round + 1, cpu));
    }
    results.push(measured);
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median over the rounds of one figure, with its lowest and highest; undefined when a server is missing. */
function spread(rounds: Round[], figure: (round: Round) => number | undefined) {
  const values = rounds.map(figure);
  if (values.some((value) => value === undefined)) return undefined;
  const defined = values as number[];
  return { median: median(defined), min: Math.min(...defined), max: Math.max(...defined) };
}

const ratioIn = (round: Round, server: ServerName, to: ServerName) => {
  const [a, b] = [round.get(server), round.get(to)];
  return a && b ? a.requestsPerSecond / b.requestsPerSecond : undefined;
};

/** The median CPU time per request as 'total (server + database)', or 'n/a' where /proc cannot be read. */
function cpuPerRequest(rounds: Round[], server: ServerName): string {
  const serverMicros = median(rounds.map((round) => round.get(server)!.serverMicros));
  const databaseMicros = median(rounds.map((round) => round.get(server)!.databaseMicros));
  if (serverMicros === 0) return 'n/a';
  const total = Math.round(serverMicros + databaseMicros);
  return databaseMicros === 0 ? String(total) : `${total} (${Math.round(serverMicros)} + ${Math.round(databaseMicros)})`;
}

function report(contenders: Contender[], rounds: Round[]): void {
  const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
  const times = (r: { median: number; min: number; max: number } | undefined) =>
    r ? `${r.median.toFixed(2)}x (${r.min.toFixed(2)}-${r.max.toFixed(2)})` : '';
  const percent = (r: { median: number; min: number; max: number } | undefined) =>
    r ? `${(r.median * 100).toFixed(1)} % (${(r.min * 100).toFixed(1)}-${(r.max * 100).toFixed(1)})` : '';

  printAligned(
    contenders.map(({ server }) => {
      const rps = spread(rounds, (round) => round.get(server)!.requestsPerSecond)!;
      return {
        server,
        'req/s': integer.format(rps.median),
        range: `${integer.format(rps.min)}-${integer.format(rps.max)}`,
        'p99 ms': String(median(rounds.map((round) => round.get(server)!.p99Ms))),
        'CPU µs/req': cpuPerRequest(rounds, server),
        'vs peer': times(spread(rounds, (round) => ratioIn(round, server, SERVERS.peer))),
        'vs bare': percent(spread(rounds, (round) => ratioIn(round, server, SERVERS.bare))),
        'failed requests': integer.format(rounds.reduce((sum, round) => sum + round.get(server)!.failures, 0)),
      };
    }),
  );
  console.log(`(medians over ${rounds.length} rounds, lowest-highest in brackets; ratios taken within each round;`);
  console.log(' CPU per request: the server process + its PostgreSQL backends, user and system time)');

  const toPeer = spread(rounds, (round) => ratioIn(round, SERVERS.postgres, SERVERS.peer));
  const toBare = spread(rounds, (round) => ratioIn(round, SERVERS.postgres, SERVERS.bare));
  const pglite = spread(rounds, (round) => round.get(SERVERS.pglite)?.requestsPerSecond);
  const verdict = (figure: number | undefined, target: number) =>
    figure === undefined ? 'not measured' : figure >= target ? 'PASS' : 'FAIL';
  printAligned([
    {
      target: `${SERVERS.postgres} >= ${TARGETS.peerRatio}x the peer`,
      measured: toPeer ? `${toPeer.median.toFixed(2)}x` : '',
      result: verdict(toPeer?.median, TARGETS.peerRatio),
    },
    {
      target: `${SERVERS.postgres} >= ${TARGETS.postgresShareOfBare * 100} % of bare`,
      measured: toBare ? `${(toBare.median * 100).toFixed(1)} %` : '',
      result: verdict(toBare?.median, TARGETS.postgresShareOfBare),
    },
    {
      target: `${SERVERS.pglite} >= ${integer.format(TARGETS.pgliteRequestsPerSecond)} req/s`,
      measured: pglite ? `${integer.format(pglite.median)} req/s` : '',
      result: verdict(pglite?.median, TARGETS.pgliteRequestsPerSecond),
    },
  ]);
  const cpuOfRequest = (round: Round, server: ServerName) => {
    const m = round.get(server);
    return m && m.serverMicros > 0 ? m.serverMicros + m.databaseMicros : undefined;
  };
  const peerCpu = spread(rounds, (round) => {
    const [peer, app] = [cpuOfRequest(round, SERVERS.peer), cpuOfRequest(round, SERVERS.postgres)];
    return peer && app ? peer / app : undefined;
  });
  if (peerCpu) console.log(`\nThe peer's request costs ${peerCpu.median.toFixed(2)}x the CPU of the app's on PostgreSQL.`);
  if (rounds.some((round) => [...round.values()].some((m) => m.failures > 0)))
    console.log('\nSome requests failed: those figures do not measure the signed-in path.');
}

function roundsFromArguments(): number {
  const at = process.argv.indexOf('--rounds');
  const rounds = at === -1 ? DEFAULT_ROUNDS : Number(process.argv[at + 1]);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number of at least 1.');
  return rounds;
}

async function main(): Promise<void> {
  const rounds = roundsFromArguments();
  try {
    const contenders: Contender[] = [];
    const postgres = await isReachable(POSTGRES_URL);
    const cpu = await CpuMeter.open(postgres ? POSTGRES_URL : undefined);
    cleanups.push(() => cpu.close());
    if (postgres) {
      contenders.push(await startPostgresApp());
      const peer = await startPeerContender();
      if (typeof peer === 'string') console.log(`The Express peer is skipped: ${peer}.`);
      else contenders.push(peer);
    } else {
      console.log('PostgreSQL does not answer on 127.0.0.1:5432: the app on PostgreSQL and the Express peer are skipped.');
    }
    contenders.push(await startAppOn(SERVERS.pglite, undefined), await startBare());
    report(contenders, await measureInRounds(contenders, rounds, cpu));
  } finally {
    await undoAll();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void undoAll().then(() => process.exit(128 + os.constants.signals[signal]));
  });
}
process.once('exit', killAllServers);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
