import type { AdminClientSummary } from '@nestway/core/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ClientManagement } from './client-management';

const clients: AdminClientSummary[] = [
  { id: '1', fullName: 'Ada Lovelace', email: 'ada@example.com', isEmailVerified: true, createdAt: '2026-03-07T10:00:00.000Z' },
  { id: '2', fullName: 'Grace Hopper', email: 'grace@navy.example', isEmailVerified: false, createdAt: '2026-01-31T23:30:00.000Z' },
];

/** The list answered with `clients` (or an error answer). */
function renderWithClients(clients: AdminClientSummary[] | Response) {
  fakeApi({ 'GET /api/admin/users': clients });
  renderWithProviders(<ClientManagement />);
}

const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ClientManagement', { timeout: 15_000 }, () => {
  it('lists each client with their verification and UK registration date', async () => {
    renderWithClients(clients);
    await screen.findByRole('table');
    const [ada, grace] = tableRows();
    expect(ada!.textContent).toContain('ada@example.com');
    expect(ada!.textContent).toContain('Verified');
    expect(ada!.textContent).toContain('7 Mar 2026');
    expect(grace!.textContent).toContain('Not verified');
    // 23:30 UTC on 31 January is still 31 January in London (GMT).
    expect(grace!.textContent).toContain('31 Jan 2026');
  });

  it('links each client to their detail page', async () => {
    renderWithClients(clients);
    await screen.findByRole('table');
    const [ada] = tableRows();
    const link = within(ada!).getByRole('link', { name: /View Details\s*for Ada Lovelace/ });
    expect(link.getAttribute('href')).toBe('/admin/users/1');
  });

  it('searches names and e-mails, ignoring case', async () => {
    renderWithClients(clients);
    await screen.findByRole('table');
    const search = screen.getByLabelText('Search clients');

    fireEvent.change(search, { target: { value: 'GRACE' } });
    expect(tableRows().map((row) => row.textContent)).toEqual([expect.stringContaining('Grace Hopper')]);

    fireEvent.change(search, { target: { value: 'Example.COM' } });
    expect(tableRows().map((row) => row.textContent)).toEqual([expect.stringContaining('Ada Lovelace')]);

    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText(/No clients match/)).toBeTruthy();
  });

  it('says when there are no clients yet', async () => {
    renderWithClients([]);
    expect(await screen.findByText('No clients yet')).toBeTruthy();
  });

  it('shows the server message when the list cannot be read', async () => {
    renderWithClients(apiError('forbidden', 'Admins only.'));
    expect((await screen.findByRole('alert')).textContent).toBe('Admins only.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
