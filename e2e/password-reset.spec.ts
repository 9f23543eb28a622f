import { extractLink, readMail } from './support/mail';
import { expect, test } from './support/test';

test('a client resets a forgotten password from the e-mailed link', async ({ page, accounts }) => {
  const client = await accounts.createOnboarded('reset');
  const newPassword = 'a-new-password-42';

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const link = extractLink(await readMail(client.email, { subjectIncludes: 'Reset your' }), '/reset-password');
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(link.toString());
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();

  // The spec calls Login Now a button; it navigates to /login, so a link styled as a button fits too.
  const loginNow = page.getByRole('button', { name: 'Login Now' }).or(page.getByRole('link', { name: 'Login Now' }));
  await loginNow.click();
  await expect(page).toHaveURL(/\/login$/);

  const signIn = async (password: string) => {
    await page.getByLabel('Email', { exact: true }).fill(client.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn(client.password);
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await signIn(newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});
