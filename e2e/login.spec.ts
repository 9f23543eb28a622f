import { expect, test } from './support/test';

test('a verified client signs in and reaches the dashboard', async ({ page, accounts }) => {
  const client = await accounts.createOnboarded('login');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: client.fullName })).toBeVisible();
});

test('a wrong password is refused with the Login failed toast', async ({ page, accounts }) => {
  const client = await accounts.createVerified('wrong-password');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(`${client.password}-wrong`);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
