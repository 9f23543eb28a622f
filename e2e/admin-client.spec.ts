import { adminPage, expect, screenshotAtBothWidths, test } from './support/test';

// The admin works at a desk (1280 px); each screen is also shot at a phone's width.
test('the admin opens a client, sets the fee and records a bank-transfer override', async ({ browser, accounts }) => {
  // A long journey with three pairs of full-page screenshots of a page that holds every section.
  test.setTimeout(60_000);
  const client = await accounts.createVerified('admin-client');
  const page = await adminPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });

  const clientList = page.getByRole('region', { name: 'Client Management' });
  await clientList.getByLabel('Search clients').fill(client.email);
  await clientList
    .getByRole('link', { name: `View Details for ${client.fullName}` })
    .filter({ visible: true })
    .click();

  await expect(page).toHaveURL(new RegExp(`/admin/users/${client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(page.getByText('This user has not signed the Terms & Conditions yet.')).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payment Status' });
  await expect(payments.getByText('£250.00')).toBeVisible();
  await expect(payments.getByText('No payments yet.')).toBeVisible();
  await screenshotAtBothWidths(page, 'admin-client-detail');

  await payments.getByRole('button', { name: 'Set Payment Amount' }).click();
  const amountDialog = page.getByRole('dialog', { name: 'Set Payment Amount' });
  await amountDialog.getByLabel('Amount (£)').fill('450');
  await amountDialog.getByRole('button', { name: 'Save Amount' }).click();
  await expect(amountDialog).toBeHidden();
  await expect(payments.getByText('£450.00')).toBeVisible();

  await payments.getByRole('button', { name: 'Admin Payment Override' }).click();
  const overrideDialog = page.getByRole('dialog', { name: 'Admin Payment Override' });
  await expect(overrideDialog.getByLabel('Bank transfer')).toBeChecked();
  await overrideDialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Please enter the payment amount.').first()).toBeVisible();
  await overrideDialog.getByLabel('Amount (£)').fill('450');
  await overrideDialog.getByLabel('Notes').fill('Checked against the bank statement');
  await screenshotAtBothWidths(page, 'admin-payment-override');
  await overrideDialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(overrideDialog).toBeHidden();

  const payment = payments.getByRole('listitem');
  await expect(payment).toHaveCount(1);
  await expect(payment.getByText('£450.00')).toBeVisible();
  await expect(payment.getByText('Verified')).toBeVisible();
  await expect(payment.getByText(/^Bank transfer ·/)).toBeVisible();
  await expect(payment.getByText('Checked against the bank statement')).toBeVisible();
  await screenshotAtBothWidths(page, 'admin-client-verified-payment');
});
