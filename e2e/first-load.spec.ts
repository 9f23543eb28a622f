import { firstVisitTransfers } from './support/first-visit';
import { expect, test } from './support/test';

/**
 * What a first visit makes the browser download in scripts, as it arrives: requests, and bytes on the
 * wire with every response's headers (docs/decisions/012-first-load.md). apps/web/scripts/byte-budget.test.ts
 * holds every route's scripts to a budget in gzipped bytes; this holds what the server really sends,
 * headers included, for the pages a first visitor opens. `bench/first-load.ts` prints the same figures.
 */
const KB = 1000;
const BUDGETS = [
  { path: '/', scripts: 10, bytes: 90 * KB },
  { path: '/login', bytes: 150 * KB },
  { path: '/register', bytes: 150 * KB },
];

for (const budget of BUDGETS) {
  test(`a first visit to ${budget.path} stays within its script budget, headers included`, async ({ page }) => {
    const scripts = (await firstVisitTransfers(page, budget.path)).filter((transfer) => transfer.type === 'Script');
    const listed = scripts.map((script) => `${script.path} ${script.bytes}`).join('\n');
    expect(scripts.length, listed).toBeGreaterThan(0);
    if (budget.scripts !== undefined) expect(scripts.length, listed).toBeLessThanOrEqual(budget.scripts);
    // What the browser counts for a script holds its status line and headers as well as its body.
    for (const script of scripts) {
      expect(script.headerBytes, script.path).toBeGreaterThan(0);
      expect(script.bytes, script.path).toBeGreaterThanOrEqual(script.headerBytes + script.bodyBytes);
    }
    expect(
      scripts.reduce((sum, script) => sum + script.bytes, 0),
      listed,
    ).toBeLessThanOrEqual(budget.bytes);
  });
}
