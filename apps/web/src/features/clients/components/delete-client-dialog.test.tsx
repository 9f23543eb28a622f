import { paths } from '@nestway/core/web-routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Link, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useClientDetail, useClientPage } from '@/queries/clients';
import { adminClientPage, adminClientDetail, apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ClientHeader } from './client-header';

const CLIENT = 'client-1';
const DETAIL_PATH = `/api/admin/users/${CLIENT}` as const;

const detail = adminClientDetail({ id: CLIENT });

const emptyPage = adminClientPage();

/** The dashboard's client list and the client page, reduced to what the deletion touches. */
function Dashboard() {
  const list = useClientPage({ page: 1, pageSize: 20, search: '', filter: 'all' });
  return (
    <main>
      <h1>Admin Dashboard</h1>
      {list.data && <p>{list.data.total} clients</p>}
      <Link to={paths.adminUser.href(CLIENT)}>Open Ada</Link>
    </main>
  );
}

function ClientPage() {
  const { id = '' } = useParams();
  const client = useClientDetail(id);
  if (client.isError) return <p>User not found</p>;
  if (!client.data) return <p>Loading...</p>;
  return (
    <main>
      <ClientHeader client={client.data} />
    </main>
  );
}

const routes = [
  { path: paths.adminUser.path, element: <ClientPage /> },
  { path: paths.adminDashboard, element: <Dashboard /> },
];

const requestsTo = (calls: Array<{ method: string; url: string }>, method: string, path: string) =>
  calls.filter((call) => call.method === method && new URL(call.url, 'http://localhost').pathname === path).length;

/** Delete User is in the header's More actions menu. */
async function openDialog(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  await user.click(within(screen.getByRole('menu', { name: 'More actions' })).getByRole('menuitem', { name: 'Delete User' }));
  return screen.findByRole('dialog', { name: 'Delete this user?' });
}

describe('DeleteClientDialog', () => {
  it('names the client, says it cannot be undone, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [`GET ${DETAIL_PATH}`]: detail });
    renderWithProviders(routes, { path: paths.adminUser.href(CLIENT) });
    // Not a button beside the everyday ones: a red item of the closed More actions menu.
    const more = await screen.findByRole('button', { name: 'More actions' });
    expect(screen.queryByRole('button', { name: 'Delete User' })).toBeNull();
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');

    const dialog = await openDialog(user);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(dialog.textContent).toContain("Ada Client's account will be deleted with their data");
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // Focus comes back to the menu's button.
    expect(document.activeElement).toBe(more);
  });

  it('opens the menu from the keyboard, moves through it, and closes it with Escape', async () => {
    const user = userEvent.setup();
    fakeApi({ [`GET ${DETAIL_PATH}`]: detail });
    renderWithProviders(routes, { path: paths.adminUser.href(CLIENT) });
    const more = await screen.findByRole('button', { name: 'More actions' });
    more.focus();
    await user.keyboard('{Enter}');
    const item = within(screen.getByRole('menu', { name: 'More actions' })).getByRole('menuitem', { name: 'Delete User' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item);
    expect(item.className).toContain('text-danger');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete User' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Delete this user?' })).toBeTruthy();
  });

  it('deletes on confirmation, says so, goes back to the dashboard and reads the client list again', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/admin/users': emptyPage,
      [`GET ${DETAIL_PATH}`]: detail,
      [`DELETE ${DETAIL_PATH}`]: {
        message: "Ada Client's account and data were deleted; their payments are kept as tax records, without their name.",
      },
    });
    const page = renderWithProviders(routes, { path: paths.adminDashboard });
    await screen.findByText('0 clients');
    await user.click(screen.getByRole('link', { name: 'Open Ada' }));
    await screen.findByRole('heading', { name: 'Ada Client' });

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));

    await screen.findByText('User deleted');
    expect(
      screen.getByText("Ada Client's account and data were deleted; their payments are kept as tax records, without their name."),
    ).toBeTruthy();
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(page.currentPath()).toBe(paths.adminDashboard);
    expect(requestsTo(calls, 'DELETE', DETAIL_PATH)).toBe(1);
    // The list (fresh for 30 seconds) is read again; the deleted client's record is not.
    await waitFor(() => expect(requestsTo(calls, 'GET', '/api/admin/users')).toBe(2));
    expect(requestsTo(calls, 'GET', DETAIL_PATH)).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Failed to delete user' with the server's message and stays on the client's page", async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET ${DETAIL_PATH}`]: detail,
      [`DELETE ${DETAIL_PATH}`]: apiError('not_found', 'User not found'),
    });
    const page = renderWithProviders(routes, { path: paths.adminUser.href(CLIENT) });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));

    await screen.findByText('Failed to delete user');
    expect(screen.getByText('User not found')).toBeTruthy();
    expect(page.currentPath()).toBe(paths.adminUser.href(CLIENT));
    expect(screen.getByRole('dialog', { name: 'Delete this user?' })).toBeTruthy();
  });
});
