import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** A valid 1x1 PNG: the proof of payment. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const question = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

async function completePreferences(page: Page) {
  await page.goto('/preferences');
  await question(page, 'How did you find out about us?').getByRole('radio', { name: 'From a friend' }).check();
  await page.getByLabel('Contact Number').fill('+44 7700 900456');
  await page.getByLabel('Age', { exact: true }).fill('23');
  await page.getByLabel('Nationality').fill('Indian');
  await question(page, 'Are you financially sponsored?').getByRole('radio', { name: 'No' }).check();
  await question(page, 'Do you have a UK bank account?').getByRole('radio', { name: 'No' }).check();
  await page.getByRole('checkbox', { name: 'Valid Passport' }).check();
  await page.getByLabel('University Name').fill('University of Leeds');
  await page.getByLabel('University Year').selectOption({ label: 'First year' });
  await question(page, 'Do you have an offer letter?').getByRole('radio', { name: 'Yes' }).check();
  await question(page, 'How did you apply?').getByRole('radio', { name: 'By myself' }).check();
  await page.getByLabel('Bedrooms').selectOption('1');
  await page.getByLabel('Bathrooms').selectOption('1');
  await page.getByLabel('Maximum Budget (£ per month)').fill('900');
  await page.getByLabel('Move-in Date').fill('2027-09-01');
  await page.getByLabel('Contract Duration').selectOption({ label: '12 months' });
  await page.getByRole('checkbox', { name: 'Monthly' }).check();
  await question(page, 'Are you currently renting?').getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Submit Preferences' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('one tenant goes from preferences through terms to a bank-transfer proof that the admin verifies in the back office', async ({ page, accounts, browser }) => {
  const tenant = await accounts.createVerified('journey');
  await accounts.signIn(page, tenant);

  await completePreferences(page);

  await page.goto('/terms-and-conditions');
  await page.getByRole('region', { name: 'Terms and Conditions text' }).evaluate((panel) => panel.scrollTo({ top: panel.scrollHeight }));
  await page.getByLabel('Signature').fill(tenant.fullName);
  await page.getByRole('checkbox', { name: /I agree to them/ }).check();
  await page.getByRole('button', { name: 'Sign Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/payment-instructions$/);

  await page.getByLabel('Payment proof image').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Submit Payment Proof' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admin, in a browser of their own, finds the client and verifies the proof.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await admin.getByLabel('Admin Email').fill(accounts.admin.email);
  await admin.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
  await admin.getByRole('button', { name: 'Sign In as Admin' }).click();
  await admin.getByLabel('Search clients').fill(tenant.email);
  await admin.getByRole('link', { name: `View Details for ${tenant.fullName}` }).filter({ visible: true }).click();
  await expect(admin.getByRole('heading', { name: tenant.fullName, level: 1 })).toBeVisible();
  await expect(admin.getByText('University of Leeds').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(admin.getByText('Payment verified', { exact: true }).first()).toBeVisible();
  await adminContext.close();

  await page.goto('/payment-instructions');
  await expect(page.getByRole('heading', { name: 'Payment Verified' })).toBeVisible();
});
