import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { EmailVerificationPage } from './email-verification-page';

const renderPage = () =>
  renderWithProviders([
    { path: '/email-verification', element: <EmailVerificationPage /> },
    { path: '/login', element: <h1>Login</h1> },
    { path: '/dashboard', element: <h1>Dashboard</h1> },
  ]).currentPath;

/** The open toast with this title, checked to carry exactly this description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title, { selector: 'li *' })).closest('li')!;
  expect(within(toast).getByText(description)).toBeTruthy();
};

const pendingUserId = '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d';

const submitCode = async (user: UserEvent, code: string) => {
  await user.clear(screen.getByLabelText('Verification Code'));
  if (code) await user.type(screen.getByLabelText('Verification Code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify Email' }));
};

beforeEach(() => localStorage.clear());

describe('EmailVerificationPage', () => {
  it('asks for the code first, then for six digits', async () => {
    const user = userEvent.setup();
    localStorage.setItem('pendingUserId', '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d');
    renderPage();
    await submitCode(user, '');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the 6-digit code from your email.');
    await submitCode(user, '123');
    expect((await screen.findByText('Please enter a valid 6-digit verification code.')).getAttribute('role')).toBe('alert');
  });

  it('asks for the address when none is saved', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Please enter your email address to resend the verification email.')).toBeTruthy();
  });

  it("resends the verification e-mail to the saved address and says 'Verification email sent!'", async () => {
    const user = userEvent.setup();
    localStorage.setItem('pendingUserId', '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d');
    localStorage.setItem('pendingUserEmail', 'ada@example.com');
    const { calls } = fakeApi({ 'POST /api/auth/resend-verification': { success: true } });
    renderPage();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    const toast = (await screen.findByText('Verification email sent!')).closest('li');
    expect(toast?.textContent).toContain('Please check your inbox for a new code and link.');
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/api/auth/resend-verification', body: { email: 'ada@example.com' } },
    ]);
  });

  it('sends the user back to the login when the server no longer knows the pending account', async () => {
    const user = userEvent.setup();
    localStorage.setItem('pendingUserId', '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d');
    localStorage.setItem('pendingUserEmail', 'gone@example.com');
    fakeApi({ 'POST /api/auth/verify-otp': apiError('not_found', 'We could not find your account.') });
    const currentPath = renderPage();
    await submitCode(user, '123456');
    await screen.findByRole('heading', { name: 'Login' });
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('pendingUserId')).toBeNull();
  });
  it("verifies the code, shows 'Email Verified!' and goes to the dashboard, forgetting the pending account", async () => {
    const user = userEvent.setup();
    localStorage.setItem('pendingUserId', pendingUserId);
    localStorage.setItem('pendingUserEmail', 'ada@example.com');
    const { calls } = fakeApi({ 'POST /api/auth/verify-otp': { success: true }, 'GET /api/auth/user': currentUser() });
    const currentPath = renderPage();
    await submitCode(user, '123456');
    await expectToast('Email Verified!', 'Your email has been verified. Welcome to Nestway!');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe('/dashboard');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/auth/verify-otp',
      body: { userId: pendingUserId, otpCode: '123456' },
    });
    expect(localStorage.getItem('pendingUserId')).toBeNull();
  });

  it.each([
    [
      "the server's reason",
      apiError('bad_request', 'This code has expired. Please request a new code.'),
      'This code has expired. Please request a new code.',
    ],
    [
      "'Invalid or expired code. Please try again.' when the answer carries no message",
      new Response('', { status: 502 }),
      'Invalid or expired code. Please try again.',
    ],
  ])("shows 'Verification failed' with %s, and keeps the code and the pending account", async (_label, answer, reason) => {
    const user = userEvent.setup();
    localStorage.setItem('pendingUserId', pendingUserId);
    const { calls } = fakeApi({ 'POST /api/auth/verify-otp': answer });
    const currentPath = renderPage();
    await submitCode(user, '123456');
    await expectToast('Verification failed', reason);
    expect(screen.queryByText('Email Verified!')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(currentPath()).toBe('/email-verification');
    expect(screen.getByLabelText<HTMLInputElement>('Verification Code').value).toBe('123456');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify Email' }).disabled).toBe(false);
    expect(localStorage.getItem('pendingUserId')).toBe(pendingUserId);
  });
  it("shows 'Session expired' and goes to the login, sending nothing, when no pending account is saved", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const currentPath = renderPage();
    await submitCode(user, '123456');
    await expectToast('Session expired', 'Please login again to verify your email.');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(currentPath()).toBe('/login');
    expect(calls).toEqual([]);
  });
});
