import type { Page } from '@playwright/test';
import { adminPage, expect, screenshot, screenshotAtBothWidths, test, type Accounts } from './support/test';

/** A client with preferences and the terms signed, signed in on `page`: the dashboard shows. */
async function signedInClient(page: Page, accounts: Accounts, tag: string) {
  const client = await accounts.createOnboarded(tag);
  await accounts.signIn(page, client);
  return client;
}

test('a client books a consultation time on the dashboard and sees it awaiting confirmation, in UK time', async ({ page, accounts }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInClient(page, accounts, 'booking');
  await page.goto('/dashboard');
  const consultation = page.getByRole('region', { name: 'Schedule Your Consultation' });
  await consultation.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('Please select both a time slot and date.')).toBeVisible();

  await consultation.getByRole('group', { name: 'Choose a day' }).getByRole('button').first().click();
  const time = consultation
    .getByRole('group', { name: /Choose a time/ })
    .getByRole('button', { disabled: false })
    .first();
  const chosen = (await time.locator('span').first().textContent())!;
  await time.click();
  await consultation.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Awaiting confirmation')).toBeVisible();
  await expect(consultation.getByText(new RegExp(`${chosen} (GMT|BST)`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Request' })).toBeVisible();
  await screenshotAtBothWidths(page, 'dashboard-booked');
});

/**
 * Books the last free time of the last day offered on the client's dashboard (the booking test takes
 * the first of the first, and runs alongside); answers the chosen time's label (HH:MM UK).
 */
async function bookLastFreeTime(page: Page) {
  await page.goto('/dashboard');
  const consultation = page.getByRole('region', { name: 'Schedule Your Consultation' });
  await consultation.getByRole('group', { name: 'Choose a day' }).getByRole('button').last().click();
  const time = consultation
    .getByRole('group', { name: /Choose a time/ })
    .getByRole('button', { disabled: false })
    .last();
  const chosen = (await time.locator('span').first().textContent())!;
  await time.click();
  await consultation.getByRole('button', { name: 'Request Consultation' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Awaiting confirmation')).toBeVisible();
  return chosen;
}

test('the admin confirms the requested call and completes it with £450; paying becomes the next action', async ({
  page,
  browser,
  accounts,
}) => {
  // Two people, two browsers, four screenshots: the longest journey here.
  test.setTimeout(90_000);
  const client = await signedInClient(page, accounts, 'call-flow');
  const chosen = await bookLastFreeTime(page);

  const admin = await adminPage(browser);
  await admin.goto(`/admin/users/${client.id}`);
  const calls = admin.getByRole('region', { name: 'Call Management' });
  await expect(calls.getByText('Pending confirmation')).toBeVisible();
  await calls.getByRole('button', { name: 'Confirm Call' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Confirm Call' });
  await expect(confirm.getByLabel('Time (UK)')).toHaveValue(chosen);
  await confirm.getByLabel('Notes for the client').fill('We will call you on WhatsApp.');
  await confirm.getByRole('button', { name: 'Confirm Call' }).click();
  await expect(confirm).toBeHidden();
  await expect(calls.getByText('Confirmed', { exact: true })).toBeVisible();
  await screenshotAtBothWidths(admin, 'admin-call-management');

  await page.reload();
  const consultation = page.getByRole('region', { name: 'Schedule Your Consultation' });
  await expect(consultation.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(consultation.getByText(new RegExp(`${chosen} (GMT|BST)`))).toBeVisible();
  await expect(consultation.getByText('We will call you on WhatsApp.')).toBeVisible();

  await calls.getByRole('button', { name: 'Complete Call' }).click();
  const complete = admin.getByRole('dialog', { name: 'Complete Consultation' });
  await complete.getByLabel('Payment amount (£)').fill('0');
  await complete.getByRole('button', { name: 'Complete Consultation' }).click();
  await expect(complete.getByText(/^Invalid Amount/)).toBeVisible();
  await complete.getByLabel('Payment amount (£)').fill('450');
  await complete.getByRole('button', { name: 'Complete Consultation' }).click();
  await expect(complete).toBeHidden();
  await expect(calls.getByText('Completed', { exact: true })).toBeVisible();

  await page.reload();
  const progress = page.getByRole('listitem').filter({ hasText: 'Pay Initial Fees' });
  await expect(progress.getByText('Next Action')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay Initial Fees' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Status' }).getByText('£450.00')).toBeVisible();
  await screenshotAtBothWidths(page, 'dashboard-pay-initial-fees');
});

test('a message from the admin pops up once, and stays listed on the dashboard', async ({ page, browser, accounts }) => {
  // Two browsers, the admin's client page loaded twice.
  test.setTimeout(60_000);
  const client = await signedInClient(page, accounts, 'message');
  const admin = await adminPage(browser);
  await admin.goto(`/admin/users/${client.id}`);
  const feedback = admin.getByRole('region', { name: 'Admin Feedback' });
  await feedback.getByRole('button', { name: 'Send Message' }).click();
  await expect(feedback.getByText('Message required: Please write a message before sending.')).toBeVisible();
  await feedback.getByLabel('Message to the client').fill('Please upload your passport this week.');
  await feedback.getByRole('button', { name: 'Send Message' }).click();
  await expect(feedback.getByText('Please upload your passport this week.')).toBeVisible();
  await expect(feedback.getByText('Unread')).toBeVisible();

  await page.goto('/dashboard');
  const popup = page.getByRole('dialog', { name: 'New message from the Nestway team' });
  await expect(popup.getByText('Please upload your passport this week.')).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Messages from Admin' }).getByText('Please upload your passport this week.')).toBeVisible();
  await expect(popup).toBeHidden();
  await admin.reload();
  await expect(admin.getByRole('region', { name: 'Admin Feedback' }).getByText('Read', { exact: true })).toBeVisible();
});

test('the admin adds a weekly slot and deletes it after confirming', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Manage Your Availability' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard\/availability$/);
  await admin.getByLabel('Day', { exact: true }).selectOption('Saturday');
  await admin.getByLabel('From (UK time)').fill('10:00');
  await admin.getByLabel('Until (UK time)').fill('12:00');
  await admin.getByRole('button', { name: 'Add Availability' }).click();
  const slots = admin.getByRole('region', { name: 'Manage Your Availability' }).getByRole('listitem');
  const saturday = slots.filter({ hasText: 'Saturday 10:00 to 12:00' });
  await expect(saturday).toBeVisible();
  await screenshot(admin, 'admin-availability');

  await admin.getByRole('button', { name: 'Delete Saturday 10:00 to 12:00' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete this availability?' });
  await confirm.getByRole('button', { name: 'Delete Availability' }).click();
  await expect(confirm).toBeHidden();
  await expect(saturday).toHaveCount(0);
  await expect(slots.filter({ hasText: 'Monday 09:00 to 17:00' })).toBeVisible();
});
