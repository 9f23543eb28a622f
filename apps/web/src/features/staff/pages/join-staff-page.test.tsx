import { passwordStrengthMessages } from '@nestway/core/password-strength';
import { staffMessages } from '@nestway/core/staff';
import { messages } from '@nestway/core/auth';
import { paths } from '@nestway/core/web-routes';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { JoinStaffPage } from './join-staff-page';

const routes = [
  { path: paths.adminJoin.path, element: <JoinStaffPage /> },
  { path: paths.adminDashboard, element: <h1>Admin dashboard</h1> },
];
const at = (search: string) => renderWithProviders(routes, { path: `${paths.adminJoin.path}${search}` });

const choose = async (user: UserEvent, password: string, confirm = password) => {
  await user.clear(await screen.findByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), password);
  await user.clear(screen.getByLabelText('Confirm Password'));
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Join and Sign In' }));
};

describe('JoinStaffPage', () => {
  it('without a token, says the invitation is not valid', async () => {
    at('');
    expect(await screen.findByRole('heading', { name: 'Invitation Not Valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(staffMessages.invitationInvalid);
  });

  it('checks length and confirmation in the browser, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({});
    at('?token=tok-1');
    await choose(user, 'short');
    expect(await screen.findByText(staffMessages.passwordShort)).toBeTruthy();
    await choose(user, 'long-pass-1234', 'long-pass-1235');
    expect(await screen.findByText(messages.passwordsDiffer)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s weak-password message under the field, then joins and lands on the dashboard', async () => {
    const user = userEvent.setup();
    let joins = 0;
    const { calls } = fakeApi({
      'POST /api/admin/staff/join': () =>
        ++joins === 1 ? apiError('weak_password', passwordStrengthMessages.staffWeak) : { success: true },
      'GET /api/auth/user': currentUser({ isAdmin: true }),
    });
    const { currentPath } = at('?token=tok-1');
    await choose(user, 'password1234');
    expect(await screen.findByText(passwordStrengthMessages.staffWeak)).toBeTruthy();
    await choose(user, 'harbour-47-vi');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.adminDashboard);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { token: 'tok-1', password: 'password1234' },
      { token: 'tok-1', password: 'harbour-47-vi' },
    ]);
  });

  it('says why a used or expired link cannot be used', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/admin/staff/join': apiError('invitation_invalid', staffMessages.invitationExpired) });
    at('?token=old');
    await choose(user, 'harbour-47-vi');
    expect(await screen.findByRole('heading', { name: 'Invitation Not Valid' })).toBeTruthy();
    expect(screen.getByText(staffMessages.invitationExpired)).toBeTruthy();
  });
});
