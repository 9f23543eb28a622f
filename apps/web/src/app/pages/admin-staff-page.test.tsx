import type { StaffList } from '@nestway/core/staff';
import { paths } from '@nestway/core/web-routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { AdminStaffPage } from './admin-staff-page';

const me = currentUser({ id: 'me', fullName: 'Nestway Admin', isAdmin: true });
const staff = (overrides: Partial<StaffList> = {}): StaffList => ({
  members: [
    {
      id: 'me',
      fullName: 'Nestway Admin',
      email: 'admin@nestway.local',
      lastSignInAt: '2026-07-01T08:30:00.000Z',
      deactivatedAt: null,
      active: true,
      twoFactorEnabled: true,
    },
    {
      id: 'p1',
      fullName: 'Priya Patel',
      email: 'priya@nestway.test',
      lastSignInAt: null,
      deactivatedAt: null,
      active: true,
      twoFactorEnabled: false,
    },
    {
      id: 's1',
      fullName: 'Sam Second',
      email: 'sam@nestway.test',
      lastSignInAt: '2026-06-01T08:30:00.000Z',
      deactivatedAt: null,
      active: true,
      twoFactorEnabled: true,
    },
    {
      id: 'g1',
      fullName: 'Gone Person',
      email: 'gone@nestway.test',
      lastSignInAt: null,
      deactivatedAt: '2026-01-10T12:00:00.000Z',
      active: false,
      twoFactorEnabled: false,
    },
  ],
  invitations: [],
  ...overrides,
});
const open = () =>
  renderWithProviders([signedInScreens('admin', [{ path: paths.adminStaff, element: <AdminStaffPage /> }])], { path: paths.adminStaff });

describe('AdminStaffPage', () => {
  it('lists each member with status and last sign-in in UK time, and Deactivate only for other active members', async () => {
    fakeApi({ 'GET /api/auth/user': me, 'GET /api/admin/staff': staff() });
    open();
    const list = await screen.findByRole('list', { name: 'Staff members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Nestway Admin (you)');
    // 08:30 UTC in July is 09:30 British Summer Time.
    expect(rows[0]!.textContent).toContain('09:30 BST');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Last sign-in: never');
    expect(rows[0]!.textContent).toContain('Two-factor: on');
    expect(within(rows[1]!).getByRole('button', { name: 'Deactivate Priya Patel' })).toBeTruthy();
    // Nothing to reset for a member who has not set up a second factor.
    expect(rows[1]!.textContent).toContain('Two-factor: not set up');
    expect(within(rows[1]!).queryByRole('button', { name: /Reset two-factor/ })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: 'Reset two-factor sign-in of Sam Second' })).toBeTruthy();
    expect(rows[3]!.textContent).toContain('Deactivated');
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
    expect(screen.getByText(/No invitations waiting/)).toBeTruthy();
  });

  it('asks before deactivating, sends DELETE, and reads the list again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { calls } = fakeApi({
      'GET /api/auth/user': me,
      'GET /api/admin/staff': () =>
        ++reads === 1
          ? staff()
          : staff({
              members: staff().members.map((m) => (m.id === 'p1' ? { ...m, active: false, deactivatedAt: '2026-02-01T10:00:00.000Z' } : m)),
            }),
      'DELETE /api/admin/staff/p1': { message: 'Staff member deactivated. They have been signed out everywhere.' },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Priya Patel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Priya Patel?' });
    expect(dialog.textContent).toContain('signed out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deactivate Priya Patel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Deactivate Priya Patel' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/api/admin/staff/p1']);
    expect(await screen.findByText('Staff Member Deactivated')).toBeTruthy();
  });

  it("asks before resetting another member's second factor, sends DELETE .../mfa, and reads the list again", async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { calls } = fakeApi({
      'GET /api/auth/user': me,
      'GET /api/admin/staff': () =>
        ++reads === 1 ? staff() : staff({ members: staff().members.map((m) => (m.id === 's1' ? { ...m, twoFactorEnabled: false } : m)) }),
      'DELETE /api/admin/staff/s1/mfa': { success: true },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in of Sam Second' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in of Sam Second?' });
    expect(dialog.textContent).toContain('set up two-factor sign-in again');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in of Sam Second' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/api/admin/staff/s1/mfa']);
    expect(await screen.findByText('Two-Factor Sign-In Reset')).toBeTruthy();
  });

  it('invites with name and e-mail, clears the form, and shows the server’s refusal of a taken address under the field', async () => {
    const user = userEvent.setup();
    let invites = 0;
    const { calls } = fakeApi({
      'GET /api/auth/user': me,
      'GET /api/admin/staff': staff(),
      'POST /api/admin/staff': () =>
        ++invites === 1
          ? {
              invitation: {
                id: 'i1',
                fullName: 'Lee Chan',
                email: 'lee@nestway.test',
                invitedByName: 'Nestway Admin',
                createdAt: '2026-02-01T10:00:00.000Z',
                expiresAt: '2026-02-04T10:00:00.000Z',
              },
              message: 'Invitation sent.',
            }
          : apiError('email_taken', 'That address already has an account.'),
    });
    open();
    await user.type(await screen.findByLabelText('Full Name'), 'Lee Chan');
    await user.type(screen.getByLabelText('Email'), 'Lee@Nestway.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ fullName: 'Lee Chan', email: 'lee@nestway.test' });
    await waitFor(() => expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe(''));

    await user.type(screen.getByLabelText('Full Name'), 'Ada Client');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('That address already has an account.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an empty form in the browser, and shows a failed read with Try Again', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/auth/user': me, 'GET /api/admin/staff': apiError('service_unavailable', 'Down for a moment.') });
    open();
    expect(await screen.findByText('Down for a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
