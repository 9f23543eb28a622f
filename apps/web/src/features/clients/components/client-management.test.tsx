import type { AdminClientPage, AdminClientRow } from '@nestway/core/admin';
import { adminAction, adminStage, type AdminClientRecords } from '@nestway/core/admin-badges';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { useClientList } from '../hooks/use-client-list';
import { ClientManagement } from './client-management';
import { SummaryCards } from './summary-cards';

/** The two sections as the admin dashboard composes them, around one list. */
function ClientsOnDashboard() {
  const list = useClientList();
  return (
    <>
      <SummaryCards list={list} />
      <ClientManagement list={list} />
    </>
  );
}

const registered: AdminClientRecords = {
  preferences: null,
  consultation: null,
  payments: [],
  documents: [],
  termsSigned: false,
  offerAccepted: false,
};

/** A row as the server answers it, its badges from core's rules. */
function row(n: number, records: AdminClientRecords = registered): AdminClientRow {
  return {
    id: `client-${n}`,
    fullName: `Client ${n}`,
    email: `client${n}@example.com`,
    isEmailVerified: true,
    createdAt: '2026-03-07T10:00:00.000Z',
    stage: adminStage(records),
    action: adminAction(records),
  };
}

const summary = { totalClients: 45, pendingConsultations: 3, paymentsToVerify: 2, documentsToReview: 0, pendingOffers: 0 };
const answer = (overrides: Partial<AdminClientPage> = {}): AdminClientPage => ({
  clients: [row(1), row(2)],
  total: 45,
  page: 1,
  pageSize: 20,
  summary,
  ...overrides,
});

/** The list answered by `reply` for each request's query parameters; `queries` records them. */
function renderWith(reply: (query: URLSearchParams) => AdminClientPage | Response | Promise<AdminClientPage>, path = '/admin/dashboard') {
  const queries: URLSearchParams[] = [];
  fakeApi({
    'GET /api/admin/users': ({ url }) => {
      const query = new URL(url, 'http://localhost').searchParams;
      queries.push(query);
      return reply(query);
    },
  });
  const rendered = renderWithProviders(<ClientsOnDashboard />, { path });
  return { ...rendered, queries, lastQuery: () => Object.fromEntries(queries.at(-1)!) };
}

const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const card = (name: RegExp) => within(screen.getByRole('region', { name: 'Summary' })).getByRole('button', { name });

describe('the admin client list', () => {
  it('shows each client with their name, e-mail, stage and action badges, and a link to their details', async () => {
    const paying: AdminClientRecords = {
      ...registered,
      preferences: { bedrooms: 2, maxBudget: 900, moveInDate: '2027-09-01' },
      termsSigned: true,
      consultation: { status: 'completed' },
      payments: [{ status: 'pending' }],
    };
    renderWith(() => answer({ clients: [row(1, paying), row(2)], total: 2 }));
    await screen.findByRole('table');
    const [first, second] = tableRows();
    expect(within(first!).getByText('Client 1')).toBeTruthy();
    expect(within(first!).getByText('client1@example.com')).toBeTruthy();
    expect(within(first!).getByText('Payment Pending')).toBeTruthy();
    expect(within(first!).getByText('Verify Payment')).toBeTruthy();
    expect(within(second!).getByText('Just Registered')).toBeTruthy();
    expect(within(second!).getByText('Waiting for User')).toBeTruthy();
    const link = within(first!).getByRole('link', { name: /View Details\s*for Client 1/ });
    expect(link.getAttribute('href')).toBe('/admin/users/client-1');
    expect(screen.getByText('2 clients')).toBeTruthy();
  });

  it('shows the five summary counts, and filters the list with the first four cards', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderWith((query) => answer({ total: query.get('filter') === 'paymentsToVerify' ? 2 : 45 }));
    await screen.findByRole('table');
    expect(card(/Total Clients\s*45/).getAttribute('aria-pressed')).toBe('true');
    expect(card(/Pending Consultations\s*3/).getAttribute('aria-pressed')).toBe('false');
    expect(card(/Documents to Review\s*0/)).toBeTruthy();
    // Pending Offers counts offers: it is shown, but is no filter.
    expect(screen.queryByRole('button', { name: /Pending Offers/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('Pending Offers')).toBeTruthy();
    expect(lastQuery()).toEqual({});

    await user.click(card(/Payments to Verify/));
    await waitFor(() => expect(lastQuery()).toEqual({ filter: 'paymentsToVerify' }));
    expect(card(/Payments to Verify/).getAttribute('aria-pressed')).toBe('true');
    expect(card(/Total Clients/).getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('2 clients')).toBeTruthy();

    // The chosen card again shows every client; so does the filter's button on the list.
    await user.click(card(/Payments to Verify/));
    await waitFor(() => expect(card(/Total Clients/).getAttribute('aria-pressed')).toBe('true'));
    await user.click(card(/Pending Consultations/));
    await waitFor(() => expect(lastQuery()).toEqual({ filter: 'pendingConsultations' }));
    await user.click(screen.getByRole('button', { name: /Pending Consultations: show every client/ }));
    await waitFor(() => expect(card(/Total Clients/).getAttribute('aria-pressed')).toBe('true'));
  });

  it('scrolls the list into view when a card filters it, and nothing scrolls the page back to the top', async () => {
    const user = userEvent.setup();
    renderWith(() => answer());
    const table = await screen.findByRole('region', { name: 'Client Management' });
    const scrolledIntoView = vi.fn();
    table.scrollIntoView = scrolledIntoView;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    onTestFinished(() => scrollTo.mockRestore());

    // The first filter is the address's first change (replace), as on the real dashboard.
    await user.click(card(/Payments to Verify/));
    await waitFor(() => expect(card(/Payments to Verify/).getAttribute('aria-pressed')).toBe('true'));
    expect(scrolledIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('sends the search once typing pauses, and starts again at page 1', async () => {
    const user = userEvent.setup();
    const { queries, lastQuery } = renderWith((query) => answer({ page: Number(query.get('page') ?? 1) }), '/admin/dashboard?page=2');
    await screen.findByRole('table');
    expect(lastQuery()).toEqual({ page: '2' });
    const search = screen.getByLabelText('Search clients');
    for (const text of ['G', 'Gr', 'Gra', 'GRACE ']) {
      await user.clear(search);
      await user.type(search, text);
    }
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'GRACE' }));
    expect(queries.filter((query) => query.has('search'))).toHaveLength(1);
  });

  it('says when nothing matches, and shows every client again on request', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderWith((query) => (query.has('search') ? answer({ clients: [], total: 0 }) : answer()));
    await screen.findByRole('table');
    await user.click(card(/Pending Consultations/));
    await user.clear(screen.getByLabelText('Search clients'));
    await user.type(screen.getByLabelText('Search clients'), 'nobody');
    expect((await screen.findByText(/No clients match/)).textContent).toBe('No clients match “nobody” in Pending Consultations.');

    // Every client again (the first answer, from the cache).
    await user.click(screen.getByRole('button', { name: 'Show all clients' }));
    await screen.findByRole('table');
    expect(card(/Total Clients/).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Search clients') as HTMLInputElement).value).toBe('');
    expect(lastQuery()).toEqual({ filter: 'pendingConsultations', search: 'nobody' });
  });

  it('pages with Previous and Next, keeping the last page on screen while the next one loads', async () => {
    const user = userEvent.setup();
    let releasePage2: () => void = () => {};
    const { lastQuery } = renderWith((query) => {
      if (query.get('page') !== '2') return answer({ clients: [row(1), row(2)] });
      return new Promise((resolve) => (releasePage2 = () => resolve(answer({ clients: [row(21)], page: 2 }))));
    });
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Client list pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('1–2 of 45 clients')).toBeTruthy();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '2' }));
    // Page 1 stays, marked busy, until page 2 arrives.
    expect(tableRows()[0]!.textContent).toContain('Client 1');
    expect(screen.getByRole('table').closest('[aria-busy]')!.getAttribute('aria-busy')).toBe('true');

    releasePage2();
    await waitFor(() => expect(tableRows()[0]!.textContent).toContain('Client 21'));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('21–21 of 45 clients')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(tableRows()[0]!.textContent).toContain('Client 1'));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('goes to the last page when the address asks for a page past the end', async () => {
    const { lastQuery } = renderWith(
      (query) => (query.get('page') === '9' ? answer({ clients: [], page: 9 }) : answer({ page: Number(query.get('page') ?? 1) })),
      '/admin/dashboard?page=9',
    );
    await waitFor(() => expect(lastQuery()).toEqual({ page: '3' }));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
  });

  it('says when there are no clients yet', async () => {
    renderWith(() => answer({ clients: [], total: 0, summary: { ...summary, totalClients: 0 } }));
    expect(await screen.findByText('No clients yet')).toBeTruthy();
  });

  it('shows the server message when the list cannot be read, with Try Again', async () => {
    renderWith(() => apiError('forbidden', 'Admins only.'));
    expect((await screen.findByRole('alert')).textContent).toContain('Admins only.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(card(/Total Clients\s*–/)).toBeTruthy();
  });
});
