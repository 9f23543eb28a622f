import { readFile } from 'node:fs/promises';
import { accountDeletionMessages } from '@nestway/core/account-deletion';
import { readMail } from './support/mail';
import { expect, screenshotAtBothWidths, sectionAtBothWidths, test, viewAtBothWidths } from './support/test';

test('a client downloads their data from the dashboard: a dated zip holding data.json', async ({ page, accounts }) => {
  const client = await accounts.createOnboarded('export-self');
  await accounts.signIn(page, client);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Your data' });
  await sectionAtBothWidths(section, 'your-data');
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^nestway-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  // A zip file's signature, and data.json named in its directory (names are stored uncompressed).
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.includes('data.json')).toBe(true);
});

test('a client deletes their own account from the dashboard, lands signed out on the home page and is e-mailed', async ({
  page,
  accounts,
}) => {
  const client = await accounts.createOnboarded('delete-self');
  await accounts.signIn(page, client);
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('for 6 years as UK tax law requires');
  await expect(dialog).toBeInViewport();
  await viewAtBothWidths(page, 'delete-account-dialog');

  await dialog.getByLabel('Password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  // The toast, and the copy of it read out to screen readers.
  await expect(page.getByText(accountDeletionMessages.wrongPassword).first()).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(client.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: accountDeletionMessages.deleted })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await screenshotAtBothWidths(page, 'account-deleted-home');

  const mail = await readMail(client.email, { subjectIncludes: 'account was deleted' });
  expect(mail.text).toContain('kept for 6 years');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
