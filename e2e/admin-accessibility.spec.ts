import { paths } from '@nestway/core/web-routes';
import { seriousViolations } from './support/axe';
import { adminPage, expect, test } from './support/test';

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
