import { paths } from '@nestway/core/web-routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminClientPage, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { routes } from '../routes';

/** The admin's screens as the app routes them, with the list and every other read of the sections answered 404. */
function renderAdminAt(path: string) {
  fakeApi({ 'GET /api/auth/user': currentUser({ isAdmin: true }), 'GET /api/admin/users': adminClientPage() });
  return renderWithProviders(routes, { path });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin navigation', () => {
  it('lists the dashboard sections under the spec’s names, then Staff, Rejection Reasons and Audit Log, and marks the current page', async () => {
    renderAdminAt(paths.adminDashboard);
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(linkNames(nav)).toEqual([
      'Client Management',
      'Manage Your Availability',
      'Create Bulk Viewing',
      'Video Sharing',
      'Staff',
      'Rejection Reasons',
      'Audit Log',
    ]);
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      paths.adminDashboard,
      paths.adminAvailability,
      paths.adminBulkViewing,
      paths.adminVideoSharing,
      paths.adminStaff,
      paths.adminRejectionReasons,
      paths.adminAuditLog,
    ]);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Client Management']);
    // The keyboard can pass the navigation by.
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('takes the admin to each dashboard section’s own screen and marks it current', async () => {
    const user = userEvent.setup();
    const page = renderAdminAt(paths.adminDashboard);
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const sections = [
      ['Manage Your Availability', paths.adminAvailability, 'Manage Your Availability'],
      ['Create Bulk Viewing', paths.adminBulkViewing, 'Property Viewings'],
      ['Video Sharing', paths.adminVideoSharing, 'Video Sharing'],
      ['Client Management', paths.adminDashboard, 'Client Management'],
    ] as const;
    for (const [link, path, region] of sections) {
      await user.click(within(nav).getByRole('link', { name: link }));
      expect(await screen.findByRole('region', { name: region })).toBeTruthy();
      expect(page.currentPath()).toBe(path);
      expect(within(nav).getByRole('link', { name: link }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('opens on a phone from the menu button, closes with Escape giving focus back, and closes when a page is chosen', async () => {
    const user = userEvent.setup();
    const page = renderAdminAt(paths.adminDashboard);
    const open = await screen.findByRole('button', { name: 'Open menu' });

    await user.click(open);
    const menu = await screen.findByRole('dialog', { name: 'Admin menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Admin' });
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);

    await user.click(open);
    await user.click(within(await screen.findByRole('dialog', { name: 'Admin menu' })).getByRole('link', { name: 'Video Sharing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.currentPath()).toBe(paths.adminVideoSharing);
    expect(await screen.findByRole('region', { name: 'Video Sharing' })).toBeTruthy();
    expect(nav.isConnected).toBe(false);
  });
});
