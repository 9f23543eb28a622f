import { paths } from '@nestway/core/web-routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminClientDetail, currentUser, fakeApi } from '@/test/fake-api';
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
});
