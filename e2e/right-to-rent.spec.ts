import { sampleFiles, scanPng } from '../test-support/fixtures/files';
import { adminPage, expect, screenshotAtBothWidths, sectionAtBothWidths, test } from './support/test';

test('a client gives a share code, the admin records a time-limited check with its PDF and a passport expiry, and both see them', async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(120_000);
  const client = await accounts.createOnboarded('right-to-rent');
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await accounts.payAtOffice(client);

  // The client gives the share code on the dashboard, as the Home Office shows it, in lower case.
  await page.setViewportSize({ width: 390, height: 900 });
  await accounts.signIn(page, client);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Right to Rent' });
  await section.getByLabel('Share code').fill('w4x 7yt 9p');
  await section.getByLabel('Date of birth').fill('2001-04-30');
  await section.getByRole('button', { name: 'Save Share Code' }).click();
  await expect(section.getByText('Enter your share code: 9 letters and numbers, like W4X 7YT 9PQ.')).toBeVisible();
  await section.getByLabel('Share code').fill('w4x 7yt 9pq');
  await section.getByRole('button', { name: 'Save Share Code' }).click();
  await expect(page.getByText('Share code saved', { exact: true })).toBeVisible();
  await expect(section.getByLabel('Share code')).toHaveValue('W4X 7YT 9PQ');

  // The client uploads a passport for the admin to verify with its expiry date.
  const uploads = page.getByRole('region', { name: 'Upload Documents' });
  await uploads.getByLabel('Document type').selectOption('passport');
  await uploads.getByLabel('Files').setInputFiles([{ name: 'passport.png', mimeType: 'image/png', buffer: scanPng() }]);
  await uploads.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page.getByText('1 file sent for review.', { exact: true })).toBeVisible();

  // The admin checks it on GOV.UK and records a time-limited permission ending in three weeks, with the PDF.
  await admin.goto(`/admin/users/${client.id}`);
  const block = admin.getByRole('region', { name: 'Right to Rent' });
  await expect(block.getByText('W4X 7YT 9PQ')).toBeVisible();
  await expect(block.getByRole('link', { name: /Check a tenant’s right to rent/ })).toHaveAttribute(
    'href',
    'https://www.gov.uk/view-right-to-rent',
  );
  await block.getByRole('button', { name: 'Record Check' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Record Right to Rent check' });
  await dialog.getByLabel('Time-limited right to rent').check();
  await dialog.getByRole('button', { name: 'Record Check' }).click();
  await expect(dialog.getByText('Enter when the time-limited permission ends.')).toBeVisible();
  const ends = new Date(Date.now() + 21 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Permission ends on').fill(ends);
  await dialog
    .getByLabel('Home Office result (optional)')
    .setInputFiles({ name: 'home-office-result.pdf', mimeType: 'application/pdf', buffer: sampleFiles.pdf });
  await dialog.getByRole('button', { name: 'Record Check' }).click();
  await expect(admin.getByText('Check recorded', { exact: true })).toBeVisible();
  await expect(block.getByText('Follow-up due')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Home Office result (PDF)' })).toBeVisible();

  const documents = admin.getByRole('region', { name: 'Documents' });
  await documents.getByRole('listitem').filter({ hasText: 'passport.png' }).getByRole('button', { name: 'Verify' }).click();
  const verify = admin.getByRole('dialog', { name: 'Verify Document' });
  const expires = new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await verify.getByLabel('Expiry date (optional)').fill(expires);
  await verify.getByRole('button', { name: 'Verify Document' }).click();
  await expect(documents.getByText(/Expires soon/)).toBeVisible();
  await sectionAtBothWidths(block, 'r2r-admin');
  await sectionAtBothWidths(documents, 'r2r-admin-documents');
  await screenshotAtBothWidths(admin, 'r2r-admin-client-page');

  // The dashboard card counts the follow-up and opens the list with the client in it.
  await admin.goto('/admin/dashboard');
  const card = admin.getByRole('region', { name: 'Right to Rent follow-ups' });
  await card.getByRole('button', { name: /Right to Rent Follow-ups/ }).click();
  await expect(card.getByRole('link', { name: client.fullName })).toBeVisible();
  await sectionAtBothWidths(card, 'r2r-admin-dashboard-card');

  // The client sees the outcome and the passport's expiry.
  await page.reload();
  await expect(section.getByText('Time-limited right to rent')).toBeVisible();
  await expect(uploads.getByText(/Expires soon/)).toBeVisible();
  await expect(section.getByText('Ending soon')).toBeVisible();
  await sectionAtBothWidths(section, 'r2r-client');
  await sectionAtBothWidths(uploads, 'r2r-client-documents');
  await screenshotAtBothWidths(page, 'r2r-client-dashboard');
});
