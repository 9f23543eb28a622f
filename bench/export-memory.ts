/**
 * Memory of the server while it streams a client's own data export (GET /api/account/export, issue 22)
 * holding 200 MiB of their documents: resident memory should grow by less than 50 MB, the bound of the
 * admin's documents zip (bench/document-memory.ts). Starts the app (PGlite, temp DATA_DIR) as a child
 * process with an admin of its own, registers a client whose payment the admin records as verified,
 * fills the client's documents through the API (not measured), then downloads the export as the client,
 * reading the body as a stream and only counting it, sampling the child's VmRSS every 10 ms.
 * Prints a table; exits 0 unless the bench broke.
 */
import { NEAR_LIMIT_FILE_BYTES, pngOfSize } from './support/clients';
import { downloadZip, fillDocuments, printMemoryTable, withPaidClient } from './support/document-files';
import { measureResidentMemory } from './support/resident-memory';
import { runBench } from './support/run-bench';

/** The files the export carries at least: 200 MiB, so over 200 MB whichever is meant. */
const FILES_BYTES = 200 * 1024 * 1024;
const TARGET_GROWTH_BYTES = 50_000_000;

function main(): Promise<void> {
  return withPaidClient('Export', async ({ app, client }) => {
    const stored = await fillDocuments(app, client, pngOfSize(NEAR_LIMIT_FILE_BYTES), FILES_BYTES);
    const content = stored * NEAR_LIMIT_FILE_BYTES;

    const zip = await measureResidentMemory(app.pid, () => downloadZip(`${app.url}/api/account/export`, client.cookie));
    if (zip.result < content) throw new Error(`export: ${zip.result} bytes, less than the ${content} bytes of documents`);
    printMemoryTable([{ name: `export of a client with ${stored} documents`, bytes: zip.result, memory: zip }], TARGET_GROWTH_BYTES);
  });
}

runBench(main);
