import type { Locator, Page } from '@playwright/test';
import { setting } from './support/settings';
import { adminPage, expect, screenshot, screenshotAtBothWidths, test, type Account } from './support/test';

const VIDEO_ID = 'dQw4w9WgXcQ';
const ADDRESS = '21 Hyde Park Road, Leeds LS6 1AB';

/** A UK date a month ahead, as the date input takes it. */
function dateAMonthAhead(): string {
  const at = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  return at.toISOString().slice(0, 10);
}

async function chooseClients(form: Locator, clients: Account[]) {
  for (const client of clients) {
    await form.getByLabel('Find clients').fill(client.email);
    await form.getByRole('checkbox', { name: new RegExp(client.email) }).check();
  }
  await expect(form.getByText(`${clients.length} clients selected`)).toBeVisible();
}

const viewingCard = (page: Page) =>
  page.getByRole('region', { name: 'Property Viewings' }).getByRole('listitem').filter({ hasText: ADDRESS }).first();

// The admin works at a desk (1280 px), the client on a phone (390 px); each screen is also shot at the other width.
test('the admin books a viewing for two clients and adds its video; one client watches, offers, withdraws, offers again; the admin accepts; the client is asked to pay the rest', async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(150_000);
  const watcher = await accounts.createOnboarded('viewer');
  const other = await accounts.createOnboarded('viewer');
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  // The watcher's £250 upfront fee was received at the office.
  const paid = await admin.request.post(`/api/admin/users/${watcher.id}/payment-override`, {
    multipart: { amount: '250', notes: 'Paid at the office' },
    headers: { origin: setting('baseUrl') },
  });
  expect(paid.status()).toBe(201);

  // The admin books one viewing for both clients from Create Bulk Viewing in the navigation; without clients it is refused.
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Create Bulk Viewing' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard\/viewings$/);
  const viewings = admin.getByRole('region', { name: 'Property Viewings' });
  const bulk = viewings.getByRole('form', { name: 'Create Bulk Viewing' });
  await bulk.getByLabel('Property address').fill(ADDRESS);
  await bulk.getByLabel('Property type').selectOption('House');
  await bulk.getByLabel('Rent per month (£)').fill('950');
  await bulk.getByLabel('Bedrooms').fill('3');
  await bulk.getByLabel('Viewing date (UK)').fill(dateAMonthAhead());
  await bulk.getByLabel('Viewing time (UK)').fill('14:30');
  await bulk.getByRole('button', { name: 'Create Viewings' }).click();
  await expect(admin.getByText('No clients selected', { exact: true })).toBeVisible();
  await chooseClients(bulk, [watcher, other]);
  await bulk.getByRole('button', { name: 'Create Viewings' }).click();
  const session = viewings.getByRole('listitem').filter({ hasText: ADDRESS }).first();
  await expect(session.getByText('2 of 2 clients active')).toBeVisible();

  // The admin adds the walkthrough, pasted as a youtu.be link with a share parameter.
  await session.getByRole('button', { name: `Add Video for ${ADDRESS}` }).click();
  const addVideo = admin.getByRole('dialog', { name: 'Add Video' });
  await addVideo.getByLabel('YouTube URL').fill('https://vimeo.com/123');
  await addVideo.getByLabel('Video title').fill('Hyde Park Road walkthrough');
  await addVideo.getByRole('button', { name: 'Add Video' }).click();
  await expect(addVideo.getByText('Please paste a YouTube video address', { exact: false })).toBeVisible();
  await addVideo.getByLabel('YouTube URL').fill(`https://youtu.be/${VIDEO_ID}?si=share123`);
  await addVideo.getByRole('button', { name: 'Add Video' }).click();
  await expect(addVideo).toBeHidden();
  await screenshotAtBothWidths(admin, 'admin-viewings');

  // The client watches the video: the first play marks it watched.
  await page.setViewportSize({ width: 390, height: 900 });
  await accounts.signIn(page, watcher);
  await page.goto('/dashboard#viewings');
  const card = viewingCard(page);
  // Booked a month ahead, it is still scheduled with its video: a video does not complete a viewing still to come.
  await expect(card.getByText('Scheduled')).toBeVisible();
  const watched = page.waitForResponse((response) => response.url().endsWith('/video/watched') && response.status() === 200);
  await card.getByRole('button', { name: 'Play video: Hyde Park Road walkthrough' }).click();
  await watched;
  await expect(card.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${VIDEO_ID}"]`)).toBeVisible();

  // The admin sees who watched it.
  await admin.reload();
  const watcherRow = session.getByRole('listitem').filter({ hasText: watcher.fullName });
  await expect(watcherRow.getByText(/^Watched/)).toBeVisible();
  await expect(session.getByRole('listitem').filter({ hasText: other.fullName }).getByText('Not watched yet')).toBeVisible();

  // The client offers the suggested amount (market price plus £50), withdraws it, and offers again.
  await page.reload();
  await card.getByRole('button', { name: 'Make Offer' }).click();
  const makeOffer = page.getByRole('dialog', { name: 'Make Offer' });
  await expect(makeOffer.getByLabel('Your offer (£ per month)')).toHaveValue('1000');
  await makeOffer.getByLabel('Your offer (£ per month)').fill('');
  await makeOffer.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(makeOffer.getByText('Please enter an offer amount.')).toBeVisible();
  await makeOffer.getByLabel('Your offer (£ per month)').fill('1000');
  await screenshotAtBothWidths(page, 'dashboard-make-offer');
  await makeOffer.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(makeOffer).toBeHidden();
  await expect(card.getByText('Your offer is with the landlord.', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Withdraw Offer' }).click();
  await page.getByRole('dialog', { name: 'Withdraw this offer?' }).getByRole('button', { name: 'Withdraw Offer' }).click();
  await expect(card.getByText('Earlier offers')).toBeVisible();
  await card.getByRole('button', { name: 'Make Offer' }).click();
  await makeOffer.getByLabel('Notes (optional)').fill('We can sign for 12 months.');
  await makeOffer.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(makeOffer).toBeHidden();

  // The admin accepts the offer with a response, on the dashboard beside the client queue.
  await admin.goto('/admin/dashboard');
  const offers = admin.getByRole('region', { name: 'Property Offers' });
  const offer = offers.getByRole('listitem').filter({ hasText: watcher.fullName }).filter({ hasText: 'Pending' });
  await offer.getByRole('button', { name: `Accept the offer of ${watcher.fullName}` }).click();
  const accept = admin.getByRole('dialog', { name: 'Accept this offer?' });
  await accept.getByLabel('Response to the client (optional)').fill('The landlord accepts from 1 September.');
  await accept.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(accept).toBeHidden();
  await screenshot(admin, 'admin-offers');

  // On the client's own page, the admin finds the viewing with its video watched; booked a month ahead,
  // it is still scheduled: a video does not complete a viewing still to come.
  await admin.goto(`/admin/users/${watcher.id}`);
  const clientViewing = admin.getByRole('region', { name: 'Property Viewings' }).getByRole('listitem').filter({ hasText: ADDRESS }).first();
  await expect(clientViewing.getByText('Scheduled')).toBeVisible();
  await expect(clientViewing.getByText(/Watched/)).toBeVisible();
  await screenshotAtBothWidths(admin, 'admin-client-viewings');

  // The client cannot withdraw the accepted offer (no Withdraw Offer, the team's contacts instead) and is
  // asked to pay the rest: £400 less the £250 paid.
  await page.reload();
  await expect(card.getByText('Offer accepted')).toBeVisible();
  await expect(card.getByText('The landlord accepts from 1 September.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Withdraw Offer' })).toHaveCount(0);
  await expect(card.getByText(/An accepted offer can no longer be withdrawn here/)).toBeVisible();
  await screenshot(page, 'dashboard-accepted-offer');
  const rest = page.getByRole('region', { name: 'Pay the Rest of Your Service Fee' });
  await expect(rest.getByTestId('remaining-fee')).toHaveText('£150.00');
  await screenshotAtBothWidths(page, 'dashboard-viewings');
  await rest.getByRole('link', { name: 'Pay the Rest' }).click();
  await expect(page).toHaveURL(/\/payment-instructions\?for=balance$/);
  await expect(page.getByTestId('service-fee')).toHaveText('£150.00');
});
