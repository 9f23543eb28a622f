import type { APIRequestContext } from '@playwright/test';
import { groupBoardMessages } from '@nestway/core/group-board';
import { scanPng } from '../test-support/fixtures/files';
import { cotenantPreferences, preferencesForGroup } from '../test-support/fixtures/preferences';
import { extractLink, readMail } from './support/mail';
import { setting } from './support/settings';
import {
  adminPage,
  expect,
  screenshotAtBothWidths,
  sectionAtBothWidths,
  test,
  uniqueEmail,
  uniqueName,
  viewAtBothWidths,
} from './support/test';

const origin = () => ({ origin: setting('baseUrl') });

async function send(request: APIRequestContext, method: 'POST' | 'PUT', url: string, data: object) {
  const response = await request.fetch(url, { method, data, headers: origin() });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
}

const signTerms = (request: APIRequestContext, fullName: string) =>
  send(request, 'POST', '/api/terms-and-conditions', { fullName, signature: fullName, hasAgreed: true });

test("the leader's dashboard shows each co-tenant's progress, and who has not registered yet", async ({ page, browser, accounts }) => {
  test.setTimeout(90_000);
  const leader = await accounts.createVerified('board-leader');
  await accounts.signIn(page, leader);
  await send(page.request, 'POST', '/api/preferences', preferencesForGroup(3));
  const joining = { email: uniqueEmail('board-cora'), fullName: uniqueName('Cora') };
  const waiting = uniqueEmail('board-wes');
  await send(page.request, 'POST', '/api/groups/invite', { emails: [joining.email, waiting] });
  await signTerms(page.request, leader.fullName);

  // Cora registers from her link, saves her own sections and signs; she has no documents yet.
  const token = extractLink(await readMail(joining.email, { subjectIncludes: 'invited you' }), '/cotenant-register').searchParams.get(
    'token',
  )!;
  const cora = await browser.newContext();
  await send(cora.request, 'POST', '/api/auth/register', { ...joining, password: 'shared-flat-2026', invitationToken: token });
  await send(cora.request, 'POST', '/api/groups/accept-invitation', { invitationToken: token });
  expect((await cora.request.get('/api/groups/board')).status()).toBe(403);
  await send(cora.request, 'POST', '/api/preferences', cotenantPreferences());
  await signTerms(cora.request, joining.fullName);
  await cora.close();

  await page.goto('/dashboard');
  const board = page.getByRole('region', { name: 'Your Group' });
  const coraRow = board.getByRole('listitem').filter({ hasText: joining.fullName }).first();
  // The leader has not paid, so Cora cannot upload yet: the board says whom the documents wait on.
  await expect(coraRow.getByText(groupBoardMessages.paymentFirst)).toBeVisible();
  await expect(board.getByRole('listitem').filter({ hasText: waiting }).getByText('Invited, not yet registered')).toBeVisible();
  await screenshotAtBothWidths(page, 'group-board-dashboard');
  await sectionAtBothWidths(board, 'group-board');
});

test('the admin rejects a document and a payment with a saved reason, and saves a new one', async ({ page, browser, accounts }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  for (const [text, appliesTo] of [
    ['The photo is blurred or cut off', 'document'],
    ['The name does not match your account', 'any'],
    ['The amount does not match the fee', 'payment'],
    ['The transfer reference is missing', 'payment'],
  ] as const) {
    const saved = await admin.request.post('/api/admin/rejection-reasons', { data: { text, appliesTo }, headers: origin() });
    expect([201, 409]).toContain(saved.status()); // The other journeys may have saved it already.
  }

  // A client with a document to review.
  const withDocument = await accounts.createOnboarded('reasons-doc');
  const paid = await admin.request.post(`/api/admin/users/${withDocument.id}/payment-override`, {
    multipart: { amount: '250' },
    headers: origin(),
  });
  expect(paid.status()).toBe(201);
  await accounts.signIn(page, withDocument);
  const upload = await page.request.post('/api/documents', {
    multipart: { type: 'passport', documents: { name: 'passport.png', mimeType: 'image/png', buffer: scanPng() } },
    headers: origin(),
  });
  expect(upload.status()).toBe(201);

  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`/admin/users/${withDocument.id}`);
  const documents = admin.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject Document' });
  const picker = dialog.getByLabel('Saved rejection reasons');
  await expect(picker.getByRole('option', { name: 'The photo is blurred or cut off' })).toBeAttached();
  await expect(picker.getByRole('option', { name: 'The amount does not match the fee' })).toHaveCount(0);
  await picker.selectOption('The photo is blurred or cut off');
  await expect(dialog.getByLabel('Reason for the client')).toHaveValue('The photo is blurred or cut off');
  await dialog.getByLabel('Reason for the client').fill(`The photo is blurred or cut off: the bottom edge ${uniqueName('x')}`);
  await dialog.getByRole('checkbox', { name: 'Save this reason for next time' }).check();
  await screenshotAtBothWidths(admin, 'reject-document-with-reasons');
  await viewAtBothWidths(admin, 'reject-document-with-reasons');
  await dialog.getByRole('button', { name: 'Reject Document' }).click();
  await expect(admin.getByText('Reason saved for next time', { exact: true })).toBeVisible();

  // A client whose bank transfer waits for review.
  const payer = await accounts.createOnboarded('reasons-pay');
  await accounts.holdConsultation(payer);
  await accounts.signIn(page, payer);
  const proof = await page.request.post('/api/payments', {
    multipart: { amount: '250', type: 'initial', proofImage: { name: 'transfer.png', mimeType: 'image/png', buffer: scanPng() } },
    headers: origin(),
  });
  expect(proof.status(), await proof.text()).toBe(201);
  await admin.goto(`/admin/users/${payer.id}`);
  const payments = admin.getByRole('region', { name: 'Payment Status' });
  await payments.getByLabel('Saved rejection reasons').selectOption('The transfer reference is missing');
  await expect(payments.getByLabel('Review notes (optional)')).toHaveValue('The transfer reference is missing');
  await payments.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByRole('dialog', { name: 'Reject this payment?' })).toBeVisible();
  await screenshotAtBothWidths(admin, 'reject-payment-with-reasons');
  await viewAtBothWidths(admin, 'reject-payment-with-reasons');
  await admin.keyboard.press('Escape');
  await payments.scrollIntoViewIfNeeded();
  await viewAtBothWidths(admin, 'payment-review-with-reasons');

  // The list, from the navigation's own screen.
  await admin.goto('/admin/rejection-reasons');
  await expect(admin.getByRole('heading', { name: 'Rejection Reasons' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Saved reasons' }).getByText('The transfer reference is missing')).toBeVisible();
  await screenshotAtBothWidths(admin, 'rejection-reasons-page');
});
