import type { AdminClientPage } from '@nestway/core/admin';
import type { AuditEntry } from '@nestway/core/audit';
import { paths } from '@nestway/core/web-routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminClientDetail, adminClientPage, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { ActivityTimelineSection } from '../components/activity-timeline-section';
import { AuditLogPage } from './audit-log-page';

const CLIENT = '7f0c2f57-4a3e-4c55-9b55-0c6c1c6f1a01';
const STAFF = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 7,
  occurredAt: '2027-07-01T09:00:00.000Z',
  actorId: STAFF,
  actorName: 'Sam Admin',
  actorRole: 'admin',
  clientId: CLIENT,
  clientName: 'Hannah Kowalski',
  action: 'payment.verify',
  targetId: 'p1',
  ipAddress: '10.0.0.9',
  userAgent: 'Firefox',
  outcome: 'succeeded',
  ...overrides,
});

const page = (entries: AuditEntry[], total = entries.length) => ({ entries, total, page: 1, pageSize: 50 });

/** GET /api/admin/users as it answers a search that finds Hannah. */
const hannahFound = (): AdminClientPage =>
  adminClientPage({
    total: 1,
    clients: [
      {
        id: CLIENT,
        fullName: 'Hannah Kowalski',
        email: 'hannah@example.com',
        isEmailVerified: true,
        createdAt: '2027-01-01T00:00:00.000Z',
        stage: { kind: 'just-registered', label: 'Just Registered', tone: 'neutral' },
        action: { kind: 'waiting-for-user', label: 'Waiting for User', tone: 'neutral' },
      },
    ],
  });

const renderLog = (path: string = paths.adminAuditLog) =>
  renderWithProviders([signedInScreens('admin', [{ path: paths.adminAuditLog, element: <AuditLogPage /> }])], { path });

describe('AuditLogPage', () => {
  it('lists entries with what in words, who, when, where, the client by name and how it ended, and filters through the address and the CSV link', async () => {
    const api = fakeApi({
      'GET /api/auth/user': currentUser({ isAdmin: true }),
      'GET /api/admin/audit-log': page([
        entry(),
        entry({ id: 6, action: 'document.upload', actorId: CLIENT, actorRole: 'tenant', actorName: null, outcome: 'refused' }),
        entry({ id: 5, action: 'payment.card', actorId: null, actorRole: 'system', actorName: 'Card provider', ipAddress: null }),
        entry({ id: 4, action: 'client.notes.save', clientName: 'Deleted client' }),
        entry({ id: 3, action: 'staff.invite', clientId: null, clientName: null }),
      ]),
      'GET /api/admin/audit-log/actors': [{ id: STAFF, name: 'Sam Admin' }],
    });
    renderLog();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Verified or rejected a paymentBy Sam Admin, 1 Jul 2027, 10:00 BST, from 10\.0\.0\.9Client: Hannah KowalskiSucceeded$/,
      ),
      expect.stringMatching(/^Uploaded a documentBy Hannah Kowalski, .*Client: Hannah KowalskiRefused$/),
      expect.stringMatching(/^Paid by cardBy Card provider, 1 Jul 2027, 10:00 BSTClient: Hannah KowalskiSucceeded$/),
      expect.stringMatching(new RegExp(`^Saved the private notesBy Sam Admin, .*Client: Deleted client \\(${CLIENT}\\)Succeeded$`)),
      expect.stringMatching(/^Invited a staff memberBy Sam Admin, .*from 10\.0\.0\.9Succeeded$/),
    ]);
    const links = within(rows[0]!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Hannah Kowalski', paths.adminUser.href(CLIENT)]]);
    expect(within(rows[3]!).queryByRole('link')).toBeNull();

    await userEvent.selectOptions(await screen.findByLabelText('Staff member'), 'Sam Admin');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Verified or rejected a payment');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await expect
      .poll(() => api.calls.filter((call) => call.url.startsWith('/api/admin/audit-log?')).at(-1)?.url)
      .toBe(`/api/admin/audit-log?actorId=${STAFF}&action=payment.verify&page=1`);
    const csv = within(screen.getByRole('region', { name: 'Entries' })).getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/admin/audit-log.csv?actorId=${STAFF}&action=payment.verify`);
  });

  it('filters by a client found by name or e-mail, and shows them by name once chosen', async () => {
    const api = fakeApi({
      'GET /api/auth/user': currentUser({ isAdmin: true }),
      'GET /api/admin/audit-log': page([entry()]),
      'GET /api/admin/audit-log/actors': [],
      'GET /api/admin/users': (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('search') === 'hann' ? hannahFound() : adminClientPage(),
      [`GET /api/admin/users/${CLIENT}`]: adminClientDetail({ id: CLIENT, fullName: 'Hannah Kowalski' }),
    });
    renderLog();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Client' }), 'hann');
    const matches = await screen.findByRole('list', { name: 'Matching clients' });
    await userEvent.click(within(matches).getByRole('button', { name: /Hannah Kowalski/ }));
    const chosen = screen.getByRole('group', { name: 'Client' });
    expect(await within(chosen).findByText('Hannah Kowalski')).toBeTruthy();
    expect(document.activeElement).toBe(within(chosen).getByRole('button', { name: 'Change client' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await expect
      .poll(() => api.calls.filter((call) => call.url.startsWith('/api/admin/audit-log?')).at(-1)?.url)
      .toBe(`/api/admin/audit-log?clientId=${CLIENT}&page=1`);

    await userEvent.click(within(screen.getByRole('group', { name: 'Client' })).getByRole('button', { name: 'Change client' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Client' }));
  });

  it("arrives from the client page's link filtered to the client, named", async () => {
    const api = fakeApi({
      'GET /api/auth/user': currentUser({ isAdmin: true }),
      'GET /api/admin/audit-log': page([entry()]),
      'GET /api/admin/audit-log/actors': [],
      [`GET /api/admin/users/${CLIENT}`]: adminClientDetail({ id: CLIENT, fullName: 'Hannah Kowalski' }),
    });
    renderLog(`${paths.adminAuditLog}?clientId=${CLIENT}`);
    expect(await within(await screen.findByRole('group', { name: 'Client' })).findByText('Hannah Kowalski')).toBeTruthy();
    expect(api.calls.find((call) => call.url.startsWith('/api/admin/audit-log?'))?.url).toBe(
      `/api/admin/audit-log?clientId=${CLIENT}&page=1`,
    );
  });

  it('names a client filtered by id whose account is gone as a deleted client, with the id', async () => {
    fakeApi({
      'GET /api/auth/user': currentUser({ isAdmin: true }),
      'GET /api/admin/audit-log': page([entry({ clientName: 'Deleted client' })]),
      'GET /api/admin/audit-log/actors': [],
    });
    renderLog(`${paths.adminAuditLog}?clientId=${CLIENT}`);
    expect(await within(await screen.findByRole('group', { name: 'Client' })).findByText(`Deleted client (${CLIENT})`)).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    fakeApi({ 'GET /api/auth/user': currentUser({ isAdmin: true }), 'GET /api/admin/audit-log': page([]) });
    renderLog();
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
  });
});

describe('ActivityTimelineSection', () => {
  it("shows the client's activity newest first, ten a page, and links to the log filtered to them", async () => {
    const { calls } = fakeApi({
      [`GET /api/admin/users/${CLIENT}/activity`]: page([
        entry(),
        entry({ id: 6, action: 'terms.sign', actorId: CLIENT, actorRole: 'tenant', actorName: null }),
      ]),
    });
    renderWithProviders(<ActivityTimelineSection clientId={CLIENT} />);
    expect(await screen.findByText('Verified or rejected a payment')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Verified or rejected a paymentBy Sam Admin, .*Succeeded$/),
      expect.stringMatching(/^Signed the termsBy Hannah Kowalski, .*Succeeded$/),
    ]);
    expect(screen.getByRole('link', { name: 'Open in the Audit Log' }).getAttribute('href')).toBe(`/admin/audit-log?clientId=${CLIENT}`);
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('pageSize')).toBe('10');
  });

  it('says when nothing is recorded', async () => {
    fakeApi({ [`GET /api/admin/users/${CLIENT}/activity`]: page([]) });
    renderWithProviders(<ActivityTimelineSection clientId={CLIENT} />);
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
  });
});
