import { LINK_VERIFIED_REDIRECT_MS } from '@nestway/core/auth';
import { paths } from '@nestway/core/web-routes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { VerifyEmailLinkPage } from './verify-email-link-page';

const VERIFY_LINK = 'GET /api/auth/verify-email/abc123';
const RESEND = 'POST /api/auth/resend-verification';
const linkPath = paths.verifyEmailLink.href('abc123');

const renderLink = () =>
  renderWithProviders(
    [
      { path: paths.verifyEmailLink.path, element: <VerifyEmailLinkPage /> },
      { path: paths.dashboard, element: <h1>Dashboard</h1> },
      { path: paths.login, element: <h1>Login</h1> },
    ],
    { path: linkPath },
  ).currentPath;

const savePending = () => {
  localStorage.setItem('pendingUserId', '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d');
  localStorage.setItem('pendingUserEmail', 'ada@example.com');
  localStorage.setItem('pendingUserName', 'Ada Lovelace');
};

const refusedLink = () => apiError('bad_request', 'This verification link has already been used.');

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title)).closest('li');
  expect(toast?.textContent).toContain(description);
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyEmailLinkPage', () => {
  it('checks the link, then says Email Verified, forgets the pending account and marks the address just verified', async () => {
    savePending();
    const { calls } = fakeApi({ [VERIFY_LINK]: { success: true }, 'GET /api/auth/user': currentUser() });
    const currentPath = renderLink();
    expect(screen.getByText('Checking your verification link...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Taking you to your dashboard in a moment');
    expect(localStorage.getItem('emailJustVerified')).toBe('true');
    expect(localStorage.getItem('pendingUserId')).toBeNull();
    expect(localStorage.getItem('pendingUserEmail')).toBeNull();
    expect(localStorage.getItem('pendingUserName')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/auth/verify-email/abc123', 'GET /api/auth/user']);
    expect(currentPath()).toBe(linkPath);
  });

  it('Go to Dashboard goes to the dashboard at once', async () => {
    const user = userEvent.setup();
    fakeApi({ [VERIFY_LINK]: { success: true }, 'GET /api/auth/user': currentUser() });
    const currentPath = renderLink();
    await user.click(await screen.findByRole('link', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
  });

  it('moves on to the dashboard by itself once the redirect delay (3 s) has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fakeApi({ [VERIFY_LINK]: { success: true }, 'GET /api/auth/user': currentUser() });
    const currentPath = renderLink();
    // vi.waitFor moves the fake clock on by its interval before each try: 1 ms here, well inside the margin below.
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Email Verified' })).toBeTruthy(), { interval: 1 });
    await act(() => vi.advanceTimersByTimeAsync(LINK_VERIFIED_REDIRECT_MS - 100));
    expect(currentPath()).toBe(linkPath);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
  });

  it("says the link is invalid or expired with the server's reason when the API refuses it, and stays there", async () => {
    savePending();
    fakeApi({ [VERIFY_LINK]: refusedLink() });
    const currentPath = renderLink();
    expect(await screen.findByRole('heading', { name: 'Link Invalid or Expired' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This verification link has already been used.');
    expect(localStorage.getItem('emailJustVerified')).toBeNull();
    expect(localStorage.getItem('pendingUserEmail')).toBe('ada@example.com');
    expect(currentPath()).toBe(linkPath);
  });

  it("from a refused link, resends the verification e-mail to the saved address: 'Verification email sent!'", async () => {
    const user = userEvent.setup();
    savePending();
    const { calls } = fakeApi({ [VERIFY_LINK]: refusedLink(), [RESEND]: { success: true } });
    renderLink();
    await screen.findByRole('heading', { name: 'Link Invalid or Expired' });
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await expectToast('Verification email sent!', 'Please check your inbox for a new code and link.');
    expect(calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/auth/resend-verification', body: { email: 'ada@example.com' } },
    ]);
  });

  it("asks for the address when none is saved, and shows 'Failed to resend email' when the resend is refused", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [VERIFY_LINK]: refusedLink(),
      [RESEND]: apiError('rate_limited', 'Please wait a minute before asking for another email.'),
    });
    renderLink();
    await screen.findByRole('heading', { name: 'Link Invalid or Expired' });
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await expectToast('Failed to resend email', 'Please wait a minute before asking for another email.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ email: 'grace@example.com' }]);
  });

  it('Back to Login goes to the login from a refused link', async () => {
    const user = userEvent.setup();
    fakeApi({ [VERIFY_LINK]: refusedLink() });
    const currentPath = renderLink();
    await user.click(await screen.findByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(currentPath()).toBe(paths.login));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
