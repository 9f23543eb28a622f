/**
 * E-mails lost to an SMTP outage. The app starts with a working SMTP sink; the workload is prepared
 * (accounts, payments, documents, calls, viewings, offers...); then the sink goes away (connection
 * refused on its port) for --outage-seconds while the workload's requests trigger about 20 e-mails of
 * every kind (verification codes, reset links, payment, document, call, viewing, offer, file and
 * account notices). A sink then comes back on the same port and the bench waits up to --wait-seconds
 * for the messages. Prints e-mails expected, delivered and lost; exits 0 unless the bench broke.
 */
import { printAligned } from '../print-aligned';
import { runBench } from '../support/run-bench';
import { Cleanup } from './support/cleanup';
import { mapConcurrently } from './support/concurrency';
import { Api, statusClass, type Answer } from './support/http';
import { mailOperation, type MailOperation, type PreparedOperation } from './support/mail-operations';
import { startSink, waitForQuiet } from './support/mail-sink';
import { Nestway } from './support/nestway';
import { benchArguments, describeCheckout } from './support/options';
import { count } from './support/stats';
import { TargetApp } from './support/target-app';

const { app: checkout, numbers } = benchArguments('npx tsx bench/resilience/smtp-outage.ts --app <checkout>', {
  'outage-seconds': { default: 300, help: 'how long the mail server refuses connections' },
  'wait-seconds': { default: 900, help: 'how long to wait for the messages once it is back' },
});

/** The workload: each request as many times as listed; about 20 e-mails of every kind. */
const WORKLOAD: Array<[name: string, times: number]> = [
  ['register', 3],
  ['forgot-password (known address)', 3],
  ['payment proof upload', 2],
  ['admin payment review', 2],
  ['admin document review', 2],
  ['card payment success', 1],
  ['co-tenant invitation', 1],
  ['admin moves a call', 1],
  ['admin books a viewing', 1],
  ['admin answers an offer', 1],
  ['admin shares a file', 1],
  ['admin status override', 1],
  ['admin resets a password', 1],
];
const REQUEST_TIMEOUT_MS = 60_000;
const PREPARE_CONCURRENCY = 3;

const cleanup = new Cleanup();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface Step {
  operation: MailOperation;
  prepared: PreparedOperation;
  answer?: Answer;
}

/** Matches each expected e-mail with one received for its recipient; what is left over is extra. */
function tally(steps: Step[], received: string[][]) {
  const left = new Map<string, number>();
  for (const recipients of received) for (const to of recipients) left.set(to, (left.get(to) ?? 0) + 1);
  const byKind = new Map<string, { expected: number; delivered: number }>();
  for (const { operation, prepared } of steps) {
    const row = byKind.get(operation.kind) ?? { expected: 0, delivered: 0 };
    byKind.set(operation.kind, row);
    for (const to of prepared.expected) {
      row.expected++;
      const available = left.get(to.toLowerCase()) ?? 0;
      if (available > 0) {
        row.delivered++;
        left.set(to.toLowerCase(), available - 1);
      }
    }
  }
  const extra = [...left.values()].reduce((sum, n) => sum + n, 0);
  return { byKind, extra };
}

async function main() {
  const outageMs = numbers['outage-seconds'] * 1000;
  const waitMs = numbers['wait-seconds'] * 1000;
  const firstSink = await startSink(cleanup);
  const port = Number(new URL(firstSink.url).port);
  const target = await TargetApp.start({ checkout, label: 'smtp_outage', cleanup, env: { SMTP_URL: firstSink.url } });
  const app = new Nestway(new Api(target), firstSink, target.admin);
  await app.signInAdmin();
  console.log(`app: ${describeCheckout(checkout)}, on ${target.baseUrl}, database ${target.database.name}, SMTP at ${firstSink.url}`);

  const operations = WORKLOAD.flatMap(([name, times]) => Array.from({ length: times }, () => mailOperation(name)));
  console.log(`preparing ${operations.length} requests with the mail server up`);
  const steps: Step[] = await mapConcurrently(operations, PREPARE_CONCURRENCY, async (operation) => ({
    operation,
    prepared: await operation.prepare(app),
  }));
  for (const step of steps) await step.prepared.ready?.();
  await waitForQuiet(firstSink, 3_000, 60_000);

  await cleanup.undoNow(`SMTP sink ${firstSink.url}`);
  const outageStarted = Date.now();
  console.log(`mail server down (connection refused on 127.0.0.1:${port}) for ${numbers['outage-seconds']} s; sending the workload`);
  for (const step of steps) step.answer = await step.prepared.run(REQUEST_TIMEOUT_MS);
  const expected = steps.reduce((sum, step) => sum + step.prepared.expected.length, 0);
  console.log(`workload sent in ${((Date.now() - outageStarted) / 1000).toFixed(1)} s: ${expected} e-mails expected`);

  await pause(outageStarted + outageMs - Date.now());
  const sink = await startSink(cleanup, port);
  const backAt = Date.now();
  console.log(`mail server back on ${sink.url}; waiting up to ${numbers['wait-seconds']} s for the messages`);
  let lastReport = backAt;
  while (Date.now() - backAt < waitMs && sink.messages.length < expected) {
    await pause(1_000);
    if (Date.now() - lastReport >= 30_000) {
      lastReport = Date.now();
      console.log(`  ${Math.round((Date.now() - backAt) / 1000)} s: ${sink.messages.length} received`);
    }
  }
  // A late duplicate would show as extra: give stragglers a moment.
  await waitForQuiet(sink, 2_000, 10_000);
  const waited = (Date.now() - backAt) / 1000;
  await target.stop();

  const { byKind, extra } = tally(
    steps,
    sink.messages.map((mail) => mail.to),
  );
  const answers = new Map<string, number>();
  for (const { answer } of steps) {
    const key = answer!.status ? String(answer!.status) : statusClass(answer!);
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }
  console.log(`\nrequests during the outage: ${[...answers].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
  for (const { operation, answer } of steps) {
    if (answer!.status < 200 || answer!.status > 299)
      console.log(`  ${operation.name}: ${answer!.status || answer!.error} ${answer!.text.slice(0, 200)}`);
  }
  printAligned(
    [...byKind].map(([kind, row]) => ({
      'e-mail': kind,
      expected: count(row.expected),
      delivered: count(row.delivered),
      lost: count(row.expected - row.delivered),
    })),
  );
  const delivered = [...byKind.values()].reduce((sum, row) => sum + row.delivered, 0);
  console.log(
    `\noutage ${numbers['outage-seconds']} s, waited ${waited.toFixed(0)} s after: expected ${expected}, delivered ${delivered}, ` +
      `lost ${expected - delivered}, unexpected extra ${extra}`,
  );
}

runBench(() => main().finally(cleanup.undoAll), { cleanup: cleanup.undoAll });
