import { checkoutMessages } from '@nestway/core/checkout';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@nestway/core/uploads';
import { paymentMessages, type RemainingFee } from '@nestway/core/payments';
import { paths } from '@nestway/core/web-routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consultationRecord, currentUser, documentRecord, fakeApi, paymentRecord, termsSignature } from '@/test/fake-api';
import type { ConsultationRecord } from '@nestway/core/consultations';
import type { DocumentStatus } from '@nestway/core/documents';
import type { CurrentUser } from '@nestway/core/auth';
import { fakeUploads } from '@/test/fake-uploads';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { PaymentPage } from './payment-page';

const upfrontVerified = paymentRecord({ status: 'verified', verifiedAt: '2027-01-03T10:00:00.000Z' });
const remaining = (overrides: Partial<RemainingFee> = {}): RemainingFee => ({
  due: true,
  applicants: 1,
  fullFeePence: 400_00,
  upfrontFeePence: 250_00,
  upfrontPaid: true,
  remainingPence: 150_00,
  ...overrides,
});

const completedCall = consultationRecord({ status: 'completed' });
function paymentApi({
  payments = [upfrontVerified],
  fee = remaining(),
  cards = 'test',
  consultation = completedCall as ConsultationRecord | null,
  user = currentUser() as CurrentUser,
  documents = [] as { status: DocumentStatus }[],
} = {}) {
  fakeApi({
    'GET /api/checkout/card-payments': { mode: cards },
    'GET /api/auth/user': user,
    'GET /api/call-schedule': consultation,
    'GET /api/payments': payments,
    'GET /api/payments/remaining-fee': fee,
    'GET /api/terms-and-conditions': termsSignature(),
    'GET /api/groups/me': { role: null, group: null },
    'GET /api/documents': documents.map((d, i) => documentRecord({ id: `doc-${i}`, ...d })),
  });
}

const dashboardRoute = { path: paths.dashboard, element: <h1>Dashboard</h1> };
const at = (search: string) =>
  renderWithProviders([signedInScreens('client', [{ path: paths.paymentInstructions, element: <PaymentPage /> }]), dashboardRoute], {
    path: `${paths.paymentInstructions}${search}`,
  });

const APPLE_PAY_HINT = /Using Apple Pay\? If the Apple Pay button does not appear at checkout, open this page in Safari/;

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title, { selector: 'li *' })).closest('li');
  expect(toast?.textContent).toContain(description);
};

const chooseProof = (user: UserEvent) =>
  user.upload(screen.getByLabelText('Payment proof image'), new File(['x'], 'receipt.png', { type: 'image/png' }));

describe('PaymentPage', () => {
  it('before the consultation, says the fee is agreed on the call and links to booking it instead of offering to pay', async () => {
    paymentApi({ payments: [], consultation: null });
    at('');
    expect(await screen.findByRole('heading', { name: 'Pay after your consultation' })).toBeTruthy();
    expect(screen.getByText(paymentMessages.feeNotAgreed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book Your Consultation' }).getAttribute('href')).toBe(`${paths.dashboard}#consultation`);
    expect(screen.queryByRole('link', { name: 'Pay by Card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Payment Proof' })).toBeNull();
  });

  it('while the consultation is confirmed but not yet held, still offers no payment', async () => {
    paymentApi({ payments: [], consultation: consultationRecord({ status: 'confirmed' }) });
    at('');
    expect(await screen.findByRole('link', { name: 'View Your Consultation' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay by Card' })).toBeNull();
  });

  it('offers to pay before the consultation once the admin has set the fee', async () => {
    paymentApi({ payments: [], consultation: null, user: currentUser({ customPaymentAmount: '300.00', feePence: 300_00 }) });
    at('');
    expect(await screen.findByRole('button', { name: 'Submit Payment Proof' })).toBeTruthy();
    expect(screen.getByTestId('service-fee').textContent).toBe('£300.00');
  });

  it('shows the upfront fee as paid once it is verified, and asks for the documents while none are uploaded', async () => {
    paymentApi();
    at('');
    expect(await screen.findByRole('heading', { name: 'Payment Verified' })).toBeTruthy();
    expect(await screen.findByText(/upload your documents/)).toBeTruthy();
  });

  it('once the documents are uploaded, no longer asks for them when the payment is verified', async () => {
    paymentApi({ documents: [{ status: 'pending' }] });
    at('');
    expect(await screen.findByText(/your documents are uploaded/i)).toBeTruthy();
    expect(screen.queryByText(/upload your documents/)).toBeNull();
  });

  it('with ?for=balance, asks for the rest of the fee although the upfront fee is verified, and pays it as the balance', async () => {
    const user = userEvent.setup();
    paymentApi();
    const sent = fakeUploads(201, paymentRecord({ type: 'balance', amountPence: 150_00, amount: '150.00' }));
    at('?for=balance');
    expect(await screen.findByText('The rest of your service fee')).toBeTruthy();
    expect(screen.getByTestId('service-fee').textContent).toBe('£150.00');
    expect(screen.getByRole('link', { name: 'Pay by Card' }).getAttribute('href')).toBe('/stripe-checkout?for=balance');

    await user.upload(screen.getByLabelText('Payment proof image'), new File(['x'], 'receipt.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit Payment Proof' }));
    await screen.findByText('Payment proof uploaded successfully');
    expect(sent[0]!.form.get('type')).toBe('balance');
    expect(sent[0]!.form.get('amount')).toBe('150.00');
  });

  it('with ?for=balance, says nothing more is due before an offer is accepted', async () => {
    paymentApi({ fee: remaining({ due: false }) });
    at('?for=balance');
    expect(await screen.findByRole('heading', { name: 'Nothing more to pay' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Payment Proof' })).toBeNull();
  });

  it('with ?for=balance, shows the balance payment once it is verified', async () => {
    paymentApi({ payments: [paymentRecord({ id: 'pay-2', type: 'balance', status: 'verified', amountPence: 150_00 }), upfrontVerified] });
    at('?for=balance');
    expect(await screen.findByRole('heading', { name: 'Payment Verified' })).toBeTruthy();
    expect(screen.getByText(/paid in full/)).toBeTruthy();
  });

  it('goes to the dashboard once the proof is sent, although the payment read again hides the form', async () => {
    const user = userEvent.setup();
    let reads = 0;
    fakeApi({
      'GET /api/auth/user': currentUser(),
      'GET /api/payments': () => (++reads === 1 ? [] : [paymentRecord()]),
      'GET /api/call-schedule': completedCall,
      'GET /api/terms-and-conditions': termsSignature(),
      'GET /api/groups/me': { role: null, group: null },
    });
    fakeUploads(201, paymentRecord());
    const { currentPath } = at('');
    await user.upload(await screen.findByLabelText('Payment proof image'), new File(['x'], 'receipt.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit Payment Proof' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
    expect(reads).toBe(2);
  });

  it("says 'No file selected' and sends nothing when the proof is submitted without an image", async () => {
    const user = userEvent.setup();
    paymentApi({ payments: [] });
    const sent = fakeUploads(201, paymentRecord());
    const { currentPath } = at('');
    await user.click(await screen.findByRole('button', { name: 'Submit Payment Proof' }));
    await expectToast(paymentMessages.proofMissingTitle, paymentMessages.proofMissing);
    expect(sent).toEqual([]);
    expect(currentPath()).toBe(paths.paymentInstructions);
  });

  it('refuses a proof that is not an image as soon as it is chosen, emptying the choice', async () => {
    const user = userEvent.setup({ applyAccept: false });
    paymentApi({ payments: [] });
    const sent = fakeUploads(201, paymentRecord());
    at('');
    const input = await screen.findByLabelText<HTMLInputElement>('Payment proof image');
    await user.upload(input, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(paymentMessages.proofNotImage);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.files).toHaveLength(0);
    expect(screen.getByText('No file selected')).toBeTruthy();

    await user.upload(input, new File(['x'], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByText('receipt.png')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("says 'Failed to upload payment proof' with the server's reason and keeps the form when the upload is refused", async () => {
    const user = userEvent.setup();
    paymentApi({ payments: [] });
    fakeUploads(400, { code: 'bad_request', message: paymentMessages.amountMismatch });
    const { currentPath } = at('');
    await screen.findByLabelText('Payment proof image');
    await chooseProof(user);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Proof' }));
    await expectToast('Failed to upload payment proof', paymentMessages.amountMismatch);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Payment Proof' }).disabled).toBe(false));
    expect(screen.getByText('receipt.png')).toBeTruthy();
    expect(currentPath()).toBe(paths.paymentInstructions);
  });

  it("says 'Payment upload failed' when the failed upload gives no reason", async () => {
    const user = userEvent.setup();
    paymentApi({ payments: [] });
    fakeUploads(500, '');
    at('');
    await screen.findByLabelText('Payment proof image');
    await chooseProof(user);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Proof' }));
    await expectToast('Failed to upload payment proof', 'Payment upload failed');
  });

  it('tells Apple Pay users which browser to use beside the card option', async () => {
    paymentApi({ payments: [] });
    at('');
    expect(await screen.findByRole('link', { name: 'Pay by Card' })).toBeTruthy();
    expect(screen.getByText(APPLE_PAY_HINT)).toBeTruthy();
  });

  it('leaves out the card option and its Apple Pay hint while a payment awaits verification', async () => {
    paymentApi({ payments: [paymentRecord()] });
    at('');
    await screen.findByRole('heading', { name: 'Payment Instructions' });
    expect(screen.queryByRole('link', { name: 'Pay by Card' })).toBeNull();
    expect(screen.queryByText(APPLE_PAY_HINT)).toBeNull();
  });

  it('offers bank transfer only, and says so, on a deployment that takes no cards', async () => {
    paymentApi({ payments: [], cards: 'off' });
    at('');
    expect(await screen.findByText(checkoutMessages.cardPaymentsOff)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay by bank transfer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay by Card' })).toBeNull();
    expect(screen.queryByText(APPLE_PAY_HINT)).toBeNull();
    expect(screen.getByText('Pay your service fee by bank transfer with a proof of payment. It starts your property search.')).toBeTruthy();
    expect(screen.queryByText(/by card|No card fee/)).toBeNull();
  });
});

describe('PaymentPage: the proof, checked and sent', () => {
  it('refuses an image over the size limit as soon as it is chosen, and sends nothing', async () => {
    const user = userEvent.setup();
    paymentApi({ payments: [] });
    const sent = fakeUploads(201, paymentRecord());
    at('');
    const input = await screen.findByLabelText<HTMLInputElement>('Payment proof image');
    const photo = new File(['x'], 'receipt.png', { type: 'image/png' });
    Object.defineProperty(photo, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(input, photo);
    expect((await screen.findByRole('alert')).textContent).toBe(uploadMessages.tooLarge);
    expect(input.files).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Proof' }));
    expect(sent).toEqual([]);
  });

  it('says a chosen file named as an image that is not one cannot be previewed, rather than showing a broken image', async () => {
    const user = userEvent.setup();
    paymentApi({ payments: [] });
    fakeUploads(201, paymentRecord());
    at('');
    await screen.findByLabelText('Payment proof image');
    // A renamed program: the browser goes by the name, and only the picture fails to load.
    await user.upload(screen.getByLabelText('Payment proof image'), new File(['MZ'], 'receipt.png', { type: 'image/png' }));
    // No user action expresses an image's failure to decode: the browser's error event stands in for it.
    fireEvent.error(await screen.findByAltText('The payment proof you chose'));
    expect((await screen.findByRole('alert')).textContent).toContain(uploadMessages.cannotPreview);
    expect(screen.queryByAltText('The payment proof you chose')).toBeNull();
  });

  it('cancels an upload in progress with the Cancel beside its progress bar, staying on the page with the choice kept', async () => {
    const user = userEvent.setup();
    paymentApi({ payments: [] });
    const sent = fakeUploads('never');
    const { currentPath } = at('');
    await screen.findByLabelText('Payment proof image');
    await chooseProof(user);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Proof' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading payment proof' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel: Uploading payment proof' }));
    await expectToast('Upload cancelled', 'Nothing was sent');
    expect(sent[0]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Payment Proof' }).disabled).toBe(false);
    expect(screen.getByText('receipt.png')).toBeTruthy();
    expect(currentPath()).toBe(paths.paymentInstructions);
  });
});
