import { expect, test } from './support/test';

test('a signed-out visitor is sent from /dashboard to the login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a signed-out visitor is sent from /admin/dashboard to the admin login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Sign In as Admin' })).toBeVisible();
});

test('a signed-in client is sent from /admin/dashboard to their own dashboard', async ({ page, accounts }) => {
  const client = await accounts.createOnboarded('guard');
  await accounts.signIn(page, client);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: client.fullName })).toBeVisible();
});
