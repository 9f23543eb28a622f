/**
 * Lighthouse (mobile, simulated slow 4G, 4x CPU slowdown: its defaults) on the first visit to `/`,
 * `/login` and `/register`, against the built app (`npm run build` first) started as `npm start`
 * starts it. Drives the Chromium at CHROMIUM_PATH (default /usr/bin/chromium); nothing is downloaded.
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

const PAGES = ['/', '/login', '/register'];
const RUNS_PER_PAGE = 3;

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
  const { categories, audits } = result.lhr;
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

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-lighthouse-'));
  const app = await startApp({ port: await freePort(), env: { DATA_DIR: dataDir } });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    console.log(`Lighthouse ${RUNS_PER_PAGE} runs per page (median), mobile, simulated slow 4G, ${app.url}`);
    console.log('page        perf  a11y    FCP ms    LCP ms   TBT ms    CLS   transfer KB  script KB');
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run++) runs.push(await audit(`${app.url}${page}`, chrome.port));
      const m = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      console.log(
        `${page.padEnd(10)} ${String(m('performance')).padStart(5)} ${String(m('accessibility')).padStart(5)} ${m('fcpMs').toFixed(0).padStart(9)} ${m('lcpMs').toFixed(0).padStart(9)} ${m('tbtMs').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(6)} ${m('transferKB').toFixed(1).padStart(12)} ${m('scriptKB').toFixed(1).padStart(10)}`,
      );
    }
  } finally {
    chrome.kill();
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.on('exit', killAllServers);
await main();
