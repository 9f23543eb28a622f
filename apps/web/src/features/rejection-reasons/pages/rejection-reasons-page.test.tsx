import type { RejectionReason } from '@nestway/core/rejection-reasons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { RejectionReasonsPage } from './rejection-reasons-page';

const blurred: RejectionReason = {
  id: 'r1',
  text: 'The photo is blurred or cut off',
  appliesTo: 'document',
  createdAt: '2027-01-01T09:00:00.000Z',
};

/** The list as the server keeps it: a save adds to it, a removal takes from it. */
function serveList(initial: RejectionReason[], { create }: { create?: Response } = {}) {
  let reasons = initial;
  return fakeApi({
    'GET /api/admin/rejection-reasons': () => ({ reasons }),
    'POST /api/admin/rejection-reasons': ({ body }) => {
      if (create) return create;
      const saved = {
        id: `r${reasons.length + 1}`,
        createdAt: blurred.createdAt,
        ...(body as Pick<RejectionReason, 'text' | 'appliesTo'>),
      };
      reasons = [...reasons, saved];
      return saved;
    },
    'DELETE /api/admin/rejection-reasons/r1': () => {
      reasons = reasons.filter((reason) => reason.id !== 'r1');
      return { success: true, message: 'Reason removed from the list.' };
    },
  });
}

describe('the Rejection Reasons screen', () => {
  it('adds a reason with its scope, and the list shows it', async () => {
    const user = userEvent.setup();
    const { calls } = serveList([]);
    renderWithProviders(<RejectionReasonsPage />);
    expect(await screen.findByText(/No saved reasons yet/)).toBeTruthy();
    await user.type(screen.getByLabelText('Reason'), 'The transfer reference is missing');
    await user.selectOptions(screen.getByLabelText('Offered when rejecting'), 'Payments');
    await user.click(screen.getByRole('button', { name: 'Save Reason' }));
    const list = await screen.findByRole('list', { name: 'Saved reasons' });
    expect(within(list).getByText('The transfer reference is missing')).toBeTruthy();
    expect(within(list).getByText('Payments')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'The transfer reference is missing', appliesTo: 'payment' });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Reason').value).toBe('');
  });

  it('tells a duplicate under the field, and refuses a blank reason before sending', async () => {
    const user = userEvent.setup();
    const { calls } = serveList([blurred], { create: apiError('conflict', 'This reason is already on the list.') });
    renderWithProviders(<RejectionReasonsPage />);
    await screen.findByRole('list', { name: 'Saved reasons' });
    await user.click(screen.getByRole('button', { name: 'Save Reason' }));
    expect(await screen.findByText('Enter the reason')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Reason'), 'the photo is blurred or cut off');
    await user.click(screen.getByRole('button', { name: 'Save Reason' }));
    expect(await screen.findByText('This reason is already on the list.')).toBeTruthy();
  });

  it('removes a reason only once confirmed', async () => {
    const user = userEvent.setup();
    const { calls } = serveList([blurred]);
    renderWithProviders(<RejectionReasonsPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove “The photo is blurred or cut off”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this reason?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove “The photo is blurred or cut off”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this reason?' })).getByRole('button', { name: 'Remove Reason' }),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Saved reasons' })).toBeNull());
    expect(screen.getByText(/No saved reasons yet/)).toBeTruthy();
  });
});
