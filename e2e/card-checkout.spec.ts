import type { Page } from '@playwright/test';
import { expect, screenshotAtBothWidths, test, type Account, type Accounts } from './support/test';

/** The e2e app runs without Stripe keys, so the checkout is in test mode with its local card form. */

/** A verified client, signed in, with preferences, the terms signed and the consultation held (card payment needs them, like a bank transfer). */
async function readyToPay(page: Page, accounts: Accounts, tag: string): Promise<Account> {
  const client = await accounts.createOnboarded(tag);
  await accounts.holdConsultation(client);
  await accounts.signIn(page, client);
  return client;
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay £257.45' }).click();
}

// A client pays on their phone; each screen is also shot at a desktop's width.
test.use({ viewport: { width: 390, height: 900 } });

test('a client pays the £250 fee plus the card fee with a test card and reaches the dashboard', async ({ page, accounts }) => {
  await readyToPay(page, accounts, 'card');

  await page.goto('/stripe-checkout');
  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  const summary = page.locator('dl');
  await expect(summary).toContainText('£250.00');
  await expect(summary).toContainText('£7.45');
  await expect(summary).toContainText('£257.45');
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await screenshotAtBothWidths(page, 'card-checkout');

  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await screenshotAtBothWidths(page, 'card-checkout-success');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });

  const payments = (await (await page.request.get('/api/payments')).json()) as Array<{
    status: string;
    method: string;
    amountPence: number;
  }>;
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ status: 'pending', method: 'card', amountPence: 257_45 });
});

test('a declined test card shows Payment Failed and records nothing', async ({ page, accounts }) => {
  await readyToPay(page, accounts, 'declined');

  await page.goto('/stripe-checkout');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/stripe-checkout$/);
  await screenshotAtBothWidths(page, 'card-checkout-declined');

  expect(await (await page.request.get('/api/payments')).json()).toEqual([]);
});
