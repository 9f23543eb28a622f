import type { AuditEntry } from '@nestway/core/audit';
import { paths } from '@nestway/core/web-routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, fakeApi } from '@/test/fake-api';
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
  action: 'payment.verify',
  targetId: 'p1',
  ipAddress: '10.0.0.9',
  userAgent: 'Firefox',
  outcome: 'succeeded',
  ...overrides,
});

const page = (entries: AuditEntry[], total = entries.length) => ({ entries, total, page: 1, pageSize: 50 });

describe('AuditLogPage', () => {
  it('lists entries with who, what, when, where and how it ended, and filters through the address and the CSV link', async () => {
    const api = fakeApi({
      'GET /api/auth/user': currentUser({ isAdmin: true }),
      'GET /api/admin/audit-log': page([
        entry(),
        entry({ id: 6, action: 'document.upload', actorRole: 'tenant', actorName: null, outcome: 'refused' }),
      ]),
      'GET /api/admin/audit-log/actors': [{ id: STAFF, name: 'Sam Admin' }],
    });
    renderWithProviders([signedInScreens('admin', [{ path: paths.adminAuditLog, element: <AuditLogPage /> }])], {
      path: paths.adminAuditLog,
    });
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Payment verifyBy Sam Admin, 1 Jul 2027, 10:00 BST, from 10\.0\.0\.9Open the clientSucceeded$/),
      expect.stringMatching(/^Document uploadBy The client, .*Refused$/),
    ]);

    await userEvent.selectOptions(await screen.findByLabelText('Staff member'), 'Sam Admin');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Payment verify');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await expect
      .poll(() => api.calls.filter((call) => call.url.startsWith('/api/admin/audit-log?')).at(-1)?.url)
      .toBe(`/api/admin/audit-log?actorId=${STAFF}&action=payment.verify&page=1`);
    const csv = within(screen.getByRole('region', { name: 'Entries' })).getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/admin/audit-log.csv?actorId=${STAFF}&action=payment.verify`);
  });

  it('says when nothing matches', async () => {
    fakeApi({ 'GET /api/auth/user': currentUser({ isAdmin: true }), 'GET /api/admin/audit-log': page([]) });
    renderWithProviders([signedInScreens('admin', [{ path: paths.adminAuditLog, element: <AuditLogPage /> }])], {
      path: paths.adminAuditLog,
    });
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
  });
});

describe('ActivityTimelineSection', () => {
  it("shows the client's activity newest first and links to the log filtered to them", async () => {
    fakeApi({ [`GET /api/admin/users/${CLIENT}/activity`]: page([entry()]) });
    renderWithProviders(<ActivityTimelineSection clientId={CLIENT} />);
    expect(await screen.findByText('Payment verify')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in the Audit Log' }).getAttribute('href')).toBe(`/admin/audit-log?clientId=${CLIENT}`);
  });

  it('says when nothing is recorded', async () => {
    fakeApi({ [`GET /api/admin/users/${CLIENT}/activity`]: page([]) });
    renderWithProviders(<ActivityTimelineSection clientId={CLIENT} />);
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
  });
});
