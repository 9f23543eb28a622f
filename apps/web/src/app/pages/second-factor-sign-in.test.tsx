import { paths } from '@nestway/core/web-routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminLoginPage } from '@/features/auth/pages/admin-login-page';
import { SecondFactorPage } from '@/features/staff/pages/second-factor-page';

const admin = { id: 'a1', email: 'ops@nestway.test', fullName: 'Ops Admin', isAdmin: true };

const renderAt = (path: string) =>
  renderWithProviders(
    [
      { path: paths.adminLogin, element: <AdminLoginPage /> },
      { path: paths.adminSecondFactor, element: <SecondFactorPage /> },
      { path: paths.adminDashboard, element: <h1>Admin dashboard</h1> },
    ],
    { path },
  ).currentPath;

const posted = (calls: { method: string; url: string; body: unknown }[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url).map((call) => call.body);

describe('the admin sign-in with a second factor', () => {
  it('asks for the code after the password, then opens the dashboard', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'POST /api/auth/login': { requiresVerification: false, mfaRequired: true, user: admin },
      'POST /api/auth/mfa/verify': { success: true },
      'GET /api/auth/user': currentUser({ isAdmin: true, secondFactor: { enabled: true, required: true } }),
    });
    const currentPath = renderAt(paths.adminLogin);
    await user.type(screen.getByLabelText('Admin Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'admin-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign In as Admin' }));

    const code = await screen.findByLabelText('Authentication Code');
    expect(currentPath()).toBe(paths.adminSecondFactor);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeTruthy();
    expect(posted(calls, '/api/auth/mfa/verify')).toEqual([{ code: '123456' }]);
  });

  it('takes a recovery code instead, and says so when a code is refused', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'POST /api/auth/mfa/verify': apiError('invalid_mfa_code', 'That code is not right, or it has been used.'),
    });
    const currentPath = renderAt(paths.adminSecondFactor);
    await user.click(await screen.findByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery Code'), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Use Recovery Code' }));
    expect(await screen.findByText('That code is not right, or it has been used.')).toBeTruthy();
    expect(posted(calls, '/api/auth/mfa/verify')).toEqual([{ recoveryCode: 'abcde12345' }]);
    expect(currentPath()).toBe(paths.adminSecondFactor);
  });
});
