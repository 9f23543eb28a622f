/**
 * Orphan files after a crash mid-upload. Two ~10 MB uploads trickle in (a payment proof and a
 * document, local-disk storage under DATA_DIR/uploads); once the server has started writing both, it
 * is SIGKILLed. It is then started again on the same DATA_DIR and database, and the bench waits up to
 * --sweep-seconds for a start-up or scheduled sweep. An orphan is a stored file that no row of the
 * database names; an orphan the app tracks in pending_uploads is one its sweep will find (30+ minutes
 * later), an untracked one no sweep ever will. When some are tracked, the sweep is fast-forwarded (their
 * pending rows set back an hour, its schedule made due) and the bench waits up to --fast-forward-seconds
 * for it. Prints the orphans before and after the restart and after the sweep; exits 0 unless the bench broke.
 */
import { printAligned } from '../print-aligned';
import { NEAR_LIMIT_FILE_BYTES } from '../support/clients';
import { runBench } from '../support/run-bench';
import { Cleanup } from './support/cleanup';
import { Api } from './support/http';
import { startSink } from './support/mail-sink';
import { Nestway, type Client } from './support/nestway';
import { benchArguments, describeCheckout } from './support/options';
import { pdfBytes, pngBytes } from './support/sample-files';
import { count } from './support/stats';
import { fastForwardPendingUploadSweep, sweepRunsSince } from './support/pending-upload-sweep';
import { localDiskFiles, storageCensus } from './support/stored-files';
import { TargetApp } from './support/target-app';
import { trickleUpload, type Trickle } from './support/trickle-upload';

const { app: checkout, numbers } = benchArguments('npx tsx bench/resilience/sigkill-upload.ts --app <checkout>', {
  'sweep-seconds': { default: 30, help: 'how long to wait after the restart for the orphans to be swept' },
  'fast-forward-seconds': {
    default: 60,
    help: 'how long to wait for the pending-uploads sweep once it is made due (0: no fast-forward)',
  },
});
const TRICKLE = { burstBytes: 1024 * 1024, chunkBytes: 64 * 1024, everyMs: 200 };
/** The server has started storing an upload once its file holds this much. */
const STARTED_BYTES = 256 * 1024;
const STORING_TIMEOUT_MS = 30_000;

const cleanup = new Cleanup();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function trickle(
  target: TargetApp,
  client: Client,
  path: string,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; head: Buffer },
) {
  return trickleUpload({
    url: `${target.baseUrl}${path}`,
    headers: { origin: target.origin, cookie: client.cookie },
    fields,
    file: { ...file, totalBytes: NEAR_LIMIT_FILE_BYTES },
    ...TRICKLE,
  });
}

async function main() {
  const sink = await startSink(cleanup);
  const target = await TargetApp.start({ checkout, label: 'sigkill_upload', cleanup, env: { SMTP_URL: sink.url } });
  const app = new Nestway(new Api(target), sink, target.admin);
  await app.signInAdmin();
  console.log(`app: ${describeCheckout(checkout)}, on ${target.baseUrl}, database ${target.database.name}`);
  const files = localDiskFiles(target.dataDir);
  const census = () => storageCensus(files, target.database.url);

  const payer = await app.payingClient('payer');
  const fee = ((await app.upfrontFeePence(payer)) / 100).toFixed(2);
  const documentOwner = await app.clientWithVerifiedPayment('documents');
  const before = await census();

  const uploads: Trickle[] = [
    trickle(
      target,
      payer,
      '/api/payments',
      { amount: fee, type: 'initial' },
      { field: 'proofImage', name: 'receipt.png', type: 'image/png', head: pngBytes() },
    ),
    trickle(
      target,
      documentOwner,
      '/api/documents',
      { type: 'passport' },
      { field: 'documents', name: 'passport.pdf', type: 'application/pdf', head: pdfBytes() },
    ),
  ];
  const deadline = Date.now() + STORING_TIMEOUT_MS;
  const known = new Set(before.stored.map((file) => file.key));
  for (;;) {
    const growing = (await files.list()).filter((file) => !known.has(file.key) && file.bytes >= STARTED_BYTES);
    if (growing.length >= uploads.length) break;
    if (Date.now() > deadline) throw new Error(`The server did not start storing the uploads within ${STORING_TIMEOUT_MS / 1000} s`);
    await pause(100);
  }
  const sentMiB = uploads.map((upload) => (upload.sent() / 1024 / 1024).toFixed(1)).join(' and ');
  const exit = await target.kill('SIGKILL');
  console.log(
    `SIGKILL with ${sentMiB} MiB of the two ${(NEAR_LIMIT_FILE_BYTES / 1024 / 1024).toFixed(1)} MiB uploads sent (exit signal ${exit.signal})`,
  );
  const outcomes = await Promise.all(uploads.map((upload) => upload.done));
  const killed = await census();

  await target.restart();
  const restartedAt = Date.now();
  let after = await census();
  while (after.orphans.length > 0 && Date.now() - restartedAt < numbers['sweep-seconds'] * 1000) {
    await pause(1_000);
    after = await census();
  }
  const waited = ((Date.now() - restartedAt) / 1000).toFixed(0);

  // The app's sweep removes tracked orphans only 30 minutes after their upload began, every 15 minutes:
  // move both on so the next worker turn runs it, and wait for the tracked orphans to go.
  let swept: { result: typeof after; seconds: string } | undefined;
  let fastForward = 'no orphan tracked in pending_uploads: nothing to fast-forward';
  if (after.tracked === undefined) fastForward = 'no pending_uploads table: no sweep to fast-forward';
  else if (after.tracked.length > 0 && numbers['fast-forward-seconds'] === 0) fastForward = 'fast-forward off (--fast-forward-seconds 0)';
  else if (after.tracked.length > 0) {
    const since = new Date(Date.now() - 1_000);
    const keys = after.tracked.map((file) => file.key);
    if (!(await fastForwardPendingUploadSweep(target.database.url, keys)))
      throw new Error('the pending-uploads sweep cannot be fast-forwarded');
    const movedAt = Date.now();
    let result = await census();
    while ((result.tracked?.length ?? 0) > 0 && Date.now() - movedAt < numbers['fast-forward-seconds'] * 1000) {
      await pause(1_000);
      result = await census();
    }
    swept = { result, seconds: ((Date.now() - movedAt) / 1000).toFixed(0) };
    const sweepRuns = await sweepRunsSince(target.database.url, since);
    fastForward = `${keys.length} pending rows set back 1 h and sweep_pending_uploads made due; sweep runs since: ${
      sweepRuns
        .map((run) => `${run.status} (attempts ${run.attempts}${run.last_error ? `, ${run.last_error.slice(0, 200)}` : ''})`)
        .join(', ') || 'none'
    }`;
  }
  await target.stop();

  console.log(`\nuploads ended with: ${outcomes.map((o) => o.status ?? o.error).join(', ')}; storage: ${files.describe}`);
  console.log(`sweep: ${fastForward}`);
  const moments = [
    { moment: 'before the uploads', result: before },
    { moment: 'after SIGKILL, before restart', result: killed },
    { moment: `after restart (+${waited} s)`, result: after },
    ...(swept ? [{ moment: `after the fast-forwarded sweep (+${swept.seconds} s)`, result: swept.result }] : []),
  ];
  printAligned(
    moments.map(({ moment, result }) => ({
      moment,
      'files stored': count(result.stored.length),
      'named by a row': count(result.references.size),
      orphans: count(result.orphans.length),
      'tracked (pending_uploads)': result.tracked ? count(result.tracked.length) : '-',
      untracked: count(result.untracked.length),
      'orphan bytes': count(result.orphans.reduce((sum, file) => sum + file.bytes, 0)),
    })),
  );
  const last = moments.at(-1)!.result;
  for (const orphan of last.orphans) {
    const tracking = last.tracked?.includes(orphan) ? 'tracked in pending_uploads' : 'untracked';
    console.log(`orphan left: ${orphan.key} (${count(orphan.bytes)} bytes, ${tracking})`);
  }
}

runBench(() => main().finally(cleanup.undoAll), { cleanup: cleanup.undoAll });
