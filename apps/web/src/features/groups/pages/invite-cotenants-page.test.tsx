import { paths } from '@nestway/core/web-routes';
import { groupMessages } from '@nestway/core/groups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savedPreferences } from '../../../../../../test-support/fixtures/preferences';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { InviteCotenantsPage } from './invite-cotenants-page';

const routes = [
  signedInScreens('client', [{ path: paths.inviteCotenants, element: <InviteCotenantsPage /> }]),
  { path: paths.dashboard, element: <h1>Dashboard</h1> },
  { path: paths.terms, element: <h1>Terms form</h1> },
];

/** The invitation screen's API for a leader searching with this many tenants; `invite` answers the invitations. */
function inviteApi(numberOfTenants: number | null, invite: object = { success: true, invitations: [] }) {
  return fakeApi({
    'GET /api/auth/user': currentUser({ preferences: numberOfTenants === null ? null : savedPreferences({ numberOfTenants }) }),
    'GET /api/groups/me': { role: null, group: null },
    'POST /api/groups/invite': invite,
  });
}

describe('InviteCotenantsPage', () => {
  it.each([
    ['no preferences', null],
    ['one tenant', 1],
  ])('sends a client with %s to the dashboard', async (_, numberOfTenants) => {
    inviteApi(numberOfTenants);
    const { currentPath } = renderWithProviders(routes);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
  });

  it('shows one field per co-tenant, with Back to Preferences', async () => {
    inviteApi(3);
    renderWithProviders(routes);
    expect(await screen.findByLabelText('Co-tenant 1 email')).toBeTruthy();
    expect(screen.getByLabelText('Co-tenant 2 email')).toBeTruthy();
    expect(screen.queryByLabelText('Co-tenant 3 email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Preferences' }).getAttribute('href')).toBe(paths.preferences);
  });

  it("refuses an invalid address in its field, and no addresses with 'No valid emails'", async () => {
    const user = userEvent.setup();
    const { calls } = inviteApi(3);
    renderWithProviders(routes);
    await user.clear(await screen.findByLabelText('Co-tenant 1 email'));
    await user.type(await screen.findByLabelText('Co-tenant 1 email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();

    await user.clear(screen.getByLabelText('Co-tenant 1 email'));
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByText('Please enter at least one valid email address.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the filled addresses only, then goes to the terms', async () => {
    const user = userEvent.setup();
    const { calls, currentPath } = { ...inviteApi(3), ...renderWithProviders(routes) };
    await user.clear(await screen.findByLabelText('Co-tenant 2 email'));
    await user.type(await screen.findByLabelText('Co-tenant 2 email'), 'carl@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByRole('heading', { name: 'Terms form' })).toBeTruthy();
    expect(screen.getByText('Invitations sent successfully')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe(paths.terms));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ emails: ['carl@example.com'] });
  });
  it("shows 'Failed to send invitations' with the server's reason, and stays on the form with the address", async () => {
    const user = userEvent.setup();
    const { calls, currentPath } = {
      ...inviteApi(3, apiError('bad_request', groupMessages.ownEmail)),
      ...renderWithProviders(routes),
    };
    await user.clear(await screen.findByLabelText('Co-tenant 1 email'));
    await user.type(await screen.findByLabelText('Co-tenant 1 email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    const toast = (await screen.findByText('Failed to send invitations', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(groupMessages.ownEmail)).toBeTruthy();
    expect(screen.queryByText('Invitations sent successfully')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(currentPath()).toBe(paths.inviteCotenants);
    expect(screen.getByLabelText<HTMLInputElement>('Co-tenant 1 email').value).toBe('ada@example.com');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send Invitations' }).disabled).toBe(false);
  });
});
