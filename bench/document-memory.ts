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
import { NEAR_LIMIT_FILE_BYTES, pngOfSize } from './support/clients';
import { downloadZip, fillDocuments, printMemoryTable, uploadDocuments, withPaidClient, type MemoryRow } from './support/document-files';
import { measureResidentMemory } from './support/resident-memory';
import { runBench } from './support/run-bench';

const FILE_BYTES = NEAR_LIMIT_FILE_BYTES;
const FILES_PER_MEASURED_UPLOAD = 2;
const MEASURED_UPLOADS = 5;
/** The documents the zip carries at least: 200 MiB, so over 200 MB whichever is meant. */
const ZIP_CONTENT_BYTES = 200 * 1024 * 1024;
const TARGET_GROWTH_BYTES = 50_000_000;

function main(): Promise<void> {
  return withPaidClient('Document', async ({ app, adminCookie, client }) => {
    const file = pngOfSize(FILE_BYTES);
    let round = 0;

    const upload = await measureResidentMemory(app.pid, async () => {
      for (let i = 0; i < MEASURED_UPLOADS; i++) await uploadDocuments(app, client, file, FILES_PER_MEASURED_UPLOAD, round++);
    });
    const rows: MemoryRow[] = [
      {
        name: `${MEASURED_UPLOADS} uploads of ${FILES_PER_MEASURED_UPLOAD} x ${(FILE_BYTES / 1e6).toFixed(2)} MB`,
        bytes: MEASURED_UPLOADS * FILES_PER_MEASURED_UPLOAD * FILE_BYTES,
        memory: upload,
      },
    ];

    const stored = await fillDocuments(app, client, file, ZIP_CONTENT_BYTES, {
      stored: MEASURED_UPLOADS * FILES_PER_MEASURED_UPLOAD,
      round,
    });
    const content = stored * FILE_BYTES;

    const zipUrl = `${app.url}/api/admin/users/${client.id}/documents/download-all`;
    const zip = await measureResidentMemory(app.pid, () => downloadZip(zipUrl, adminCookie));
    if (zip.result < content) throw new Error(`download-all: ${zip.result} bytes, less than the ${content} bytes of documents`);
    rows.push({ name: `zip of ${stored} documents (download-all)`, bytes: zip.result, memory: zip });

    printMemoryTable(rows, TARGET_GROWTH_BYTES);
  });
}

runBench(main);
