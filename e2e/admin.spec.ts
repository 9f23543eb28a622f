import { nextAdminCode } from './support/second-factor';
import { expect, test } from './support/test';

test('the admin signs in at /admin and sees a registered client in the client list', async ({ page, accounts }) => {
  const client = await accounts.createVerified('admin-list');

  await page.goto('/admin');
  await page.getByLabel('Admin Email').fill(accounts.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  // The second factor: the code screen, with the code the admin's app would show.
  await expect(page).toHaveURL(/\/admin\/verify$/);
  await page.getByLabel('Authentication Code').fill(await nextAdminCode());
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const clientList = page.getByRole('region', { name: 'Client Management' });
  // The list is a table on wide screens and a list on narrow ones: whichever is shown.
  await expect(clientList.getByText(client.email, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(clientList.getByText(client.fullName, { exact: true }).filter({ visible: true })).toBeVisible();
});

test("a client's credentials are refused on the admin login", async ({ page, accounts }) => {
  const client = await accounts.createVerified('admin-refused');

  await page.goto('/admin');
  await page.getByLabel('Admin Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();

  await expect(page.getByText('Admin login failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
