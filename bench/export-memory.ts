/**
 * Memory of the server while it streams a client's own data export (GET /api/account/export, issue 22)
 * holding 200 MiB of their documents: resident memory should grow by less than 50 MB, the bound of the
 * admin's documents zip (bench/document-memory.ts). Starts the app (PGlite, temp DATA_DIR) as a child
 * process with an admin of its own, registers a client whose payment the admin records as verified,
 * fills the client's documents through the API (not measured), then downloads the export as the client,
 * reading the body as a stream and only counting it, sampling the child's VmRSS every 10 ms.
 * Prints a table; exits 0 unless the bench broke.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../e2e/support/app-process';
import { freePort } from '../test-support/free-port';
import { NEAR_LIMIT_FILE_BYTES, pngOfSize, registerClient, signInAdmin } from './support/clients';
import { downloadZip, fillDocuments, printMemoryTable, verifyPayment } from './support/document-files';
import { measureResidentMemory } from './support/resident-memory';
import { runBench } from './support/run-bench';

/** The files the export carries at least: 200 MiB, so over 200 MB whichever is meant. */
const FILES_BYTES = 200 * 1024 * 1024;
const TARGET_GROWTH_BYTES = 50_000_000;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-export-bench-'));
  const admin = { email: 'bench-admin@nestway.test', password: randomBytes(12).toString('base64url') };
  const app = await startApp({
    port: await freePort(),
    env: { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  try {
    const adminCookie = await signInAdmin(app.url, admin);
    const client = await registerClient(app, dataDir, 'Export Bench');
    await verifyPayment(app, adminCookie, client);
    const stored = await fillDocuments(app, client, pngOfSize(NEAR_LIMIT_FILE_BYTES), FILES_BYTES);
    const content = stored * NEAR_LIMIT_FILE_BYTES;

    const zip = await measureResidentMemory(app.pid, () => downloadZip(`${app.url}/api/account/export`, client.cookie));
    if (zip.result < content) throw new Error(`export: ${zip.result} bytes, less than the ${content} bytes of documents`);
    printMemoryTable([{ name: `export of a client with ${stored} documents`, bytes: zip.result, memory: zip }], TARGET_GROWTH_BYTES);
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
