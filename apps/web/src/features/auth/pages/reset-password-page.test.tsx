import { paths } from '@nestway/core/web-routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
  { path: paths.forgotPassword, element: <h1>Forgot password form</h1> },
];
const at = (search: string) => renderWithProviders(routes, { path: `${paths.resetPassword.path}${search}` });

const chooseNewPassword = async (user: UserEvent, password: string) => {
  await user.clear(await screen.findByLabelText('New Password'));
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.clear(screen.getByLabelText('Confirm New Password'));
  await user.type(screen.getByLabelText('Confirm New Password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
};

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title)).closest('li');
  expect(toast?.textContent).toContain(description);
};

describe('ResetPasswordPage', () => {
  it("without a token, says 'Invalid Reset Link' and goes to /forgot-password", async () => {
    const { currentPath } = at('');
    expect(await screen.findByRole('heading', { name: 'Forgot password form' })).toBeTruthy();
    expect(currentPath()).toBe(paths.forgotPassword);
    expect(await screen.findByText('Please request a new password reset link.')).toBeTruthy();
  });

  it("shows 'Verifying reset token...', then Invalid Reset Link for a used or expired link", async () => {
    let answer: (body: unknown) => void = () => {};
    fakeApi({ 'POST /api/auth/verify-reset-token': () => new Promise((resolve) => (answer = resolve)) });
    at('?token=old');
    expect(await screen.findByText('Verifying reset token...')).toBeTruthy();
    answer({ valid: false });
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByText(/Password reset links expire after 1 hour/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe(paths.forgotPassword);
  });

  it('says the check failed and tries again when asked', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'POST /api/auth/verify-reset-token': () => (++calls === 1 ? apiError('service_unavailable', 'Down') : { valid: true }),
    });
    at('?token=good');
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getAllByText('Failed to verify reset token. Please try again.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Choose a new password for your account.')).toBeTruthy();
  });

  it("sends the new password with the token, says 'Password Reset Successful' and shows Password Reset Complete", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'POST /api/auth/verify-reset-token': { valid: true },
      'POST /api/auth/reset-password': { success: true },
    });
    at('?token=good');
    await chooseNewPassword(user, 'new-secret');
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeTruthy();
    await expectToast('Password Reset Successful', 'You can now sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Login Now' }).getAttribute('href')).toBe(paths.login);
    expect(calls.find((call) => call.url === '/api/auth/reset-password')?.body).toEqual({ token: 'good', newPassword: 'new-secret' });
  });

  it("says 'Password Reset Failed' with the server's message and keeps the form", async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/auth/verify-reset-token': { valid: true },
      'POST /api/auth/reset-password': apiError('bad_request', 'This reset link has expired.'),
    });
    at('?token=good');
    await chooseNewPassword(user, 'new-secret');
    await expectToast('Password Reset Failed', 'This reset link has expired.');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reset Password' }).disabled).toBe(false));
    expect(screen.queryByRole('heading', { name: 'Password Reset Complete' })).toBeNull();
  });
});
