/**
 * A fuzz of every operation of the API, read from the app's own OpenAPI document (/api/openapi.json).
 * Builds real records first (a verified client with a payment, a document, a call, a viewing, an offer,
 * a message, a shared file...; the admin from ADMIN_EMAIL/ADMIN_PASSWORD), then sends each operation
 * the same share of --requests, seeded and bounded: valid-looking requests from the schema, and
 * mutations (NUL in each text field, wrong types, missing and extra fields, huge strings, odd numbers,
 * malformed JSON, wrong content types, odd path and query values, other spellings of the path, broken
 * multipart framing and file names, broken cookies), each as anonymous, client and admin, always with
 * the same-origin Origin header. Prints answers by status class, every operation that answered 5xx
 * with one example, and the requests that hung past the timeout. Exits 0 unless the bench broke.
 */
import http from 'node:http';
import { count } from './support/stats';
import { runBench } from '../support/run-bench';
import { Cleanup } from './support/cleanup';
import { mapConcurrently } from './support/concurrency';
import { Api } from './support/http';
import { startSink } from './support/mail-sink';
import { Nestway } from './support/nestway';
import { benchArguments, describeCheckout } from './support/options';
import { TargetApp } from './support/target-app';
import { casesFor } from './support/fuzz/cases';
import { IDENTITIES, Identities } from './support/fuzz/identities';
import { operationsOf, type Operation } from './support/fuzz/openapi';
import { Random } from './support/fuzz/random';
import { sendRaw } from './support/fuzz/raw-http';
import { buildRecords } from './support/fuzz/records';
import { Tally } from './support/fuzz/tally';

const { app: checkout, numbers } = benchArguments('npx tsx bench/resilience/fuzz.ts --app <checkout>', {
  requests: { default: 15_000, help: 'requests in all, shared evenly between the operations' },
  concurrency: { default: 4, help: 'requests in flight at once' },
  'timeout-seconds': { default: 10, help: 'a request unanswered after this long counts as hung' },
  seed: { default: 18, help: 'seed of the random draws' },
  'max-minutes': { default: 60, help: 'stop sending (and report) after this long' },
});
/** Crashes after which the fuzz stops restarting the server. */
const MAX_RESTARTS = 5;

/**
 * The order of the operations: writes first, then reads (so a read meets what the writes stored, such
 * as a document named '..'), then deletions, then what ends sessions or accounts, so that the others
 * run with the records in place.
 */
const RUN_LAST = [
  'POST /api/auth/logout',
  'POST /api/auth/reset-password',
  'POST /api/admin/users/{id}/reset-password',
  'DELETE /api/admin/users/{id}',
];
const rank = (operation: Operation) =>
  RUN_LAST.includes(operation.key) ? 3 : operation.method === 'GET' ? 1 : operation.method === 'DELETE' ? 2 : 0;

/**
 * Sent first, so a small --requests still covers them: the valid requests, a NUL in each text field,
 * path and query value, and broken multipart framing and file names (the audit's 5xx). The other
 * cases follow in a seeded order.
 */
const isPriority = ({ label }: { label: string }) =>
  label === 'valid' ||
  /^(nul|multipart:(valid|nul|no-boundary|wrong-boundary|truncated|filename-)|(query|path):\w+:(%00|nul-inside))/.test(label);

const cleanup = new Cleanup();

async function main() {
  const sink = await startSink(cleanup);
  const target = await TargetApp.start({ checkout, label: 'fuzz', cleanup, env: { SMTP_URL: sink.url } });
  const api = new Api(target);
  const app = new Nestway(api, sink, target.admin);
  await app.signInAdmin();
  console.log(`app: ${describeCheckout(checkout)}, on ${target.baseUrl}, database ${target.database.name}`);

  const { body: document } = await api.ok('the OpenAPI document', 'GET', '/api/openapi.json');
  const operations = operationsOf(document).sort((a, b) => rank(a) - rank(b));
  const records = await buildRecords(app);
  for (const step of records.skipped) console.log(`set-up step skipped: ${step}`);
  const identities = new Identities(app, records.client, records.ids);

  const agent = new http.Agent({ keepAlive: true, maxSockets: numbers.concurrency });
  cleanup.add('HTTP agent', async () => agent.destroy());
  const tally = new Tally();
  const timeoutMs = numbers['timeout-seconds'] * 1000;
  const deadline = Date.now() + numbers['max-minutes'] * 60_000;
  const started = Date.now();
  const crashes: string[] = [];
  let crashed = false;
  let stopping = false;
  const watchExit = () =>
    void target.exited.then((exit) => {
      if (stopping) return;
      crashed = true;
      crashes.push(`code ${exit.code ?? '-'} signal ${exit.signal ?? '-'}`);
    });
  watchExit();

  console.log(
    `${operations.length} operations, ${count(numbers.requests)} requests, ${numbers.concurrency} at a time, seed ${numbers.seed}`,
  );
  let cut = false;
  for (const [index, operation] of operations.entries()) {
    if (Date.now() > deadline) {
      cut = true;
      break;
    }
    const share = Math.floor(numbers.requests / operations.length) + (index < numbers.requests % operations.length ? 1 : 0);
    const rng = Random.forKey(numbers.seed, operation.key);
    const all = casesFor(operation, target.origin);
    const cases = [...all.filter(isPriority), ...rng.shuffle(all.filter((c) => !isPriority(c)))];
    const ctx = { rng, ids: records.ids };
    const plan = Array.from({ length: share }, (_, i) => ({
      fuzzCase: cases[Math.floor(i / IDENTITIES.length) % cases.length]!,
      identity: IDENTITIES[i % IDENTITIES.length]!,
    }));
    await mapConcurrently(plan, numbers.concurrency, async ({ fuzzCase, identity }) => {
      if (crashed) return;
      const request = fuzzCase.build(ctx);
      const cookie = request.cookie ?? identities.cookieOf(identity);
      const headers = { ...request.headers, origin: target.origin, ...(cookie ? { cookie } : {}) };
      const answer = await sendRaw(
        target.port,
        { method: request.method, target: request.target, headers, body: request.body },
        timeoutMs,
        agent,
      );
      tally.record({ operation: operation.key, identity, label: fuzzCase.label, request, answer });
    });
    if (crashed) {
      const lines = await target.logLines(/^(?!\{).*(Unhandled|uncaught|Error)/);
      console.log(`the server died during ${operation.key} (${crashes.at(-1)}): ${lines.at(-1)?.slice(0, 300) ?? ''}`);
      if (crashes.length > MAX_RESTARTS) break;
      await target.restart();
      crashed = false;
      watchExit();
    }
    for (const done of await identities.ensure()) console.log(`  after ${operation.key}: ${done}`);
    if ((index + 1) % 10 === 0) {
      console.log(
        `  ${index + 1}/${operations.length} operations, ${count(tally.total)} requests, ${count(tally.count('5xx'))} 5xx, ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }
  }
  stopping = true;
  await target.stop();

  const seconds = (Date.now() - started) / 1000;
  console.log(`\nFuzz of ${operations.length} operations of ${describeCheckout(checkout)}`);
  console.log(
    `${count(tally.total)} requests in ${seconds.toFixed(0)} s (seed ${numbers.seed}, ${numbers.concurrency} at a time, ` +
      `timeout ${numbers['timeout-seconds']} s)${cut ? `; cut at ${numbers['max-minutes']} min` : ''}; server crashes: ${crashes.length}`,
  );
  tally.print();
}

runBench(() => main().finally(cleanup.undoAll), { cleanup: cleanup.undoAll });
