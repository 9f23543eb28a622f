import { expect, test } from './support/test';

test('a verified tenant signs in and reaches the dashboard', async ({ page, accounts }) => {
  const tenant = await accounts.createOnboarded('login');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(tenant.email);
  await page.getByLabel('Password', { exact: true }).fill(tenant.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: tenant.fullName })).toBeVisible();
});

test('a wrong password is refused with the Login failed toast', async ({ page, accounts }) => {
  const tenant = await accounts.createVerified('wrong-password');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(tenant.email);
  await page.getByLabel('Password', { exact: true }).fill(`${tenant.password}-wrong`);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
