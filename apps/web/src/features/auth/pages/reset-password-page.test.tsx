import { paths } from '@nestway/core/web-routes';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
  { path: paths.forgotPassword, element: <h1>Forgot password form</h1> },
];
const at = (search: string) => renderWithProviders(routes, { path: `${paths.resetPassword.path}${search}` });

describe('ResetPasswordPage', { timeout: 15_000 }, () => {
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
    let calls = 0;
    fakeApi({
      'POST /api/auth/verify-reset-token': () => (++calls === 1 ? apiError('service_unavailable', 'Down') : { valid: true }),
    });
    at('?token=good');
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getAllByText('Failed to verify reset token. Please try again.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Choose a new password for your account.')).toBeTruthy();
  });
});
