import type { DocumentRecord } from '@nestway/core/documents';
import type { RejectionReason } from '@nestway/core/rejection-reasons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminDocumentsSection } from '@/features/documents/components/admin/admin-documents-section';
import { PaymentReview } from '@/features/payments/components/admin/payment-review';
import { apiError, documentRecord, fakeApi, paymentRecord } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';

const reason = (id: string, text: string, appliesTo: RejectionReason['appliesTo']): RejectionReason => ({
  id,
  text,
  appliesTo,
  createdAt: '2027-01-01T09:00:00.000Z',
});
const reasons = [
  reason('r1', 'The photo is blurred or cut off', 'document'),
  reason('r2', 'The name does not match your account', 'any'),
  reason('r3', 'The amount does not match the fee', 'payment'),
];
const passport: DocumentRecord = documentRecord({ id: 'doc-1', status: 'pending' });

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function openDocumentRejection(routes: Parameters<typeof fakeApi>[0] = {}) {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /api/admin/rejection-reasons': { reasons },
    'PUT /api/documents/doc-1/verify': { ...passport, status: 'rejected' },
    ...routes,
  });
  renderWithProviders(<AdminDocumentsSection clientId="client-1" uploadForUser={null} documents={[passport]} />);
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject Document' });
  const picker = within(dialog).getByLabelText('Saved rejection reasons');
  await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
  return { user, dialog, picker, ...api };
}

describe('the document reject dialog with saved reasons', () => {
  it("offers the document reasons and the ones for both, not the payments'; picking one fills the note, which stays editable", async () => {
    const { user, dialog, picker, calls } = await openDocumentRejection();
    expect(optionTexts(picker)).toEqual([
      'Pick a reason to fill the note...',
      'The photo is blurred or cut off',
      'The name does not match your account',
    ]);
    await user.selectOptions(picker, 'The photo is blurred or cut off');
    const note = within(dialog).getByLabelText<HTMLTextAreaElement>('Reason for the client');
    expect(note.value).toBe('The photo is blurred or cut off');
    await user.type(note, ' on the left');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        status: 'rejected',
        notes: 'The photo is blurred or cut off on the left',
      }),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves a free-text reason for next time once the rejection has gone through, as a document reason', async () => {
    const { user, dialog, calls } = await openDocumentRejection({
      'POST /api/admin/rejection-reasons': reason('r9', 'Both sides of the card are needed', 'document'),
    });
    const save = within(dialog).getByRole('checkbox', { name: 'Save this reason for next time' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason for the client'), '  Both sides of the card are needed ');
    await user.click(save);
    await user.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(await screen.findByText('Reason saved for next time')).toBeTruthy();
    const sent = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${new URL(call.url, 'http://x').pathname}`);
    expect(sent).toEqual(['PUT /api/documents/doc-1/verify', 'POST /api/admin/rejection-reasons']);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'Both sides of the card are needed',
      appliesTo: 'document',
    });
  });

  it('a reason already on the list is no error; a failed list still lets staff type the reason', async () => {
    const { user, dialog } = await openDocumentRejection({
      'POST /api/admin/rejection-reasons': apiError('conflict', 'This reason is already on the list.'),
    });
    await user.selectOptions(within(dialog).getByLabelText('Saved rejection reasons'), 'The name does not match your account');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Save this reason for next time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(await screen.findByText('Document rejected')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('The reason could not be saved')).toBeNull();
  });

  it('says so when the saved reasons cannot be read, and the note stays free text', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/admin/rejection-reasons': apiError('service_unavailable', 'Busy') });
    renderWithProviders(<AdminDocumentsSection clientId="client-1" uploadForUser={null} documents={[passport]} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Document' });
    expect(await within(dialog).findByText('Saved reasons could not be loaded: type the reason instead.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason for the client'), 'Typed by hand');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Reason for the client').value).toBe('Typed by hand');
  });
});

describe('the payment review with saved reasons', () => {
  it('offers the payment reasons and the ones for both; picking fills the notes and the confirmation can save them', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/admin/rejection-reasons': { reasons },
      'PUT /api/payments/pay-1/verify': paymentRecord({ status: 'rejected' }),
      'POST /api/admin/rejection-reasons': reason('r10', 'x', 'payment'),
    });
    renderWithProviders(<PaymentReview paymentId="pay-1" />);
    const picker = screen.getByLabelText('Saved rejection reasons');
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
    expect(optionTexts(picker).slice(1)).toEqual(['The name does not match your account', 'The amount does not match the fee']);
    await user.selectOptions(picker, 'The amount does not match the fee');
    const notes = screen.getByLabelText<HTMLTextAreaElement>('Review notes (optional)');
    expect(notes.value).toBe('The amount does not match the fee');
    await user.type(notes, ': £200 received');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this payment?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Save this reason for next time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        text: 'The amount does not match the fee: £200 received',
        appliesTo: 'payment',
      }),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'rejected',
      notes: 'The amount does not match the fee: £200 received',
    });
  });
});
