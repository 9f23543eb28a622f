import type { Page } from '@playwright/test';
import { CONTRACT_END_BEFORE_MOVE_IN, FUTURE_MOVE_IN_DATE } from '../test-support/fixtures/preferences';
import { expect, screenshot, test } from './support/test';

const question = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

test('a single tenant completes the profile, is sent on to the terms and later sees the saved answers', async ({ page, accounts }) => {
  // The whole form, filled and then updated, with the way through the dashboard to the terms each time.
  test.setTimeout(60_000);
  const client = await accounts.createVerified('preferences');
  await accounts.signIn(page, client);

  await page.goto('/preferences');
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Additional Tenant Information' })).toHaveCount(0);
  await expect(page.getByLabel('Full Name')).toHaveValue(client.fullName);
  await expect(page.getByLabel('Full Name')).not.toBeEditable();
  await expect(page.getByLabel('Email')).toHaveValue(client.email);

  // An empty form is refused with the spec's messages, and the first question is focused.
  await page.getByRole('button', { name: 'Submit Preferences' }).click();
  await expect(page.getByText('Please tell us how you found out about our service')).toBeVisible();
  await expect(page.getByText('Contact number is required')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'From a friend' })).toBeFocused();

  await question(page, 'How did you find out about us?').getByRole('radio', { name: 'Other' }).check();
  await page.getByLabel('Please tell us how you found us').fill('Instagram advert');
  await page.getByLabel('Contact Number').fill('+44 7700 900123');
  await page.getByLabel('Age', { exact: true }).fill('21');
  await page.getByLabel('Nationality').fill('Nigerian');
  await expect(page.getByLabel('Monthly Sponsorship Amount (£)')).toHaveCount(0);
  await question(page, 'Are you financially sponsored?').getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Monthly Sponsorship Amount (£)').fill('800');
  await question(page, 'Do you have a UK bank account?').getByRole('radio', { name: 'No' }).check();
  await page.getByRole('checkbox', { name: 'Valid Passport' }).check();
  await page.getByRole('checkbox', { name: 'Visa', exact: true }).check();

  await page.getByLabel('University Name').fill('University of Leeds');
  await page.getByLabel('University Year').selectOption({ label: 'Post graduate' });
  await question(page, 'Do you have an offer letter?').getByRole('radio', { name: 'Yes' }).check();
  await question(page, 'How did you apply?').getByRole('radio', { name: 'With an education office' }).check();
  await page.getByLabel('Education Office Name').fill('Global Study Office');

  await page.getByLabel('Bedrooms').selectOption('2');
  await page.getByLabel('Bathrooms').selectOption('1');
  await page.getByLabel('Maximum Budget (£ per month)').fill('950');
  await page.getByLabel('Move-in Date').fill(FUTURE_MOVE_IN_DATE);
  await page.getByLabel('Contract Duration').selectOption({ label: '12 months' });
  await page.getByRole('checkbox', { name: 'Monthly' }).check();

  await expect(page.getByLabel('Current Contract End Date')).toHaveCount(0);
  await question(page, 'Are you currently renting?').getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Current Contract End Date').fill(CONTRACT_END_BEFORE_MOVE_IN);
  await question(page, 'Have you signed a new contract elsewhere?').getByRole('radio', { name: 'No' }).check();

  await page.getByRole('button', { name: 'Submit Preferences' }).click();
  // Saved, the form goes to the dashboard, which sends a client who has not signed the terms on to them.
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByText('Preferences saved successfully', { exact: true })).toBeVisible();

  await page.goto('/preferences');
  await expect(page.getByRole('button', { name: 'Update Preferences' })).toBeVisible();
  await expect(question(page, 'How did you find out about us?').getByRole('radio', { name: 'Other' })).toBeChecked();
  await expect(page.getByLabel('Please tell us how you found us')).toHaveValue('Instagram advert');
  await expect(page.getByLabel('Contact Number')).toHaveValue('+44 7700 900123');
  await expect(page.getByLabel('Monthly Sponsorship Amount (£)')).toHaveValue('800');
  await expect(page.getByRole('checkbox', { name: 'Valid Passport' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'BRP/Sharecode' })).not.toBeChecked();
  await expect(page.getByLabel('University Year')).toHaveValue('postgraduate');
  await expect(page.getByLabel('Education Office Name')).toHaveValue('Global Study Office');
  await expect(page.getByLabel('Move-in Date')).toHaveValue(FUTURE_MOVE_IN_DATE);
  await expect(page.getByLabel('Current Contract End Date')).toHaveValue(CONTRACT_END_BEFORE_MOVE_IN);
  await expect(question(page, 'Have you signed a new contract elsewhere?').getByRole('radio', { name: 'No' })).toBeChecked();

  await page.getByLabel('Maximum Budget (£ per month)').fill('1100');
  await page.getByRole('button', { name: 'Update Preferences' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByText('Preferences updated successfully', { exact: true })).toBeVisible();
});

test('a group leader gets one block per other tenant, numbered from Tenant 2', async ({ page, accounts }) => {
  const client = await accounts.createVerified('preferences-group');
  await accounts.signIn(page, client);
  await page.goto('/preferences');

  await page.getByLabel('How many tenants, including you?').selectOption('3');
  await expect(page.getByRole('heading', { name: 'Additional Tenant Information' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tenant 2' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tenant 3' })).toBeVisible();
  await page.getByRole('group', { name: 'Tenant 2' }).getByLabel('Full Name').fill('Kemi Ade');

  await page.getByLabel('How many tenants, including you?').selectOption('2');
  await expect(page.getByRole('group', { name: 'Tenant 3' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Tenant 2' }).getByLabel('Full Name')).toHaveValue('Kemi Ade');
});

test('screenshots of the preferences form', async ({ page, accounts }) => {
  const client = await accounts.createVerified('preferences-shots');
  await accounts.signIn(page, client);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/preferences');
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await screenshot(page, 'preferences-form');
  }
});
