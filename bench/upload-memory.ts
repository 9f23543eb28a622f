/**
 * Memory of the server while it receives 10 MB payment proofs: the upload is streamed to storage,
 * so resident memory should grow by far less than the file. Starts the app (PGlite, temp DATA_DIR) as
 * a child process, signs a client in, uploads a 10 MB PNG then replaces it four times, sampling the
 * child's resident set (VmRSS in /proc) every 10 ms. Prints the figures; exits 0 unless the bench broke.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../e2e/support/app-process';
import { freePort } from '../test-support/free-port';
import { NEAR_LIMIT_FILE_BYTES, pngOfSize, registerClient } from './support/clients';
import { measureResidentMemory } from './support/resident-memory';
import { runBench } from './support/run-bench';

const FILE_BYTES = NEAR_LIMIT_FILE_BYTES;
const UPLOADS = 5;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-upload-bench-'));
  const port = await freePort();
  const app = await startApp({ port, env: { DATA_DIR: dataDir } });
  try {
    const headers = { origin: app.url };
    const { cookie } = await registerClient(app, dataDir, 'Upload Bench');

    const file = pngOfSize(FILE_BYTES);
    const form = () => {
      const body = new FormData();
      body.append('amount', '250.00');
      body.append('type', 'initial');
      body.append('proofImage', file, 'proof.png');
      return body;
    };

    const {
      baselineKiB: baseline,
      peakKiB: peak,
      seconds,
    } = await measureResidentMemory(app.pid, async () => {
      const first = await fetch(`${app.url}/api/payments`, { method: 'POST', headers: { ...headers, cookie }, body: form() });
      if (first.status !== 201) throw new Error(`upload: ${first.status} ${await first.text()}`);
      const { id } = (await first.json()) as { id: string };
      for (let i = 1; i < UPLOADS; i++) {
        const replaced = await fetch(`${app.url}/api/payments/${id}`, { method: 'PUT', headers: { ...headers, cookie }, body: form() });
        if (!replaced.ok) throw new Error(`replace: ${replaced.status} ${await replaced.text()}`);
      }
    });

    const mib = (kib: number) => (kib / 1024).toFixed(1);
    console.log(`${UPLOADS} uploads of a ${(FILE_BYTES / 1024 / 1024).toFixed(2)} MiB PNG in ${seconds.toFixed(2)} s`);
    console.log(`server resident memory: ${mib(baseline)} MiB before, ${mib(peak)} MiB at peak, growth ${mib(peak - baseline)} MiB`);
    console.log(`growth as a share of one file: ${((((peak - baseline) * 1024) / FILE_BYTES) * 100).toFixed(0)} %`);
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
