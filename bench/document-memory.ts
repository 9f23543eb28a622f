/**
 * Memory of the server while it receives a 20 MB documents upload and while it streams a 200 MB zip
 * of a client's documents (issue 9: resident memory grows by less than 50 MB in each). Starts the app
 * (PGlite, temp DATA_DIR) as a child process with an admin of its own, registers a client whose payment
 * the admin records as verified (the payment override), then, sampling the child's resident set (VmRSS
 * in /proc) every 10 ms:
 * - uploads two files of just under 10 MB in one multipart request (POST /api/documents), 5 times;
 * - fills the client's documents up to 200 MiB through the same API (not measured), then downloads
 *   GET /api/admin/users/{id}/documents/download-all, reading the body as a stream and only counting it.
 * Sizes are in MB (10^6 bytes), as the target is. Prints a table; exits 0 unless the bench broke.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { documentTypes, MAX_DOCUMENTS_PER_UPLOAD } from '@nestway/core/documents';
import { startApp, type RunningApp } from '../e2e/support/app-process';
import { freePort } from '../test-support/free-port';
import { printAligned } from './print-aligned';
import { NEAR_LIMIT_FILE_BYTES, pngOfSize, registerClient, signInAdmin, type Client } from './support/clients';
import { measureResidentMemory, type MemoryMeasurement } from './support/resident-memory';
import { runBench } from './support/run-bench';

const FILE_BYTES = NEAR_LIMIT_FILE_BYTES;
const FILES_PER_MEASURED_UPLOAD = 2;
const MEASURED_UPLOADS = 5;
/** The documents the zip carries at least: 200 MiB, so over 200 MB whichever is meant. */
const ZIP_CONTENT_BYTES = 200 * 1024 * 1024;
const TARGET_GROWTH_BYTES = 50_000_000;
/** The zip's end-of-central-directory record: its signature, and its length with no comment. */
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_OF_CENTRAL_DIRECTORY_BYTES = 22;

interface Row {
  name: string;
  bytes: number;
  memory: MemoryMeasurement<unknown>;
}

/** One upload of `count` documents of the same type, as the client. */
async function uploadDocuments(app: RunningApp, client: Client, file: Blob, count: number, round: number): Promise<void> {
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

/** The admin records the client's payment as made outside the app: documents are open to the client from then. */
async function verifyPayment(app: RunningApp, adminCookie: string, client: Client): Promise<void> {
  const form = new FormData();
  form.append('amount', '250.00');
  form.append('notes', 'document memory bench');
  const response = await fetch(`${app.url}/api/admin/users/${client.id}/payment-override`, {
    method: 'POST',
    headers: { origin: app.url, cookie: adminCookie },
    body: form,
  });
  if (response.status !== 201) throw new Error(`payment override: ${response.status} ${await response.text()}`);
}

/** Downloads the client's zip, counting its bytes as they come (none kept), and checks its last record. */
async function downloadZip(app: RunningApp, adminCookie: string, client: Client): Promise<number> {
  const response = await fetch(`${app.url}/api/admin/users/${client.id}/documents/download-all`, { headers: { cookie: adminCookie } });
  if (response.status !== 200 || !response.body) throw new Error(`download-all: ${response.status} ${await response.text()}`);
  if (response.headers.get('content-type') !== 'application/zip') throw new Error(`download-all: ${response.headers.get('content-type')}`);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    const last = chunk.byteLength >= END_OF_CENTRAL_DIRECTORY_BYTES ? [chunk.subarray(-END_OF_CENTRAL_DIRECTORY_BYTES)] : [tail, chunk];
    tail = Buffer.concat(last).subarray(-END_OF_CENTRAL_DIRECTORY_BYTES);
  }
  if (!tail.subarray(0, END_OF_CENTRAL_DIRECTORY.length).equals(END_OF_CENTRAL_DIRECTORY))
    throw new Error(`download-all: the ${bytes} bytes received do not end as a zip does`);
  return bytes;
}

function printTable(rows: readonly Row[]): boolean {
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  let pass = true;
  printAligned(
    rows.map(({ name, bytes, memory }) => {
      const growth = (memory.peakKiB - memory.baselineKiB) * 1024;
      if (growth >= TARGET_GROWTH_BYTES) pass = false;
      return {
        measurement: name,
        'MB moved': mb(bytes),
        seconds: memory.seconds.toFixed(2),
        'MB/s': (bytes / 1e6 / memory.seconds).toFixed(1),
        'RSS before MB': mb(memory.baselineKiB * 1024),
        'RSS peak MB': mb(memory.peakKiB * 1024),
        samples: String(memory.samples),
        'growth MB': mb(growth),
        target: `< ${mb(TARGET_GROWTH_BYTES)} MB`,
        result: growth < TARGET_GROWTH_BYTES ? 'PASS' : 'FAIL',
      };
    }),
  );
  return pass;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-document-bench-'));
  const admin = { email: 'bench-admin@nestway.test', password: randomBytes(12).toString('base64url') };
  const app = await startApp({
    port: await freePort(),
    env: { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  try {
    const adminCookie = await signInAdmin(app.url, admin);
    const client = await registerClient(app, dataDir, 'Document Bench');
    await verifyPayment(app, adminCookie, client);
    const file = pngOfSize(FILE_BYTES);
    let round = 0;

    const upload = await measureResidentMemory(app.pid, async () => {
      for (let i = 0; i < MEASURED_UPLOADS; i++) await uploadDocuments(app, client, file, FILES_PER_MEASURED_UPLOAD, round++);
    });
    const rows: Row[] = [
      {
        name: `${MEASURED_UPLOADS} uploads of ${FILES_PER_MEASURED_UPLOAD} x ${(FILE_BYTES / 1e6).toFixed(2)} MB`,
        bytes: MEASURED_UPLOADS * FILES_PER_MEASURED_UPLOAD * FILE_BYTES,
        memory: upload,
      },
    ];

    const filling = performance.now();
    let stored = MEASURED_UPLOADS * FILES_PER_MEASURED_UPLOAD;
    const wanted = Math.ceil(ZIP_CONTENT_BYTES / FILE_BYTES);
    while (stored < wanted) {
      const count = Math.min(MAX_DOCUMENTS_PER_UPLOAD, wanted - stored);
      await uploadDocuments(app, client, file, count, round++);
      stored += count;
    }
    const content = stored * FILE_BYTES;
    console.log(
      `client filled: ${stored} documents, ${(content / 1e6).toFixed(1)} MB (${(content / 1024 / 1024).toFixed(1)} MiB), ` +
        `the last ${stored - MEASURED_UPLOADS * FILES_PER_MEASURED_UPLOAD} in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );

    const zip = await measureResidentMemory(app.pid, () => downloadZip(app, adminCookie, client));
    if (zip.result < content) throw new Error(`download-all: ${zip.result} bytes, less than the ${content} bytes of documents`);
    rows.push({ name: `zip of ${stored} documents (download-all)`, bytes: zip.result, memory: zip });

    const pass = printTable(rows);
    console.log(pass ? 'Every target met.' : 'Some targets missed (see FAIL above).');
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
