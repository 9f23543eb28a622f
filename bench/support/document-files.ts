/**
 * What the memory benches share: a client's documents uploaded and filled up through the API, and a zip
 * download read as a stream, counted and checked, never kept; and their results table.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { documentTypes, MAX_DOCUMENTS_PER_UPLOAD } from '@nestway/core/documents';
import { startApp, type RunningApp } from '../../e2e/support/app-process';
import { freePort } from '../../test-support/free-port';
import { printAligned } from '../print-aligned';
import { registerClient, signInAdmin, type Client } from './clients';
import type { MemoryMeasurement } from './resident-memory';

/** The zip's end-of-central-directory record: its signature, and its length with no comment. */
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_OF_CENTRAL_DIRECTORY_BYTES = 22;

export interface MemoryRow {
  name: string;
  bytes: number;
  memory: MemoryMeasurement<unknown>;
}

/** One upload of `count` documents of the same type, as the client. */
export async function uploadDocuments(app: RunningApp, client: Client, file: Blob, count: number, round: number): Promise<void> {
  const form = new FormData();
  form.append('type', documentTypes[round % documentTypes.length]!);
  for (let i = 1; i <= count; i++) form.append('documents', file, `scan-${round}-${i}.png`);
  const response = await fetch(`${app.url}/api/documents`, {
    method: 'POST',
    headers: { origin: app.url, cookie: client.cookie },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  const created = (await response.json()) as Array<{ sizeBytes: number }>;
  if (created.length !== count || created.some((document) => document.sizeBytes !== file.size))
    throw new Error(`upload: ${created.length} documents stored, ${count} sent`);
}

/**
 * Uploads `file` as many times as it takes for the client to hold `wantedBytes` of documents, after the
 * `start.stored` documents `start.round` uploads left; returns how many they hold.
 */
export async function fillDocuments(
  app: RunningApp,
  client: Client,
  file: Blob,
  wantedBytes: number,
  start = { stored: 0, round: 0 },
): Promise<number> {
  const filling = performance.now();
  const alreadyStored = start.stored;
  let stored = alreadyStored;
  const wanted = Math.ceil(wantedBytes / file.size);
  for (let round = start.round; stored < wanted; round++) {
    const count = Math.min(MAX_DOCUMENTS_PER_UPLOAD, wanted - stored);
    await uploadDocuments(app, client, file, count, round);
    stored += count;
  }
  const content = stored * file.size;
  console.log(
    `client filled: ${stored} documents, ${(content / 1e6).toFixed(1)} MB (${(content / 1024 / 1024).toFixed(1)} MiB), ` +
      `the last ${stored - alreadyStored} in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  return stored;
}

/**
 * Runs `bench` against the app started as a child process (PGlite, a temp DATA_DIR) with an admin of its
 * own and a registered client whose payment the admin recorded as verified, so documents are open to them.
 */
export async function withPaidClient(
  label: string,
  bench: (setup: { app: RunningApp; adminCookie: string; client: Client }) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `nestway-${label}-bench-`));
  const admin = { email: 'bench-admin@nestway.test', password: randomBytes(12).toString('base64url') };
  const app = await startApp({
    port: await freePort(),
    env: { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  try {
    const adminCookie = await signInAdmin(app.url, admin);
    const client = await registerClient(app, dataDir, `${label} Bench`);
    await verifyPayment(app, adminCookie, client);
    await bench({ app, adminCookie, client });
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The admin records the client's payment as made outside the app: documents are open to the client from then. */
async function verifyPayment(app: RunningApp, adminCookie: string, client: Client): Promise<void> {
  const form = new FormData();
  form.append('amount', '250.00');
  form.append('notes', 'memory bench');
  const response = await fetch(`${app.url}/api/admin/users/${client.id}/payment-override`, {
    method: 'POST',
    headers: { origin: app.url, cookie: adminCookie },
    body: form,
  });
  if (response.status !== 201) throw new Error(`payment override: ${response.status} ${await response.text()}`);
}

/** Downloads a zip, counting its bytes as they come (none kept), and checks its last record. */
export async function downloadZip(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  if (response.headers.get('content-type') !== 'application/zip') throw new Error(`${url}: ${response.headers.get('content-type')}`);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    const last = chunk.byteLength >= END_OF_CENTRAL_DIRECTORY_BYTES ? [chunk.subarray(-END_OF_CENTRAL_DIRECTORY_BYTES)] : [tail, chunk];
    tail = Buffer.concat(last).subarray(-END_OF_CENTRAL_DIRECTORY_BYTES);
  }
  if (!tail.subarray(0, END_OF_CENTRAL_DIRECTORY.length).equals(END_OF_CENTRAL_DIRECTORY))
    throw new Error(`${url}: the ${bytes} bytes received do not end as a zip does`);
  return bytes;
}

/** Prints each measurement's resident memory growth against the target; true when every one met it. */
export function printMemoryTable(rows: readonly MemoryRow[], targetGrowthBytes: number): boolean {
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  let pass = true;
  printAligned(
    rows.map(({ name, bytes, memory }) => {
      const growth = (memory.peakKiB - memory.baselineKiB) * 1024;
      if (growth >= targetGrowthBytes) pass = false;
      return {
        measurement: name,
        'MB moved': mb(bytes),
        seconds: memory.seconds.toFixed(2),
        'MB/s': (bytes / 1e6 / memory.seconds).toFixed(1),
        'RSS before MB': mb(memory.baselineKiB * 1024),
        'RSS peak MB': mb(memory.peakKiB * 1024),
        samples: String(memory.samples),
        'growth MB': mb(growth),
        target: `< ${mb(targetGrowthBytes)} MB`,
        result: growth < targetGrowthBytes ? 'PASS' : 'FAIL',
      };
    }),
  );
  console.log(pass ? 'Every target met.' : 'Some targets missed (see FAIL above).');
  return pass;
}
