import { sampleFiles } from '../test-support/fixtures/files';
import { setting } from './support/settings';
import { adminSession, expect, savePreferences, screenshotAtBothWidths, test } from './support/test';

/** A valid 1x1 PNG: the proof of payment. */
const PNG = sampleFiles.png;

// A client pays on their phone; each screen is also shot at a desktop's width.
test.use({ viewport: { width: 390, height: 900 } });

test('after the consultation, a client signs the terms, uploads a bank-transfer proof, and sees Payment Verified once the admin verifies it', async ({
  page,
  accounts,
  playwright,
}) => {
  const client = await accounts.createVerified('proof');
  await accounts.signIn(page, client);
  await savePreferences(page.request);
  // Paying opens once the consultation has agreed the fee.
  await accounts.holdConsultation(client);

  // Terms: the signing section appears only once the text is scrolled to its end.
  await page.goto('/terms-and-conditions');
  await expect(page.getByText('Please scroll down to read all terms and conditions before signing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Terms & Conditions' })).toHaveCount(0);
  await page.getByRole('region', { name: 'Terms and Conditions text' }).evaluate((panel) => panel.scrollTo({ top: panel.scrollHeight }));
  await expect(page.getByRole('button', { name: 'Sign Terms & Conditions' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(client.fullName);
  await page.getByLabel('Signature').fill(client.fullName);
  await page.getByRole('checkbox', { name: /I agree to them/ }).check();
  await screenshotAtBothWidths(page, 'terms-signing');
  await page.getByRole('button', { name: 'Sign Terms & Conditions' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Terms & Conditions Signed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/payment-instructions$/);

  // Payment: the fee, both ways to pay, and the proof upload with its progress bar.
  await expect(page.getByTestId('service-fee')).toHaveText('£250.00');
  await expect(page.getByRole('link', { name: 'Pay by Card' })).toHaveAttribute('href', '/stripe-checkout');
  await expect(page.getByRole('heading', { name: 'UK bank transfer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'International bank transfer' })).toBeVisible();
  await expect(page.getByText('No file selected', { exact: true })).toBeVisible();
  await page.getByLabel('Payment proof image').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('receipt.png', { exact: true })).toBeVisible();
  await screenshotAtBothWidths(page, 'payment-instructions');

  // Hold the upload until the progress bar has been seen: a tiny file on localhost is otherwise instant.
  let releaseUpload!: () => void;
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/api/payments', async (route) => {
    if (route.request().method() === 'POST') await uploadHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit Payment Proof' }).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading payment proof' })).toBeVisible();
  releaseUpload();
  await expect(toasts.getByText('Payment proof uploaded successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admin verifies the payment through the API, signed in on a separate request context.
  const origin = new URL(setting('baseUrl')).origin;
  const admin = await playwright.request.newContext({
    baseURL: setting('baseUrl'),
    extraHTTPHeaders: { origin },
    storageState: adminSession(),
  });
  const [payment] = (await (await page.request.get('/api/payments')).json()) as Array<{
    id: string;
    status: string;
    amountPence: number;
  }>;
  expect(payment).toMatchObject({ status: 'pending', amountPence: 250_00 });
  const verified = await admin.put(`/api/payments/${payment!.id}/verify`, { data: { status: 'verified', notes: 'Transfer received' } });
  expect(verified.status()).toBe(200);
  await admin.dispose();

  await page.goto('/payment-instructions');
  await expect(page.getByRole('heading', { name: 'Payment Verified' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await screenshotAtBothWidths(page, 'payment-verified');
});
