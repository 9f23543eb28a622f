/**
 * Memory of the server while it receives 10 MB payment proofs: the upload is streamed to storage,
 * so resident memory should grow by far less than the file. Starts the app (PGlite, temp DATA_DIR) as
 * a child process, signs a tenant in, uploads a 10 MB PNG then replaces it four times, sampling the
 * child's resident set (VmRSS in /proc) every 10 ms. Prints the figures; exits 0 unless the bench broke.
 */
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, killAllServers, startApp } from '../e2e/support/app-process';

const FILE_BYTES = 10 * 1024 * 1024 - 64 * 1024;
const UPLOADS = 5;

/** A PNG signature and header followed by filler: file-type reads it as image/png. */
function pngOfSize(bytes: number): Blob {
  const head = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const body = Buffer.alloc(bytes - head.length, 7);
  return new Blob([head, body], { type: 'image/png' });
}

const residentKiB = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-upload-bench-'));
  const port = await freePort();
  const app = await startApp({ port, env: { DATA_DIR: dataDir } });
  try {
    const headers = { origin: app.url };
    const json = { ...headers, 'content-type': 'application/json' };
    const email = `upload-bench-${Date.now()}@nestway.test`;
    const registered = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ fullName: 'Upload Bench', email, password: 'bench-password', confirmPassword: 'bench-password' }),
    });
    const { user } = (await registered.json()) as { user: { id: string } };
    const outbox = path.join(dataDir, 'outbox');
    const mail = await readFile(path.join(outbox, (await readdir(outbox))[0]!), 'utf8');
    const code = /Subject: (\d{6}) is your/.exec(mail)![1];
    const verified = await fetch(`${app.url}/api/auth/verify-otp`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ userId: user.id, otpCode: code }),
    });
    const cookie = verified.headers.get('set-cookie')!.split(';')[0]!;
    const signed = await fetch(`${app.url}/api/terms-and-conditions`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ fullName: 'Upload Bench', signature: 'Upload Bench', hasAgreed: true }),
    });
    if (!signed.ok) throw new Error(`terms: ${signed.status} ${await signed.text()}`);

    const file = pngOfSize(FILE_BYTES);
    const form = () => {
      const body = new FormData();
      body.append('amount', '250.00');
      body.append('type', 'initial');
      body.append('proofImage', file, 'proof.png');
      return body;
    };

    await new Promise((resolve) => setTimeout(resolve, 500));
    const baseline = await residentKiB(app.pid);
    let peak = baseline;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await residentKiB(app.pid));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const started = performance.now();
    const first = await fetch(`${app.url}/api/payments`, { method: 'POST', headers: { ...headers, cookie }, body: form() });
    if (first.status !== 201) throw new Error(`upload: ${first.status} ${await first.text()}`);
    const { id } = (await first.json()) as { id: string };
    for (let i = 1; i < UPLOADS; i++) {
      const replaced = await fetch(`${app.url}/api/payments/${id}`, { method: 'PUT', headers: { ...headers, cookie }, body: form() });
      if (!replaced.ok) throw new Error(`replace: ${replaced.status} ${await replaced.text()}`);
    }
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;

    const mib = (kib: number) => (kib / 1024).toFixed(1);
    console.log(`${UPLOADS} uploads of a ${(FILE_BYTES / 1024 / 1024).toFixed(2)} MiB PNG in ${seconds.toFixed(2)} s`);
    console.log(`server resident memory: ${mib(baseline)} MiB before, ${mib(peak)} MiB at peak, growth ${mib(peak - baseline)} MiB`);
    console.log(`growth as a share of one file: ${((((peak - baseline) * 1024) / FILE_BYTES) * 100).toFixed(0)} %`);
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.on('SIGINT', () => {
  killAllServers();
  process.exit(130);
});
main().catch((error: unknown) => {
  console.error(error);
  killAllServers();
  process.exit(1);
});
