import type { ClientRetention } from '@nestway/core/retention';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { RetentionSection } from './retention-section';

const PATH = '/api/admin/users/client-1/retention';
const HOLD_PATH = '/api/admin/users/client-1/retention-hold';

const retention = (overrides: Partial<ClientRetention> = {}): ClientRetention => ({
  dueAt: '2027-11-25T10:00:00.000Z',
  basis: 'inactive',
  warnedAt: null,
  hasFiles: true,
  hold: null,
  lastDeletedAt: null,
  ...overrides,
});

const held = retention({ hold: { since: '2026-11-25T10:00:00.000Z', reason: 'Deposit dispute', by: 'Nestway Admin' } });

const render = () => renderWithProviders(<RetentionSection clientId="client-1" />);

describe('RetentionSection', () => {
  it('shows when the files are due and why, and puts the client on hold with a reason after the dialog', async () => {
    const user = userEvent.setup();
    let current = retention();
    const { calls } = fakeApi({
      [`GET ${PATH}`]: () => current,
      [`PUT ${HOLD_PATH}`]: () => (current = held),
    });
    render();
    const block = await screen.findByRole('region', { name: 'Retention' });
    await within(block).findByText('25 November 2027');
    expect(block.textContent).toContain('after a year with no activity');

    await user.click(within(block).getByRole('button', { name: 'Put on Hold' }));
    const dialog = await screen.findByRole('dialog', { name: "Put this client's files on hold?" });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Deposit dispute');
    await user.click(within(dialog).getByRole('button', { name: 'Put on Hold' }));

    await within(block).findByText('On hold: nothing is deleted');
    expect(block.textContent).toContain('by Nestway Admin');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ body: { hold: true, reason: 'Deposit dispute' } }),
    ]);
  });

  it('releases a hold only once confirmed', async () => {
    const user = userEvent.setup();
    let current = held;
    const { calls } = fakeApi({
      [`GET ${PATH}`]: () => current,
      [`PUT ${HOLD_PATH}`]: () => (current = retention()),
    });
    render();
    const block = await screen.findByRole('region', { name: 'Retention' });
    await user.click(await within(block).findByRole('button', { name: 'Release Hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the hold?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(within(block).getByRole('button', { name: 'Release Hold' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release Hold' }));
    await within(block).findByRole('button', { name: 'Put on Hold' });
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ body: { hold: false } })]);
  });

  it('says so, with Try Again, when retention cannot be loaded', async () => {
    fakeApi({ [`GET ${PATH}`]: apiError('forbidden', 'Admins only.') });
    render();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Admins only.');
    expect(within(failure).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says when there is nothing to delete', async () => {
    fakeApi({ [`GET ${PATH}`]: retention({ hasFiles: false }) });
    render();
    expect(await screen.findByText('No files to delete')).toBeTruthy();
  });
});
