import type { Page } from '@playwright/test';
import { preferencesForGroup } from '../test-support/fixtures/preferences';
import { extractLink, readMail } from './support/mail';
import { setting } from './support/settings';
import { expect, screenshotAtBothWidths, test, uniqueEmail, uniqueName } from './support/test';

/** The leader's preferences for a home of three, through the preferences API (its create schema). */
async function savePreferencesForThree(page: Page) {
  const response = await page.request.post('/api/preferences', { headers: { origin: setting('baseUrl') }, data: preferencesForGroup(3) });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a leader invites two co-tenants, and both register from the e-mailed links', async ({ page, browser, accounts }) => {
  test.setTimeout(60_000);
  const leader = await accounts.createVerified('leader');
  await accounts.signIn(page, leader);
  await savePreferencesForThree(page);

  await page.goto('/invite-cotenants');
  await expect(page.getByRole('heading', { name: 'Invite Your Co-tenants' })).toBeVisible();
  await expect(page.getByText('you manage the payments and scheduling')).toBeVisible();
  await expect(page.getByLabel(/^Co-tenant \d email$/)).toHaveCount(2);
  await screenshotAtBothWidths(page, 'invite-cotenants');

  const cotenants = [
    { email: uniqueEmail('cotenant-a'), fullName: uniqueName('Cora') },
    { email: uniqueEmail('cotenant-b'), fullName: uniqueName('Dev') },
  ];
  await page.getByLabel('Co-tenant 1 email').fill(cotenants[0]!.email);
  await page.getByLabel('Co-tenant 2 email').fill(cotenants[1]!.email);
  await page.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(page.getByText('Invitations sent successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);

  for (const [index, cotenant] of cotenants.entries()) {
    const mail = await readMail(cotenant.email, { subjectIncludes: 'invited you' });
    const link = extractLink(mail, '/cotenant-register');
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(link.toString());

    await expect(invitee.getByRole('heading', { name: 'Join Your Group' })).toBeVisible();
    await expect(invitee.getByText(leader.fullName).first()).toBeVisible();
    await expect(invitee.getByLabel('Email', { exact: true })).toHaveValue(cotenant.email);
    await expect(invitee.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    await expect(invitee.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      `/login?token=${link.searchParams.get('token')}`,
    );
    if (index === 0) await screenshotAtBothWidths(invitee, 'cotenant-register');

    await invitee.getByLabel('Full Name').fill(cotenant.fullName);
    await invitee.getByLabel('Password', { exact: true }).fill('shared-flat-2026');
    await invitee.getByLabel('Confirm Password').fill('shared-flat-2026');
    await invitee.getByRole('button', { name: 'Create Account and Join' }).click();
    await expect(invitee.getByText('Registration successful', { exact: true })).toBeVisible();
    await expect(invitee).toHaveURL(/\/preferences$/);
    const group = await (await invitee.request.get('/api/groups/me')).json();
    expect(group.role).toBe('cotenant');
    await context.close();
  }

  const leaderView = await (await page.request.get('/api/groups/me')).json();
  expect(leaderView.group.members.map((m: { email: string }) => m.email).sort()).toEqual(cotenants.map((c) => c.email).sort());
});
