import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';

const SAMPLE_EVERY_MS = 10;
/** How long the server is left idle before its baseline is read. */
const SETTLE_MS = 500;

/** A process's resident set (VmRSS in /proc/PID/status), in KiB. */
const residentKiB = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

export interface MemoryMeasurement<T> {
  /** What `work` returned. */
  result: T;
  baselineKiB: number;
  peakKiB: number;
  seconds: number;
  /** How many times the resident set was read during the work. */
  samples: number;
}

// The sampler runs on a thread of its own, so that the bench's own work (sending and reading large
// bodies) does not space its samples out. Shared cells: [stop, peak KiB, samples, failed].
const SAMPLER = `
const { readFileSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const cells = new Int32Array(workerData.buffer);
const pause = new Int32Array(new SharedArrayBuffer(4));
while (Atomics.load(cells, 0) === 0) {
  try {
    const kib = Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/' + workerData.pid + '/status', 'utf8'))[1]);
    if (kib > Atomics.load(cells, 1)) Atomics.store(cells, 1, kib);
    Atomics.add(cells, 2, 1);
  } catch {
    Atomics.store(cells, 3, 1);
    break;
  }
  Atomics.wait(pause, 0, 0, workerData.everyMs);
}
`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while sampling the resident set of process `pid` every 10 ms: the baseline is read after
 * half a second of quiet, the peak is the highest sample during the work (the baseline if none is higher).
 */
export async function measureResidentMemory<T>(pid: number, work: () => Promise<T>): Promise<MemoryMeasurement<T>> {
  await pause(SETTLE_MS);
  const baselineKiB = await residentKiB(pid);
  const cells = new Int32Array(new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT));
  cells[1] = baselineKiB;
  const sampler = new Worker(SAMPLER, { eval: true, workerData: { buffer: cells.buffer, pid, everyMs: SAMPLE_EVERY_MS } });
  const exited = new Promise<void>((resolve, reject) => {
    sampler.once('exit', () => resolve());
    sampler.once('error', reject);
  });
  // Rejected only if the sampler itself breaks: that is reported where it is awaited, not as unhandled.
  exited.catch(() => undefined);
  await Promise.race([new Promise((resolve) => sampler.once('online', resolve)), exited]);
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    Atomics.store(cells, 0, 1);
    await exited;
    if (cells[3]) throw new Error(`Reading the resident set of process ${pid} failed`);
    return { result, baselineKiB, peakKiB: Math.max(cells[1]!, await residentKiB(pid)), seconds, samples: cells[2]! + 1 };
  } finally {
    Atomics.store(cells, 0, 1);
    await exited.catch(() => undefined);
  }
}
