import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { sampleFiles, scanPng } from '../test-support/fixtures/files';
import { setting } from './support/settings';
import { adminPage, expect, screenshot, screenshotAtBothWidths, test } from './support/test';

const documentItem = (section: Locator, fileName: string) => section.getByRole('listitem').filter({ hasText: fileName });

// The client works on a phone (390 px), the admin at a desk (1280 px); every screen is also shot at the other width.
test('a client uploads a passport, the admin reviews it, the client replaces the rejected page, and the admin downloads them all', async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(120_000);
  const client = await accounts.createOnboarded('documents');
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await accounts.payAtOffice(client);

  // The client uploads both pages of the passport together.
  await page.setViewportSize({ width: 390, height: 900 });
  await accounts.signIn(page, client);
  await page.goto('/dashboard');
  const uploads = page.getByRole('region', { name: 'Upload Documents' });
  await uploads.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page.getByText('Please select document(s) and specify their type.', { exact: true })).toBeVisible();
  await uploads.getByLabel('Document type').selectOption('passport');
  await uploads.getByLabel('Files').setInputFiles([
    { name: 'passport-front.png', mimeType: 'image/png', buffer: scanPng() },
    { name: 'passport-back.png', mimeType: 'image/png', buffer: scanPng(300, 190) },
  ]);
  await uploads.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page.getByText('2 files sent for review.', { exact: true })).toBeVisible();
  await expect(documentItem(uploads, 'passport-front.png').getByText('Pending')).toBeVisible();
  await expect(documentItem(uploads, 'passport-back.png').getByText('Pending')).toBeVisible();

  // The admin previews the front page, zooms and rotates it, then rejects it with a note.
  await admin.goto(`/admin/users/${client.id}`);
  const documents = admin.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Preview passport-front.png' }).click();
  const preview = admin.getByRole('dialog', { name: 'passport-front.png' });
  const image = preview.getByRole('img', { name: 'passport-front.png' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await expect(preview.getByText('150%')).toBeVisible();
  await preview.getByRole('button', { name: 'Rotate' }).click();
  await expect(image).toHaveAttribute('style', /scale\(1\.5\) rotate\(90deg\)/);
  await screenshot(admin, 'admin-document-preview');
  await admin.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await documentItem(documents, 'passport-front.png').getByRole('button', { name: 'Reject' }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject Document' });
  const note = 'The photo page is blurred. Please upload all pages of your passport again, together.';
  await reject.getByLabel('Reason for the client').fill(note);
  await reject.getByRole('button', { name: 'Reject Document' }).click();
  await expect(reject).toBeHidden();
  await expect(documentItem(documents, 'passport-front.png').getByText('Rejected')).toBeVisible();

  // The client reads the note and sends a clear page; it replaces the rejected one.
  await page.reload();
  await expect(documentItem(uploads, 'passport-front.png').getByText('Rejected')).toBeVisible();
  await expect(uploads.getByText(note)).toBeVisible();
  await screenshotAtBothWidths(page, 'dashboard-documents-rejected');
  await expect(uploads.getByLabel('Document type')).toHaveValue('passport');
  await uploads.getByLabel('Files').setInputFiles({ name: 'passport-front-clear.png', mimeType: 'image/png', buffer: scanPng() });
  await uploads.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page.getByText('1 file sent for review.', { exact: true })).toBeVisible();
  await expect(documentItem(uploads, 'passport-front.png')).toHaveCount(0);
  await expect(documentItem(uploads, 'passport-front-clear.png').getByText('Pending')).toBeVisible();

  // The admin verifies both pages and downloads the zip.
  await admin.reload();
  for (const fileName of ['passport-front-clear.png', 'passport-back.png']) {
    await documentItem(documents, fileName).getByRole('button', { name: 'Verify' }).click();
    const verify = admin.getByRole('dialog', { name: 'Verify Document' });
    await verify.getByRole('button', { name: 'Verify Document' }).click();
    await expect(verify).toBeHidden();
    await expect(documentItem(documents, fileName).getByText('Verified')).toBeVisible();
  }
  await expect(documents.getByText('passport-front.png')).toHaveCount(0);
  await screenshotAtBothWidths(admin, 'admin-documents-verified');
  const [zip] = await Promise.all([admin.waitForEvent('download'), documents.getByRole('link', { name: 'Download All Files' }).click()]);
  expect(zip.suggestedFilename()).toBe(`${client.fullName.replaceAll(' ', '_')}_Documents.zip`);
  const zipBytes = await readFile((await zip.path())!);
  expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
  // A zip's central directory lists each entry's path in plain text.
  expect(zipBytes.includes('passport-front-clear.png')).toBe(true);
  expect(zipBytes.includes('passport-back.png')).toBe(true);
  expect(zipBytes.includes('passport-front.png')).toBe(false);

  await page.reload();
  await expect(documentItem(uploads, 'passport-front-clear.png').getByText('Verified')).toBeVisible();
});

test('the admin shares an invoice the client downloads, and overrides the status the client then sees', async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(90_000);
  const client = await accounts.createOnboarded('shared-files');
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`/admin/users/${client.id}`);

  const shared = admin.getByRole('region', { name: 'Files Shared with User' });
  await shared.getByRole('button', { name: 'Upload File' }).click();
  const share = admin.getByRole('dialog', { name: 'Upload File' });
  await share
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'invoice-march.pdf', mimeType: 'application/pdf', buffer: sampleFiles.pdf });
  await share.getByLabel('Display name').fill('March invoice');
  await share.getByLabel('Description (optional)').fill('The consultancy fee, paid in full.');
  await share.getByLabel('Category').selectOption('invoice');
  await share.getByRole('button', { name: 'Upload File' }).click();
  await expect(share).toBeHidden();
  await expect(shared.getByText('Not downloaded yet')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 900 });
  await accounts.signIn(page, client);
  await page.goto('/dashboard');
  const files = page.getByRole('region', { name: 'Files Shared by Admin' });
  await expect(files.getByText('March invoice')).toBeVisible();
  await expect(files.getByText('The consultancy fee, paid in full.')).toBeVisible();
  await screenshotAtBothWidths(page, 'dashboard-shared-files');
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('button', { name: 'Download March invoice' }).click(),
  ]);
  expect(invoice.suggestedFilename()).toBe('invoice-march.pdf');
  expect(await readFile((await invoice.path())!)).toEqual(sampleFiles.pdf);
  await expect(page.getByText('Download Started', { exact: true })).toBeVisible();

  await admin.reload();
  await expect(shared.getByText(/^Downloaded /)).toBeVisible();

  // The consultation has not taken place; the admin moves the client on to Ready for Service.
  const override = admin.getByRole('region', { name: 'Admin Status Override' });
  await expect(override.getByRole('button', { name: 'Apply Override' })).toBeDisabled();
  await override.getByLabel('Target step').selectOption('ready');
  await override.getByLabel('Reason (admins only)').fill('Consultation held by phone before the booking system.');
  await override.getByRole('button', { name: 'Apply Override' }).click();
  const history = admin.getByRole('region', { name: 'Admin Override History' });
  await expect(history.getByText('Payment Verification → Ready for Service')).toBeVisible();
  await expect(history.getByText('Consultation held by phone before the booking system.')).toBeVisible();
  await screenshotAtBothWidths(admin, 'admin-status-override');

  await page.reload();
  const progress = page.getByRole('list').filter({ hasText: 'Registration' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Consultation' })).toContainText('Completed');
  await expect(progress.getByRole('listitem').filter({ hasText: 'Pay Initial Fees' })).toContainText('Completed');
});

test('the admin deletes a client with their documents, and nothing of the client remains', async ({ page, browser, accounts }) => {
  test.setTimeout(60_000);
  const client = await accounts.createOnboarded('deleted');
  const admin = await adminPage(browser);
  const origin = { origin: setting('baseUrl') };
  expect(
    (
      await admin.request.post(`/api/admin/users/${client.id}/payment-override`, { multipart: { amount: '250' }, headers: origin })
    ).status(),
  ).toBe(201);
  await accounts.signIn(page, client);
  const upload = await page.request.post('/api/documents', {
    multipart: { type: 'visa', documents: { name: 'visa.png', mimeType: 'image/png', buffer: scanPng() } },
    headers: origin,
  });
  expect(upload.status()).toBe(201);

  await admin.setViewportSize({ width: 390, height: 900 });
  await admin.goto(`/admin/users/${client.id}`);
  await expect(admin.getByRole('region', { name: 'Documents' }).getByText('visa.png')).toBeVisible();
  // Delete User is in the More actions menu.
  await admin.getByRole('button', { name: 'More actions' }).click();
  await admin.getByRole('menu', { name: 'More actions' }).getByRole('menuitem', { name: 'Delete User' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete this user?' });
  await expect(confirm.getByText(`${client.fullName}'s account will be deleted`)).toBeVisible();
  await screenshotAtBothWidths(admin, 'admin-delete-user');
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await expect(
    admin.getByText(`${client.fullName}'s account and data were deleted; their payments are kept as tax records, without their name.`, {
      exact: true,
    }),
  ).toBeVisible();

  const clientList = admin.getByRole('region', { name: 'Client Management' });
  await clientList.getByLabel('Search clients').fill(client.email);
  // 'No clients yet' when the suite runs this test alone on a fresh database.
  await expect(clientList.getByText(/^No clients (yet|match)/)).toBeVisible();
  await admin.goto(`/admin/users/${client.id}`);
  await expect(admin.getByRole('heading', { name: 'User not found' })).toBeVisible();

  // The client's session ended with the account, and the address no longer signs in.
  expect((await page.request.get('/api/documents')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/login', { data: { email: client.email, password: client.password }, headers: origin });
  expect(signIn.status()).toBe(401);
});
