import type { Page } from '@playwright/test';
import { stepAt, totpCode } from '../test-support/fixtures/second-factor';
import { readMail, extractLink } from './support/mail';
import { adminPage, expect, screenshotAtBothWidths, test, uniqueEmail, uniqueName } from './support/test';

const PASSWORD = 'copper-meadow-lantern-9';

/**
 * A new member on a real deployment must set up a second factor before anything else: scan (here, read
 * the key), confirm a code, keep the recovery codes. Answers one of them, or nothing where it is optional.
 */
async function setUpSecondFactorIfRequired(member: Page): Promise<string | undefined> {
  const me = (await (await member.request.get('/api/auth/user')).json()) as { secondFactor?: { required: boolean } };
  if (!me.secondFactor?.required) return undefined;
  await expect(member).toHaveURL(/\/admin\/two-factor$/);
  await member.getByRole('button', { name: 'Begin Setup' }).click();
  const secret = (await member.getByLabel('Setup key').innerText()).replace(/\s/g, '');
  await member.getByLabel('Authentication Code').fill(totpCode(secret, stepAt(Date.now())));
  await member.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).click();
  const recoveryCode = (await member.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().innerText()).trim();
  await member.getByLabel('I have saved my recovery codes').check();
  await member.getByRole('button', { name: 'Continue to the Dashboard' }).click();
  await expect(member).toHaveURL(/\/admin\/dashboard$/);
  return recoveryCode;
}

/** Signs the member in on a fresh device: the password, then (where they have one) a recovery code. */
async function signInOnAnotherDevice(page: Page, email: string, recoveryCode: string | undefined) {
  await page.goto('/admin');
  await page.getByLabel('Admin Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  if (recoveryCode) {
    await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await page.getByLabel('Recovery Code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Use Recovery Code' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('a staff member invites a colleague, who joins by the e-mailed link, signs in, and is deactivated: their sessions end', async ({
  browser,
}) => {
  // Four browsers, three sign-ins (argon2, slow by design) and two screenshots at both widths: longer than one screen's journey.
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const invitee = { email: uniqueEmail('staff'), fullName: uniqueName('Priya') };

  await admin.goto('/admin/staff');
  await expect(admin.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await admin.getByLabel('Full Name').fill(invitee.fullName);
  await admin.getByLabel('Email').fill(invitee.email);
  await admin.getByRole('button', { name: 'Send Invitation' }).click();
  const invitations = admin.getByRole('list', { name: 'Open invitations' });
  await expect(invitations.getByText(invitee.email)).toBeVisible();

  // The invitee opens the e-mailed link in a browser of their own and chooses a password.
  const link = extractLink(await readMail(invitee.email, { subjectIncludes: 'invited you' }), '/admin/join');
  const member = await (await browser.newContext()).newPage();
  await member.goto(`${link.pathname}${link.search}`);
  await expect(member.getByRole('heading', { name: 'Join the Team' })).toBeVisible();
  await screenshotAtBothWidths(member, 'staff-join');
  await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await member.getByLabel('Confirm Password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Join and Sign In' }).click();
  await expect(member).toHaveURL(/\/admin\/(dashboard|two-factor)$/);
  const recoveryCode = await setUpSecondFactorIfRequired(member);

  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(`${link.pathname}${link.search}`);
  await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await again.getByLabel('Confirm Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Join and Sign In' }).click();
  await expect(again.getByRole('heading', { name: 'Invitation Not Valid' })).toBeVisible();

  // Signing in with the password chosen, on another device.
  const laptop = await (await browser.newContext()).newPage();
  await signInOnAnotherDevice(laptop, invitee.email, recoveryCode);

  await admin.reload();
  const team = admin.getByRole('list', { name: 'Staff members' });
  const row = team.getByRole('listitem').filter({ hasText: invitee.email });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText(/Last sign-in: \d/)).toBeVisible();

  await row.getByRole('button', { name: `Deactivate ${invitee.fullName}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Deactivate ${invitee.fullName}?` });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Deactivated')).toBeVisible();

  // The page with every state: active members, a deactivated one, an invitation still open.
  const next = { email: uniqueEmail('staff-next'), fullName: uniqueName('Lee') };
  await admin.getByLabel('Full Name').fill(next.fullName);
  await admin.getByLabel('Email').fill(next.email);
  await admin.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invitations.getByText(next.email)).toBeVisible();
  await admin
    .getByRole('region', { name: /Notifications/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await screenshotAtBothWidths(admin, 'staff-page');

  // Both of their sessions have ended; the sign-in refuses them.
  for (const page of [member, laptop]) {
    const answer = await page.request.get('/api/auth/user');
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toMatchObject({ signedOutReason: 'account_deactivated' });
  }
  await laptop.goto('/admin/staff');
  await expect(laptop).toHaveURL(/\/admin$/);
  await laptop.getByLabel('Admin Email').fill(invitee.email);
  await laptop.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await laptop.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(laptop.getByText(/has been deactivated/).first()).toBeVisible();
});
