import { sampleFiles } from '../test-support/fixtures/files';
import { FUTURE_MOVE_IN_DATE } from '../test-support/fixtures/preferences';
import type { Browser, Page } from '@playwright/test';
import { adminPage, expect, test, type Account } from './support/test';

/** A valid 1x1 PNG: the proof of payment. */
const PNG = sampleFiles.png;

// Whole journeys through four screens and the back office take longer than one screen's test.
test.describe.configure({ timeout: 90_000 });

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
  await page.getByLabel('Move-in Date').fill(FUTURE_MOVE_IN_DATE);
  await page.getByLabel('Contract Duration').selectOption({ label: '12 months' });
  await page.getByRole('checkbox', { name: 'Monthly' }).check();
  await question(page, 'Are you currently renting?').getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Submit Preferences' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
}

async function signTerms(page: Page, fullName: string) {
  await page.goto('/terms-and-conditions');
  await page.getByRole('region', { name: 'Terms and Conditions text' }).evaluate((panel) => panel.scrollTo({ top: panel.scrollHeight }));
  await page.getByLabel('Signature').fill(fullName);
  await page.getByRole('checkbox', { name: /I agree to them/ }).check();
  await page.getByRole('button', { name: 'Sign Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/payment-instructions$/);
}

/** The admin, in a browser of their own, finds the client and verifies the pending payment. */
async function adminVerifiesPayment(browser: Browser, client: Account) {
  const page = await adminPage(browser);
  await page.getByLabel('Search clients').fill(client.email);
  await page
    .getByRole('link', { name: `View Details for ${client.fullName}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('heading', { name: client.fullName, level: 1 })).toBeVisible();
  await expect(page.getByText('University of Leeds').first()).toBeVisible();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Payment verified', { exact: true }).first()).toBeVisible();
  await page.context().close();
}

test('one client goes from preferences through the consultation and terms to a bank-transfer proof that the admin verifies in the back office', async ({
  page,
  accounts,
  browser,
}) => {
  const client = await accounts.createVerified('journey-bank');
  await accounts.signIn(page, client);

  await completePreferences(page);
  // The consultation agrees the fee; paying opens after it.
  await accounts.holdConsultation(client);
  await signTerms(page, client.fullName);
  await page.getByLabel('Payment proof image').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Submit Payment Proof' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await adminVerifiesPayment(browser, client);

  await page.goto('/payment-instructions');
  await expect(page.getByRole('heading', { name: 'Payment Verified' })).toBeVisible();
});

test('one client goes from preferences through the consultation and terms to a card payment (test mode) that the admin verifies in the back office', async ({
  page,
  accounts,
  browser,
}) => {
  const client = await accounts.createVerified('journey-card');
  await accounts.signIn(page, client);

  await completePreferences(page);
  // The consultation agrees the fee; paying opens after it.
  await accounts.holdConsultation(client);
  await signTerms(page, client.fullName);
  await page.getByRole('link', { name: 'Pay by Card' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay £257.45' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });

  await adminVerifiesPayment(browser, client);

  await page.goto('/payment-instructions');
  await expect(page.getByRole('heading', { name: 'Payment Verified' })).toBeVisible();
});
