/**
 * What a first visit to `/`, `/login` and `/register` downloads, as Chromium counts it: requests by
 * type, and bytes on the wire with the response headers (CDP's `encodedDataLength` at
 * `Network.loadingFinished`, which over HTTP/1.1 is the status line and headers plus the compressed
 * body). Against a built checkout (`--app <dir>`, this one by default) started as `npm start` starts
 * it, with an empty cache, once the page has loaded and the network has gone quiet. `--verbose` lists
 * every request. e2e/first-load.spec.ts holds the same figures to their budgets.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startApp } from '../e2e/support/app-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { firstVisitTransfers, type Transfer } from '../e2e/support/first-visit';
import { freePort } from '../test-support/free-port';
import { printAligned } from './print-aligned';
import { checkoutArgument } from './support/checkout-argument';
import { runBench } from './support/run-bench';

const PAGES = ['/', '/login', '/register'];

const kilobytes = (transfers: Transfer[], part: (transfer: Transfer) => number = (transfer) => transfer.bytes) =>
  (transfers.reduce((sum, transfer) => sum + part(transfer), 0) / 1000).toFixed(1);

async function main() {
  const { checkout, verbose } = checkoutArgument();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-first-load-'));
  const app = await startApp({ port: await freePort(), env: { DATA_DIR: dataDir }, cwd: checkout });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`First visit in Chromium, empty cache, ${checkout}`);
    const rows = [];
    for (const page of PAGES) {
      const context = await browser.newContext();
      const transfers = await firstVisitTransfers(await context.newPage(), `${app.url}${page}`);
      await context.close();
      const scripts = transfers.filter((transfer) => transfer.type === 'Script');
      rows.push({
        page,
        requests: String(transfers.length),
        'script requests': String(scripts.length),
        'script KB': kilobytes(scripts),
        'script headers KB': kilobytes(scripts, (transfer) => transfer.headerBytes),
        'all KB': kilobytes(transfers),
        'all headers KB': kilobytes(transfers, (transfer) => transfer.headerBytes),
      });
      if (verbose) {
        for (const t of transfers)
          console.log(
            `${page.padEnd(10)} ${t.type.padEnd(10)} ${String(t.bytes).padStart(7)} ${String(t.headerBytes).padStart(5)}  ${t.path}`,
          );
      }
    }
    printAligned(rows);
  } finally {
    await browser.close();
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
