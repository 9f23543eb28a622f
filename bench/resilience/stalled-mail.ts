/**
 * Requests that send e-mail, timed against a mail server that stalls: one that accepts the TCP
 * connection and never greets, and one that greets, accepts MAIL and RCPT, then never answers DATA.
 * Every request that sends mail (register, resend, forgot-password, proof upload, reviews, calls,
 * viewings, offers, files, invitations...) is prepared with a working SMTP sink, then the app is
 * restarted with SMTP_URL pointing at the stalled server and the requests are sent together, each with
 * a 60 s client timeout. Also measures forgot-password for a known and an unknown address (the
 * account-existence timing oracle) with the working sink. Prints tables; exits 0 unless the bench broke.
 */
import { printAligned } from '../print-aligned';
import { runBench } from '../support/run-bench';
import { Cleanup } from './support/cleanup';
import { mapConcurrently } from './support/concurrency';
import { Api, nextClientIp, statusClass, type Answer } from './support/http';
import { mailOperations, type MailOperation, type PreparedOperation } from './support/mail-operations';
import { startSink, waitForQuiet } from './support/mail-sink';
import { Nestway, uniqueEmail } from './support/nestway';
import { benchArguments, describeCheckout } from './support/options';
import { startStalledSmtp, stallDescriptions, type StallPoint } from './support/stalled-smtp';
import { duration, median, percentile } from './support/stats';
import { TargetApp } from './support/target-app';

const { app: checkout, numbers } = benchArguments('npx tsx bench/resilience/stalled-mail.ts --app <checkout>', {
  'timeout-seconds': { default: 60, help: 'client timeout of each timed request' },
  'slow-seconds': { default: 5, help: 'a request slower than this counts as hanging' },
  'oracle-tries': { default: 30, help: 'forgot-password requests for known addresses, and as many for unknown ones' },
});
const STALL_POINTS: StallPoint[] = ['connect', 'data'];
/** The resend guard is one minute; a little more, so the resend requests really send. */
const RESEND_GUARD_MS = 62_000;
const PREPARE_CONCURRENCY = 3;

const cleanup = new Cleanup();

interface Prepared {
  operation: MailOperation;
  prepared: PreparedOperation;
}

async function prepareAll(app: Nestway): Promise<Prepared[]> {
  return mapConcurrently(mailOperations, PREPARE_CONCURRENCY, async (operation) => ({ operation, prepared: await operation.prepare(app) }));
}

/** forgot-password for `tries` addresses with an account and as many without, interleaved, one at a time. */
async function forgotPasswordOracle(app: Nestway, tries: number) {
  const known = await mapConcurrently(Array.from({ length: tries }), PREPARE_CONCURRENCY, () => app.register('oracle'));
  const times = { known: [] as number[], unknown: [] as number[] };
  const statuses = new Set<number | string>();
  for (let i = 0; i < tries; i++) {
    const pair = [
      { list: times.known, email: known[i]!.email },
      { list: times.unknown, email: uniqueEmail('oracle-nobody') },
    ];
    if (i % 2 === 1) pair.reverse();
    for (const { list, email } of pair) {
      // An address each: the per-address limit of forgot-password is not what is measured here.
      const answer = await app.api.call('POST', '/api/auth/forgot-password', { json: { email }, clientIp: nextClientIp() });
      statuses.add(answer.status || answer.error!);
      list.push(answer.ms);
    }
  }
  return { times, statuses: [...statuses] };
}

async function main() {
  const timeoutMs = numbers['timeout-seconds'] * 1000;
  const slowMs = numbers['slow-seconds'] * 1000;
  const sink = await startSink(cleanup);
  const target = await TargetApp.start({ checkout, label: 'stalled_mail', cleanup, env: { SMTP_URL: sink.url } });
  const app = new Nestway(new Api(target), sink, target.admin);
  await app.signInAdmin();
  console.log(`app: ${describeCheckout(checkout)}, on ${target.baseUrl}, database ${target.database.name}, SMTP sink ${sink.url}`);

  console.log(`forgot-password timing: ${numbers['oracle-tries']} known and ${numbers['oracle-tries']} unknown addresses`);
  const oracle = await forgotPasswordOracle(app, numbers['oracle-tries']);

  console.log(`preparing ${mailOperations.length} requests for each of ${STALL_POINTS.length} stalled servers`);
  const prepared = {} as Record<StallPoint, Prepared[]>;
  for (const stall of STALL_POINTS) prepared[stall] = await prepareAll(app);
  const preparedAt = Date.now();
  await waitForQuiet(sink, 2_000, 60_000);

  const results = {} as Record<StallPoint, Array<{ prepared: Prepared; answer: Answer }>>;
  for (const stall of STALL_POINTS) {
    const wait = preparedAt + RESEND_GUARD_MS - Date.now();
    if (wait > 0 && prepared[stall].some(({ operation }) => operation.afterResendGuard)) {
      console.log(`waiting ${Math.ceil(wait / 1000)} s for the one-minute resend guard`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const stalled = await startStalledSmtp(cleanup, stall);
    await target.restart({ SMTP_URL: stalled.url });
    console.log(
      `mail server that ${stallDescriptions[stall]} (${stalled.url}): ${prepared[stall].length} requests at once, ${timeoutMs / 1000} s timeout`,
    );
    for (const { prepared: p } of prepared[stall]) await p.ready?.();
    const answers = await Promise.all(prepared[stall].map(({ prepared: p }) => p.run(timeoutMs)));
    results[stall] = prepared[stall].map((p, i) => ({ prepared: p, answer: answers[i]! }));
    console.log(`  the stalled server saw ${stalled.connections()} connections`);
  }
  await target.stop();

  for (const stall of STALL_POINTS) {
    console.log(`\nMail server that ${stallDescriptions[stall]}:`);
    printAligned(
      results[stall].map(({ prepared: { operation }, answer }) => ({
        request: operation.name,
        'e-mail': operation.kind,
        answer: answer.status ? String(answer.status) : statusClass(answer),
        time: duration(answer.ms),
        [`over ${numbers['slow-seconds']} s`]: answer.ms > slowMs ? 'YES' : '',
      })),
    );
  }

  console.log('\nSummary');
  printAligned(
    STALL_POINTS.map((stall) => {
      const times = results[stall].map(({ answer }) => answer.ms);
      return {
        'mail server': stallDescriptions[stall],
        requests: String(times.length),
        [`over ${numbers['slow-seconds']} s`]: String(times.filter((ms) => ms > slowMs).length),
        [`timed out (${numbers['timeout-seconds']} s)`]: String(results[stall].filter(({ answer }) => answer.error === 'timeout').length),
        '5xx': String(results[stall].filter(({ answer }) => answer.status >= 500).length),
        'median time': duration(median(times)),
        'slowest time': duration(Math.max(...times)),
      };
    }),
  );

  console.log('\nforgot-password with a working mail server (the account-existence timing oracle)');
  printAligned(
    (['known', 'unknown'] as const).map((kind) => ({
      address: kind === 'known' ? 'has an account' : 'no account',
      tries: String(oracle.times[kind].length),
      median: duration(median(oracle.times[kind])),
      p90: duration(percentile(oracle.times[kind], 0.9)),
    })),
  );
  const gap = median(oracle.times.known) - median(oracle.times.unknown);
  console.log(`median gap (known - unknown): ${duration(gap)}; answers: ${oracle.statuses.join(', ')}`);
}

runBench(() => main().finally(cleanup.undoAll), { cleanup: cleanup.undoAll });
