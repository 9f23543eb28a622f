import { adminMessages, parseAdminAmount, type AdminClientDetail } from '@nestway/core/admin';
import { clientFee, type PaymentRecord } from '@nestway/core/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientDetail } from '@/queries/clients';
import { adminClientDetail, apiError, fakeApi, paymentRecord } from '@/test/fake-api';
import { fakeUploads } from '@/test/fake-uploads';
import { renderWithProviders } from '@/test/render-with-providers';
import { PaymentSection } from './payment-section';

const CLIENT = 'client-1';
const REVIEW = 'PUT /api/payments/pay-1/verify' as const;
const BUSY = 'The service is busy. Please try again.';

/** Payment Status as the admin's client page shows it: from the client's record, read again after each change. */
function PaymentsOnClientPage() {
  const detail = useClientDetail(CLIENT);
  return detail.data ? <PaymentSection client={detail.data} /> : null;
}

/**
 * The client's record as the server keeps it, with one pending bank transfer. By default a review
 * stores the decision; `review` answers the review instead.
 */
function serveClient({ review, payments = [paymentRecord()] }: { review?: Response; payments?: PaymentRecord[] } = {}) {
  let client: AdminClientDetail = adminClientDetail({ id: CLIENT, payments });
  return fakeApi({
    [`GET /api/admin/users/${CLIENT}`]: () => client,
    [REVIEW]: ({ body }) => {
      if (review) return review;
      const { status, notes } = body as { status: 'verified' | 'rejected'; notes: string };
      const reviewed = paymentRecord({ status, reviewNotes: notes || null, verifiedAt: '2027-01-03T09:00:00.000Z' });
      client = { ...client, payments: [reviewed] };
      return reviewed;
    },
  });
}

const section = () => screen.getByRole('region', { name: 'Payment Status' });
const reviewNotes = () => within(section()).getByLabelText<HTMLTextAreaElement>('Review notes (optional)');
const reviews = (calls: { method: string; url: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT');

async function renderSection(options?: Parameters<typeof serveClient>[0]) {
  const api = serveClient(options);
  renderWithProviders(<PaymentsOnClientPage />);
  expect(await screen.findByText('Pending review')).toBeTruthy();
  return api;
}

/** Writes the notes, presses Reject and confirms in the dialog. */
async function rejectWith(user: UserEvent, notes: string) {
  await user.clear(reviewNotes());
  await user.type(reviewNotes(), notes);
  await user.click(within(section()).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this payment?' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
  return dialog;
}

describe("The admin's Payment Status: review", () => {
  it('verifies a pending payment with the review notes, then shows it verified', async () => {
    const user = userEvent.setup();
    const { calls } = await renderSection();
    await user.clear(reviewNotes());
    await user.type(reviewNotes(), '  Received in full  ');
    await user.click(within(section()).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Payment verified')).toBeTruthy();
    expect(reviews(calls)).toEqual([
      { method: 'PUT', url: '/api/payments/pay-1/verify', body: { status: 'verified', notes: 'Received in full' } },
    ]);
    expect(await within(section()).findByText('Verified')).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('rejects only after confirmation, which repeats the notes, then shows the payment rejected with them', async () => {
    const user = userEvent.setup();
    const { calls } = await renderSection();
    await user.clear(reviewNotes());
    await user.type(reviewNotes(), 'No transfer found');
    await user.click(within(section()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this payment?' });
    expect(within(dialog).getByText('No transfer found')).toBeTruthy();
    expect(reviews(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    expect(await screen.findByText('Payment rejected')).toBeTruthy();
    expect(reviews(calls)).toEqual([
      { method: 'PUT', url: '/api/payments/pay-1/verify', body: { status: 'rejected', notes: 'No transfer found' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section()).getByText('Rejected')).toBeTruthy();
    expect(within(section()).getByText('No transfer found')).toBeTruthy();
  });

  it("shows 'Failed to update payment' with the server's reason when verifying fails, keeping the payment pending and the notes", async () => {
    const user = userEvent.setup();
    await renderSection({ review: apiError('service_unavailable', BUSY) });
    await user.clear(reviewNotes());
    await user.type(reviewNotes(), 'Received in full');
    await user.click(within(section()).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Failed to update payment')).toBeTruthy();
    expect(screen.getByText(BUSY)).toBeTruthy();
    expect(within(section()).getByText('Pending review')).toBeTruthy();
    expect(reviewNotes().value).toBe('Received in full');
  });

  it("shows 'Payment update failed' when rejecting fails without a reason, keeping the confirmation open", async () => {
    const user = userEvent.setup();
    // A proxy's error page: no JSON message of the API's own.
    await renderSection({ review: new Response('', { status: 502 }) });
    await rejectWith(user, 'No transfer found');
    expect(await screen.findByText('Failed to update payment')).toBeTruthy();
    expect(screen.getByText('Payment update failed')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reject this payment?' })).toBeTruthy();
    expect(screen.queryByText('Payment rejected')).toBeNull();
  });
});

/** Opens Admin Payment Override from the section. */
async function openOverride(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Admin Payment Override' }));
  const dialog = await screen.findByRole('dialog', { name: 'Admin Payment Override' });
  const amount = within(dialog).getByLabelText<HTMLInputElement>('Amount (£)');
  const submit = within(dialog).getByRole('button', { name: 'Record Payment' });
  return { dialog, amount, submit };
}

/** The card breakdown's figures: amount, fee and total, as shown. */
const breakdown = (dialog: HTMLElement) => [...dialog.querySelectorAll('dd')].map((figure) => figure.textContent);

describe("The admin's Payment Status: Admin Payment Override", () => {
  it('shows no breakdown for a bank transfer, and for a card adds the fee of 2.9% + 20p rounded up to the penny', async () => {
    const user = userEvent.setup();
    serveClient({ payments: [] });
    renderWithProviders(<PaymentsOnClientPage />);
    const { dialog, amount } = await openOverride(user);
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Bank transfer' }).checked).toBe(true);
    await user.clear(amount);
    await user.type(amount, '250');
    expect(breakdown(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Card' }));
    expect(within(dialog).getByText('Card transaction fee (2.9% + 20p)')).toBeTruthy();
    // £250: 2.9% is £7.25 exactly, plus 20p.
    expect(breakdown(dialog)).toEqual(['£250.00', '£7.45', '£257.45']);
    // £99.99: 2.9% is £2.89971, rounded up to £2.90, plus 20p.
    await user.clear(amount);
    await user.type(amount, '99.99');
    expect(breakdown(dialog)).toEqual(['£99.99', '£3.10', '£103.09']);
    await user.clear(amount);
    expect(breakdown(dialog)).toEqual(['—', '—', '—']);
  });

  it("refuses an empty amount with 'Amount Required' without sending anything", async () => {
    const user = userEvent.setup();
    serveClient({ payments: [] });
    const sent = fakeUploads(201, { payment: paymentRecord({ status: 'verified' }) });
    renderWithProviders(<PaymentsOnClientPage />);
    const { dialog, submit } = await openOverride(user);
    await user.click(submit);
    expect(await screen.findByText('Amount Required')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the payment amount.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('records the payment with the amount, notes and method, and closes', async () => {
    const user = userEvent.setup();
    serveClient({ payments: [] });
    const sent = fakeUploads(201, { payment: paymentRecord({ method: 'card', status: 'verified', proofImagePath: null }) });
    renderWithProviders(<PaymentsOnClientPage />);
    const { dialog, amount, submit } = await openOverride(user);
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(within(dialog).getByRole('radio', { name: 'Card' }));
    await user.clear(within(dialog).getByLabelText('Notes'));
    await user.type(within(dialog).getByLabelText('Notes'), 'Paid by phone');
    await user.click(submit);
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([`POST /api/admin/users/${CLIENT}/payment-override`]);
    expect(Object.fromEntries(sent[0]!.form.entries())).toEqual({ amount: '250', notes: 'Paid by phone', method: 'card' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ["the server's reason", 503, { code: 'service_unavailable', message: BUSY }, BUSY],
    ["'Payment override failed' without a reason", 502, 'Bad Gateway', 'Payment override failed'],
  ])("shows 'Failed to override payment' with %s, keeping the dialog and the amount", async (_label, status, body, description) => {
    const user = userEvent.setup();
    serveClient({ payments: [] });
    fakeUploads(status, body);
    renderWithProviders(<PaymentsOnClientPage />);
    const { amount, submit } = await openOverride(user);
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(submit);
    expect(await screen.findByText('Failed to override payment')).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    const stillOpen = screen.getByRole('dialog', { name: 'Admin Payment Override' });
    expect(within(stillOpen).getByLabelText<HTMLInputElement>('Amount (£)').value).toBe('250');
    expect(screen.queryByText('Payment recorded')).toBeNull();
  });
});

const SET_AMOUNT = `PUT /api/admin/users/${CLIENT}/payment-amount` as const;

/** The client's record as the server keeps it, with the default fee; `answer` replaces the server's answer to a new fee. */
function serveFee(answer?: Response) {
  let client: AdminClientDetail = adminClientDetail({ id: CLIENT });
  return fakeApi({
    [`GET /api/admin/users/${CLIENT}`]: () => client,
    [SET_AMOUNT]: ({ body }) => {
      if (answer) return answer;
      const { amount } = body as { amount: string };
      client = { ...client, ...clientFee(parseAdminAmount(amount)) };
      return { customPaymentAmount: client.customPaymentAmount, feePence: client.feePence };
    },
  });
}

/** Opens Set Payment Amount from the section and types the amount. */
async function setAmount(user: UserEvent, value: string) {
  await user.click(await screen.findByRole('button', { name: 'Set Payment Amount' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set Payment Amount' });
  await user.clear(within(dialog).getByLabelText('Amount (£)'));
  await user.type(within(dialog).getByLabelText('Amount (£)'), value);
  await user.click(within(dialog).getByRole('button', { name: 'Save Amount' }));
  return dialog;
}

const serviceFee = () => screen.getByText(/^Service fee:/).textContent;

describe("The admin's Payment Status: Set Payment Amount", () => {
  it("sets the client's fee, shows 'Payment amount updated' with the new fee, and closes", async () => {
    const user = userEvent.setup();
    const { calls } = serveFee();
    renderWithProviders(<PaymentsOnClientPage />);
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
    expect(serviceFee()).toBe('Service fee: £250.00 (default)');
    await setAmount(user, '450.50');
    const toast = (await screen.findByText('Payment amount updated', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText("This client's fee is now £450.50.")).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: `/api/admin/users/${CLIENT}/payment-amount`, body: { amount: '450.50' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(serviceFee()).toBe('Service fee: £450.50 (set by an admin)'));
  });

  it.each([
    ["the server's reason", apiError('validation_failed', adminMessages.amountInvalid), adminMessages.amountInvalid],
    ["'Please try again.' when the answer carries no message", new Response('', { status: 502 }), 'Please try again.'],
  ])("shows 'Failed to set payment amount' with %s, keeping the dialog, the amount and the fee", async (_label, answer, reason) => {
    const user = userEvent.setup();
    const { calls } = serveFee(answer);
    renderWithProviders(<PaymentsOnClientPage />);
    await screen.findByText('No payments yet.');
    const dialog = await setAmount(user, '450.50');
    const toast = (await screen.findByText('Failed to set payment amount', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(reason)).toBeTruthy();
    expect(screen.queryByText('Payment amount updated')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Set Payment Amount' })).toBe(dialog);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount (£)').value).toBe('450.50');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save Amount' }).disabled).toBe(false);
    expect(serviceFee()).toBe('Service fee: £250.00 (default)');
  });
});
