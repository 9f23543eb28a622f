import type { Page } from '@playwright/test';
import { paths } from '@nestway/core/web-routes';
import axe from 'axe-core';
import { adminPage, expect, test } from './support/test';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's serious and critical violations on the page as it stands (WCAG 2.x A and AA rules). */
async function seriousViolations(page: Page): Promise<string[]> {
  // axe-core's browser script, evaluated in the page: the app's Content Security Policy refuses an injected script tag.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    );
}

// The back office is used at a desk and on a phone: each of its screens, at both widths, has no serious or critical axe violation.
test('the back office screens have no serious or critical accessibility violation at 1280 and 390 px', async ({ browser, accounts }) => {
  test.setTimeout(90_000);
  const client = await accounts.createOnboarded('admin-a11y');
  const page = await adminPage(browser);
  const screens = [
    { path: paths.adminDashboard, heading: 'Admin Dashboard' },
    { path: paths.adminAvailability, heading: 'Admin Dashboard' },
    { path: paths.adminUser.href(client.id), heading: client.fullName },
    { path: paths.adminStaff, heading: 'Staff' },
    { path: paths.adminAuditLog, heading: 'Audit Log' },
    { path: paths.adminRejectionReasons, heading: 'Rejection Reasons' },
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      expect(await seriousViolations(page), `${screen.path} at ${width} px`).toEqual([]);
    }
  }
});
