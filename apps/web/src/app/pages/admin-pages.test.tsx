import { paths } from '@nestway/core/web-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { savedPreferences, validPreferences } from '../../../../../test-support/fixtures/preferences';
import { describe, expect, it } from 'vitest';
import { adminClientDetail, adminClientPage, consultationRecord, currentUser, fakeApi, paymentRecord } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { AdminClientPage } from './admin-client-page';
import { AdminAvailabilityPage, AdminBulkViewingPage, AdminDashboardPage, AdminVideoSharingPage } from './admin-dashboard-page';

/** Where each named region comes among the page's regions (-1 when missing). */
const headingOrder = (names: string[]) => {
  const found = screen.getAllByRole('region').map((region) => {
    const labelledBy = region.getAttribute('aria-labelledby');
    return labelledBy ? document.getElementById(labelledBy)?.textContent : region.getAttribute('aria-label');
  });
  return names.map((name) => found.indexOf(name));
};

describe('the admin pages compose the viewings, videos and offers sections', () => {
  it('the dashboard opens on the queue: the summary cards, Right to Rent follow-ups, Client Management, then Property Offers; the forms are not laid out above it', async () => {
    // Every other read answers 404: the sections show their failures, but all are on the page.
    fakeApi({ 'GET /api/auth/user': currentUser({ isAdmin: true }) });
    renderWithProviders([signedInScreens('admin', [{ path: paths.adminDashboard, element: <AdminDashboardPage /> }])]);
    await screen.findByRole('region', { name: 'Property Offers' });
    const order = headingOrder(['Summary', 'Right to Rent follow-ups', 'Client Management', 'Property Offers']);
    expect(order).toEqual([0, 1, 2, 3]);
    for (const elsewhere of ['Manage Your Availability', 'Property Viewings', 'Video Sharing']) {
      expect(screen.queryByRole('region', { name: elsewhere })).toBeNull();
    }
    expect(screen.queryByRole('form', { name: 'Create Bulk Viewing' })).toBeNull();
  });

  it.each([
    [paths.adminAvailability, AdminAvailabilityPage, 'Manage Your Availability'],
    [paths.adminBulkViewing, AdminBulkViewingPage, 'Property Viewings'],
    [paths.adminVideoSharing, AdminVideoSharingPage, 'Video Sharing'],
  ])('%s shows the dashboard section it is named after, alone', async (path, Page, name) => {
    fakeApi({ 'GET /api/auth/user': currentUser({ isAdmin: true }) });
    renderWithProviders([signedInScreens('admin', [{ path, element: <Page /> }])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('region', { name })).toBeTruthy();
    for (const other of ['Summary', 'Client Management', 'Manage Your Availability', 'Property Viewings', 'Video Sharing'].filter(
      (n) => n !== name,
    )) {
      expect(screen.queryByRole('region', { name: other })).toBeNull();
    }
  });

  it('the client page puts Property Viewings between the documents and messages and the Admin Notes', async () => {
    fakeApi({
      'GET /api/auth/user': currentUser({ isAdmin: true }),
      'GET /api/admin/users/client-1': adminClientDetail(),
      'GET /api/admin/users/client-1/viewings': [],
    });
    renderWithProviders([signedInScreens('admin', [{ path: paths.adminUser.path, element: <AdminClientPage /> }])], {
      path: paths.adminUser.href('client-1'),
    });
    expect(await screen.findByText('No viewings booked for this client yet.')).toBeTruthy();
    const order = headingOrder(['Documents', 'Admin Feedback', 'Property Viewings', 'Admin Notes']);
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("reads a co-tenant's step and progress from the group leader's consultation and payment, as the co-tenant's dashboard does", async () => {
    const group = {
      leaderId: 'leader-1',
      leaderName: 'Lena Leader',
      members: [{ id: 'client-1', fullName: 'Ada Client', email: 'ada@example.com' }],
    };
    fakeApi({
      'GET /api/auth/user': currentUser({ isAdmin: true }),
      'GET /api/admin/users/client-1': adminClientDetail({ group: { role: 'cotenant', ...group } }),
      'GET /api/admin/users/leader-1': adminClientDetail({
        id: 'leader-1',
        fullName: 'Lena Leader',
        group: { role: 'leader', ...group },
        callSchedule: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }),
        payments: [paymentRecord({ status: 'verified', amountPence: 450_00, amount: '450.00' })],
      }),
      'GET /api/admin/users/client-1/viewings': [],
    });
    renderWithProviders([signedInScreens('admin', [{ path: paths.adminUser.path, element: <AdminClientPage /> }])], {
      path: paths.adminUser.href('client-1'),
    });
    const progress = await screen.findByRole('region', { name: 'Progress Overview' });
    await within(progress).findByText('Verified');
    expect(within(progress).queryByText('Not booked')).toBeNull();
    const override = screen.getByRole('region', { name: 'Admin Status Override' });
    expect(override.textContent).not.toMatch(/no call booked yet/);
    // The server refuses a consultation on a co-tenant's account: the section offers none and points to the leader's.
    const calls = screen.getByRole('region', { name: 'Call Management' });
    expect(within(calls).getByText('Lena Leader, the group leader, books the group’s consultation: it is on their account.')).toBeTruthy();
    expect(within(calls).queryByRole('button')).toBeNull();
  });

  it('the client page keeps a summary of the stage, the action required, the contact and the next call beside the sections', async () => {
    const client = adminClientDetail({
      preferences: savedPreferences(),
      callSchedule: consultationRecord({ status: 'confirmed', confirmedDateTime: '2027-03-02T10:00:00.000Z' }),
    });
    fakeApi({
      'GET /api/auth/user': currentUser({ isAdmin: true }),
      'GET /api/admin/users/client-1': client,
      'GET /api/admin/users': (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('search') === client.email
          ? adminClientPage({
              total: 1,
              clients: [
                {
                  id: client.id,
                  fullName: client.fullName,
                  email: client.email,
                  isEmailVerified: true,
                  createdAt: client.createdAt,
                  stage: { kind: 'consultation-scheduled', label: 'Consultation Scheduled', tone: 'info' },
                  action: { kind: 'complete-call', label: 'Complete Call', tone: 'warning' },
                },
              ],
            })
          : adminClientPage(),
    });
    renderWithProviders([signedInScreens('admin', [{ path: paths.adminUser.path, element: <AdminClientPage /> }])], {
      path: paths.adminUser.href('client-1'),
    });
    const summary = await screen.findByRole('region', { name: 'Client Summary' });
    const fact = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(fact('Current Stage')).toBe('Consultation Scheduled'));
    expect(fact('Admin Action Required')).toBe('Complete Call');
    expect(within(summary).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe('mailto:ada@example.com');
    expect(within(summary).getByRole('link', { name: validPreferences.contactNumber }).getAttribute('href')).toBe('tel:+4407700900123');
    expect(fact('Next Call')).toBe('2 Mar 2027, 10:00 GMT');
    // The summary and the index stay in view beside the sections from 1280 px.
    expect(summary.closest('aside')?.className).toContain('xl:sticky');
  });

  it("the client page's section index links to every section, in the page's order", async () => {
    fakeApi({
      'GET /api/auth/user': currentUser({ isAdmin: true }),
      'GET /api/admin/users/client-1': adminClientDetail(),
    });
    renderWithProviders([signedInScreens('admin', [{ path: paths.adminUser.path, element: <AdminClientPage /> }])], {
      path: paths.adminUser.href('client-1'),
    });
    const index = await screen.findByRole('navigation', { name: 'Sections of this page' });
    const links = within(index).getAllByRole('link');
    const targets = links.map((link) => document.getElementById(link.getAttribute('href')!.slice(1)));
    expect(targets.every(Boolean)).toBe(true);
    // Each link names the first heading of its target, and the targets come in the page's order.
    for (const [i, link] of links.entries()) {
      const firstHeading = targets[i]!.querySelector('h2')?.textContent;
      expect(link.textContent?.startsWith(firstHeading ?? '—')).toBe(true);
    }
    expect(links.map((link) => link.textContent)).toContain('Call Management');
    const positions = targets.map((target) => [...document.querySelectorAll('[id]')].indexOf(target!));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The daily work first: the call, then the money, then the papers.
    const work = headingOrder(['Client Summary', 'Call Management', 'Payment Status', 'Documents']);
    expect(work.every((index) => index >= 0)).toBe(true);
    expect([...work].sort((a, b) => a - b)).toEqual(work);
  });
});
