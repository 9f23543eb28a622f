/**
 * Lighthouse (mobile, simulated slow 4G, 4x CPU slowdown: its defaults) on the first visit to `/`,
 * `/login` and `/register`, against the built app (`npm run build` first; `--app <checkout>` for
 * another built checkout) started as `npm start` starts it, LIGHTHOUSE_RUNS runs a page (3 unless
 * set), a run whose trace broke run again. Drives the Chromium at CHROMIUM_PATH (default /usr/bin/chromium); nothing is downloaded.
 * Prints performance, accessibility, LCP, TBT, CLS and the bytes each page transferred; the targets
 * are performance >= 95 and accessibility 100 (issue 7). Exits 0 unless the bench itself broke.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { killAllServers, startApp } from '../e2e/support/app-process';
import { freePort } from '../test-support/free-port';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { printAligned } from './print-aligned';
import { checkoutArgument } from './support/checkout-argument';

const PAGES = ['/', '/login', '/register'];
const RUNS_PER_PAGE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  transferKB: number;
  scriptKB: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run whose trace broke (NO_NAVSTART, NO_FCP) has no figures: auditWithRetries runs it again.
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code}`);
  const resourceItems = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }).items ?? [];
  const transfer = (type: string) => (resourceItems.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1000;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    transferKB: transfer('total'),
    scriptKB: transfer('script'),
  };
}

const ATTEMPTS_PER_RUN = 3;

async function auditWithRetries(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt === ATTEMPTS_PER_RUN) throw error;
      console.log(`${(error as Error).message}; running it again`);
    }
  }
}

async function main() {
  const { checkout } = checkoutArgument();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-lighthouse-'));
  const app = await startApp({ port: await freePort(), env: { DATA_DIR: dataDir }, cwd: checkout });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    console.log(`Lighthouse ${RUNS_PER_PAGE} runs per page (median), mobile, simulated slow 4G, ${checkout} at ${app.url}`);
    const rows = [];
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run++) runs.push(await auditWithRetries(`${app.url}${page}`, chrome.port));
      const m = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      rows.push({
        page,
        perf: String(m('performance')),
        'perf of each run': runs.map((figures) => figures.performance).join(' '),
        a11y: String(m('accessibility')),
        'FCP ms': m('fcpMs').toFixed(0),
        'LCP ms': m('lcpMs').toFixed(0),
        'TBT ms': m('tbtMs').toFixed(0),
        CLS: m('cls').toFixed(3),
        'transfer KB': m('transferKB').toFixed(1),
        'script KB': m('scriptKB').toFixed(1),
      });
    }
    printAligned(rows);
  } finally {
    chrome.kill();
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.on('exit', killAllServers);
await main();
