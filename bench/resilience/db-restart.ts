/**
 * The app under concurrent writes while every connection of its database is killed. For --seconds,
 * --concurrency clients write through the API (registrations, admin messages to a client, and status
 * overrides, a transaction that locks the client's row), while
 * the bench terminates every backend of the app's own database (pg_terminate_backend) --kills times,
 * evenly spaced. The PostgreSQL cluster itself is never restarted: other sessions share it. Prints
 * whether the process survived (its exit code or signal), the answers by status, and how many
 * acknowledged (2xx) writes are missing from the database, for each of --runs runs (each on a fresh
 * database and server: the crash depends on where the kill finds the connections). Exits 0 unless
 * the bench broke.
 */
import pg from 'pg';
import type { ServerExit } from '../../e2e/support/app-process';
import { printAligned } from '../print-aligned';
import { runBench } from '../support/run-bench';
import { Cleanup } from './support/cleanup';
import { Api, nextClientIp, statusClass, type Answer } from './support/http';
import { startSink } from './support/mail-sink';
import { Nestway, uniqueEmail } from './support/nestway';
import { benchArguments, describeCheckout } from './support/options';
import { count } from './support/stats';
import { POSTGRES_SERVER_URL, TargetApp } from './support/target-app';

const { app: checkout, numbers } = benchArguments('npx tsx bench/resilience/db-restart.ts --app <checkout>', {
  seconds: { default: 20, help: 'how long the writes run' },
  concurrency: { default: 16, help: 'clients writing at once (more than the pool of 10 connections)' },
  kills: { default: 2, help: "times every connection of the app's database is terminated" },
  runs: { default: 3, help: 'runs, each on a fresh database and a fresh server' },
});
const REQUEST_TIMEOUT_MS = 10_000;
/** After a refused connection, a writer waits this long before the next try, so a dead server is not spun on. */
const BACKOFF_MS = 100;

const cleanup = new Cleanup();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

type WriteKind = 'registration' | 'message' | 'status override';

interface Write {
  kind: WriteKind;
  /** The e-mail registered, or the message's or override's text: what the database must hold if the write was acknowledged. */
  key: string;
  answer: Answer;
  at: number;
}

/** Where each kind of write is stored, to check the acknowledged ones. */
const STORED_AS: Record<WriteKind, string> = {
  registration: 'select email as key from users where email = any($1)',
  message: 'select message as key from messages where message = any($1)',
  'status override': 'select notes as key from admin_override_history where notes = any($1)',
};

/** Terminates every backend connected to `database` (not the bench's own); returns how many. */
async function terminateBackends(database: string): Promise<number> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ terminated: string }>(
      'select count(*) filter (where pg_terminate_backend(pid)) as terminated from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return Number(rows[0]!.terminated);
  } finally {
    await client.end();
  }
}

/** The acknowledged writes the database does not hold. */
async function missingWrites(databaseUrl: string, acknowledged: Write[]): Promise<Write[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const stored = new Set<string>();
    for (const [kind, query] of Object.entries(STORED_AS)) {
      const keys = acknowledged.filter((w) => w.kind === kind).map((w) => w.key);
      for (const row of (await client.query<{ key: string }>(query, [keys])).rows) stored.add(row.key);
    }
    return acknowledged.filter((write) => !stored.has(write.key));
  } finally {
    await client.end();
  }
}

interface RunResult {
  crash: (ServerExit & { seconds: number }) | undefined;
  crashLines: string[];
  ready: Answer;
  kills: number[];
  writes: Write[];
  acknowledged: number;
  missing: Write[];
  afterLastKill: number;
}

/** One run on a fresh database: writers and the killer together, then the checks. */
async function runOnce(run: number): Promise<RunResult> {
  const durationMs = numbers.seconds * 1000;
  const sink = await startSink(cleanup);
  const target = await TargetApp.start({ checkout, label: 'db_restart', cleanup, env: { SMTP_URL: sink.url } });
  const api = new Api(target, { timeoutMs: REQUEST_TIMEOUT_MS });
  const app = new Nestway(api, sink, target.admin);
  await app.signInAdmin();
  const client = await app.verifiedClient('recipient');
  console.log(`run ${run}: app at ${target.baseUrl} (database ${target.database.name})`);

  let exit: ServerExit | undefined;
  const exitedAt = target.exited.then((result) => {
    exit = result;
    return Date.now();
  });
  const writes: Write[] = [];
  const started = Date.now();
  const end = started + durationMs;
  let sequence = 0;

  const send = (kind: WriteKind, key: string, n: number) => {
    if (kind === 'registration') {
      return api.call('POST', '/api/auth/register', {
        clientIp: nextClientIp(),
        json: { fullName: 'Write Bench', email: key, password: 'bench-password', confirmPassword: 'bench-password' },
      });
    }
    if (kind === 'message')
      return api.call('PUT', `/api/admin/users/${client.id}/message`, { cookie: app.adminCookie, json: { message: key } });
    // A transaction that locks the client's row: writers queue on it, so a kill finds clients mid-transaction.
    // The target alternates, as an override to the step the client is already at is refused (409, no change).
    return api.call('PUT', `/api/admin/users/${client.id}/status-override`, {
      cookie: app.adminCookie,
      json: { targetStep: Math.floor(n / 3) % 2 === 0 ? 'consultation' : 'ready', notes: key },
    });
  };
  const writer = async () => {
    while (Date.now() < end) {
      const n = sequence++;
      const kind = (['registration', 'message', 'status override'] as const)[n % 3]!;
      const key = kind === 'registration' ? uniqueEmail(`write${n}`) : `db-restart write ${n} ${started}`;
      const answer = await send(kind, key, n);
      writes.push({ kind, key, answer, at: Date.now() });
      if (answer.status === 0) await pause(BACKOFF_MS);
    }
  };

  const kills: Array<{ at: number; terminated: number }> = [];
  const killer = async () => {
    for (let k = 1; k <= numbers.kills; k++) {
      await pause(started + (durationMs * k) / (numbers.kills + 1) - Date.now());
      kills.push({ at: Date.now(), terminated: await terminateBackends(target.database.name) });
      console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s: terminated ${kills.at(-1)!.terminated} connections`);
    }
  };

  await Promise.all([killer(), ...Array.from({ length: numbers.concurrency }, writer)]);
  await pause(1_000);
  const ready = await api.call('GET', '/readyz');
  const lastKill = kills.at(-1)?.at ?? started;
  // The crash's own lines (not the JSON log of failed requests): "Unhandled 'error' event", "error: terminating...".
  const crashLines = exit ? await target.logLines(/^(?!\{)(.*(Unhandled|uncaught).*|\S*[Ee]rror: .*)$/) : [];
  const acknowledged = writes.filter((w) => w.answer.status >= 200 && w.answer.status <= 299);
  const missing = await missingWrites(target.database.url, acknowledged);
  // Read before stopping: the bench's own SIGTERM is not a crash.
  const crash = exit ? { ...(exit as ServerExit), seconds: ((await exitedAt) - started) / 1000 } : undefined;
  await cleanup.undoAll();
  return {
    crash,
    crashLines,
    ready,
    kills: kills.map((kill) => kill.terminated),
    writes,
    acknowledged: acknowledged.length,
    missing,
    afterLastKill: acknowledged.filter((w) => w.at > lastKill).length,
  };
}

async function main() {
  console.log(`app: ${describeCheckout(checkout)}`);
  console.log(
    `${numbers.runs} runs: ${numbers.concurrency} writers for ${numbers.seconds} s, every connection killed ${numbers.kills} times`,
  );
  const results: RunResult[] = [];
  for (let run = 1; run <= numbers.runs; run++) results.push(await runOnce(run));

  const statuses = [...new Set(results.flatMap((r) => r.writes.map(({ answer }) => statusKey(answer))))].sort();
  console.log('\nAnswers by status');
  printAligned(
    results.map((r, i) => ({
      run: String(i + 1),
      ...Object.fromEntries(
        statuses.map((status) => [status, count(r.writes.filter(({ answer }) => statusKey(answer) === status).length)]),
      ),
    })),
  );
  console.log('');
  printAligned(
    results.map((r, i) => ({
      run: String(i + 1),
      'process survived': r.crash ? 'NO' : 'yes',
      exit: r.crash ? `code ${r.crash.code ?? '-'} signal ${r.crash.signal ?? '-'} at ${r.crash.seconds.toFixed(1)} s` : '-',
      '/readyz after': r.ready.status ? String(r.ready.status) : statusClass(r.ready),
      'connections killed': r.kills.join(' + '),
      'acknowledged writes': count(r.acknowledged),
      'acknowledged writes lost': count(r.missing.length),
      '2xx after the last kill': count(r.afterLastKill),
    })),
  );
  const unavailable = results.flatMap((r) => r.writes.filter(({ answer }) => answer.status === 503).map(({ answer }) => answer));
  if (unavailable.length > 0) {
    const withRetryAfter = unavailable.filter((answer) => answer.retryAfter !== undefined);
    console.log(
      `\n503 answers with a Retry-After header: ${count(withRetryAfter.length)} of ${count(unavailable.length)}` +
        ` (values: ${[...new Set(withRetryAfter.map((answer) => answer.retryAfter))].join(', ') || '-'}); e.g. ${unavailable[0]!.text.slice(0, 200)}`,
    );
  }
  const crashed = results.filter((r) => r.crash).length;
  const lost = results.reduce((sum, r) => sum + r.missing.length, 0);
  console.log(`\nprocess crashed in ${crashed} of ${results.length} runs; acknowledged writes lost: ${lost}`);
  for (const [i, r] of results.entries()) {
    for (const line of r.crashLines.slice(0, 3)) console.log(`run ${i + 1} server output: ${line.slice(0, 300)}`);
    for (const write of r.missing.slice(0, 5))
      console.log(`run ${i + 1} lost: ${write.kind} ${write.key} (answered ${write.answer.status})`);
  }
}

/**
 * 503 on its own (what a dropped connection should give), the other answers by class. Not a bare '503':
 * an integer-like key would come before 'run' in the table's column order.
 */
const statusKey = (answer: Answer) => (answer.status === 503 ? '503 (unavailable)' : statusClass(answer));

runBench(() => main().finally(cleanup.undoAll), { cleanup: cleanup.undoAll });
