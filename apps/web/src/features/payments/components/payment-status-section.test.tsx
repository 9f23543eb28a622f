import { groupMessages } from '@nestway/core/groups';
import { paymentMessages } from '@nestway/core/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, paymentRecord } from '@/test/fake-api';
import { fakeUploads } from '@/test/fake-uploads';
import { renderWithProviders } from '@/test/render-with-providers';
import { PaymentStatusSection } from './payment-status-section';

const replaceButton = () => screen.queryByRole('button', { name: 'Replace Proof' });
const deleteButton = () => screen.queryByRole('button', { name: 'Delete Payment' });

describe("The dashboard's Payment Status", () => {
  it('replaces the proof of a pending bank transfer with an image, showing the upload', async () => {
    // No pause between the steps of each action: the fake upload answers 10 ms after it starts, and the progress shows until then.
    const user = userEvent.setup({ delay: null });
    fakeApi({ 'GET /api/payments': [paymentRecord()] });
    const sent = fakeUploads(200, paymentRecord());
    const { container } = renderWithProviders(<PaymentStatusSection payments={[paymentRecord()]} feePence={250_00} isCotenant={false} />);
    expect(replaceButton()).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'new-proof.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading new payment proof' })).toBeTruthy();
    expect(await screen.findByText('Payment proof updated')).toBeTruthy();
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['PUT /api/payments/pay-1']);
    expect((sent[0]!.form.get('proofImage') as File).name).toBe('new-proof.png');
  });

  it('refuses a replacement that is not an image without sending it', async () => {
    // The file picker's filter is the browser's; a user can still choose any file, which the app must refuse.
    const user = userEvent.setup({ applyAccept: false });
    fakeApi();
    const sent = fakeUploads(200, paymentRecord());
    const { container } = renderWithProviders(<PaymentStatusSection payments={[paymentRecord()]} feePence={250_00} isCotenant={false} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Failed to update payment proof')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('deletes the pending payment only after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'DELETE /api/payments/pay-1': { success: true }, 'GET /api/payments': [] });
    renderWithProviders(<PaymentStatusSection payments={[paymentRecord()]} feePence={250_00} isCotenant={false} />);
    await user.click(deleteButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this payment?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Payment' }));
    expect(await screen.findByText('Payment deleted')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/payments/pay-1']));
  });

  it.each([
    ["the server's reason", apiError('payment_locked', paymentMessages.notPending), paymentMessages.notPending],
    ["'Payment deletion failed' when the answer carries no message", new Response('', { status: 502 }), 'Payment deletion failed'],
  ])("shows 'Failed to delete payment' with %s, and the payment stays", async (_label, answer, reason) => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'DELETE /api/payments/pay-1': answer });
    renderWithProviders(<PaymentStatusSection payments={[paymentRecord()]} feePence={250_00} isCotenant={false} />);
    await user.click(deleteButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Payment' }));
    expect(await screen.findByText('Failed to delete payment')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByText('Payment deleted')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('£250.00')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(deleteButton()).toBeTruthy();
    expect(replaceButton()).toBeTruthy();
  });

  it.each([
    ['verified', paymentRecord({ status: 'verified' })],
    ['rejected', paymentRecord({ status: 'rejected', reviewNotes: 'No transfer found' })],
    ['paid by card', paymentRecord({ method: 'card', proofImagePath: null })],
  ])('offers no change to a payment that is %s', (_label, payment) => {
    fakeApi();
    renderWithProviders(<PaymentStatusSection payments={[payment]} feePence={250_00} isCotenant={false} />);
    expect(replaceButton()).toBeNull();
    expect(deleteButton()).toBeNull();
  });

  it("shows a co-tenant the group leader's pending payment without the leader's actions", () => {
    fakeApi();
    renderWithProviders(<PaymentStatusSection payments={[paymentRecord()]} feePence={250_00} isCotenant />);
    expect(screen.getByText(groupMessages.leaderOnly)).toBeTruthy();
    expect(screen.getByText('£250.00')).toBeTruthy();
    expect(replaceButton()).toBeNull();
    expect(deleteButton()).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Payment' })).toBeNull();
  });

  it("tells a co-tenant the group's upfront fee, the one their group leader pays, not the co-tenant's own default", async () => {
    // The consultation agreed £450 on the leader's account; the co-tenant's own account still holds the £250 default.
    fakeApi({
      'GET /api/payments/remaining-fee': {
        due: false,
        applicants: 3,
        fullFeePence: 500_00,
        upfrontFeePence: 450_00,
        upfrontPaid: false,
        remainingPence: 500_00,
      },
    });
    renderWithProviders(<PaymentStatusSection payments={[]} feePence={250_00} isCotenant />);
    expect(await screen.findByText('£450.00')).toBeTruthy();
    expect(screen.queryByText('£250.00')).toBeNull();
    expect(screen.getByText(groupMessages.leaderOnly)).toBeTruthy();
  });
});
