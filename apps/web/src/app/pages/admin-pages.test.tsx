import { paths } from '@nestway/core/web-routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminClientDetail, consultationRecord, currentUser, fakeApi, paymentRecord } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { AdminClientPage } from './admin-client-page';
import { AdminDashboardPage } from './admin-dashboard-page';

/** Where each named region comes among the page's regions (-1 when missing). */
const headingOrder = (names: string[]) => {
  const found = screen.getAllByRole('region').map((region) => {
    const labelledBy = region.getAttribute('aria-labelledby');
    return labelledBy ? document.getElementById(labelledBy)?.textContent : region.getAttribute('aria-label');
  });
  return names.map((name) => found.indexOf(name));
};

describe('the admin pages compose the viewings, videos and offers sections', () => {
  it('the dashboard shows them in the spec’s order: viewings and video sharing before the client table, offers after it', async () => {
    // Every other read answers 404: the sections show their failures, but all are on the page.
    fakeApi({ 'GET /api/auth/user': currentUser({ isAdmin: true }) });
    renderWithProviders([signedInScreens('admin', [{ path: paths.adminDashboard, element: <AdminDashboardPage /> }])]);
    await screen.findByRole('region', { name: 'Property Offers' });
    const order = headingOrder(['Manage Your Availability', 'Property Viewings', 'Video Sharing', 'Client Management', 'Property Offers']);
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
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
});
