import { extractCode, extractLink, readMail } from './support/mail';
import { expect, test, uniqueEmail, uniqueName } from './support/test';

test('a visitor registers, verifies the e-mailed code, is sent on from the dashboard to the preferences form, and logs out', async ({
  page,
}) => {
  const fullName = uniqueName('Amara');
  const email = uniqueEmail('register');
  const password = 'leeds-flat-2026';

  await page.goto('/register');
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/verify-email(\?|$)/);
  const mail = await readMail(email, { subjectIncludes: 'verification code' });
  await page.getByLabel('Verification Code').fill(extractCode(mail));
  await page.getByRole('button', { name: 'Verify Email' }).click();

  // The dashboard sends a client without preferences to the form.
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('the verification link in the e-mail verifies the address', async ({ page, accounts }) => {
  const account = await accounts.createUnverified('link');
  const mail = await readMail(account.email, { subjectIncludes: 'verification code' });

  await page.goto(extractLink(mail, '/verify-email/').toString());

  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
});
