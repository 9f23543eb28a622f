import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { VerifyEmailPage } from './verify-email-page';

const userId = '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d';

const renderAt = (url: string) =>
  renderWithProviders(
    [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/register', element: <h1>Register</h1> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { path: url },
  ).currentPath;

const codeInput = () => screen.getByLabelText<HTMLInputElement>('Verification Code');
const verifyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Verify Email' });
const typeCode = async (user: UserEvent, value: string) => {
  await user.clear(codeInput());
  await user.type(codeInput(), value);
};

/** The open toast with this title, checked to carry exactly this description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title, { selector: 'li *' })).closest('li')!;
  expect(within(toast).getByText(description)).toBeTruthy();
};

/** What the API answers a resend within a minute of the last code (the API's own sentence). */
const RESEND_TOO_SOON = 'Please wait a minute before requesting a new code.';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyEmailPage', () => {
  it('keeps digits only, at most six, and enables Verify Email at exactly six', async () => {
    const user = userEvent.setup();
    renderAt(`/verify-email?userId=${userId}&email=ada%40example.com&name=Ada`);
    expect(codeInput().inputMode).toBe('numeric');
    expect(codeInput().autocomplete).toBe('one-time-code');
    expect(verifyButton().disabled).toBe(true);

    await typeCode(user, '12a-3 4');
    expect(codeInput().value).toBe('1234');
    expect(verifyButton().disabled).toBe(true);

    await typeCode(user, '123 456 789');
    expect(codeInput().value).toBe('123456');
    expect(verifyButton().disabled).toBe(false);
  });

  it('counts down from 10:00, and a successful resend restarts it and clears the code', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { fetch: fetchStub } = fakeApi({ 'POST /api/auth/resend-otp': { success: true } });
    renderAt(`/verify-email?userId=${userId}`);
    expect(screen.getByText('10:00')).toBeTruthy();

    act(() => vi.advanceTimersByTime(65_000));
    expect(screen.getByText('08:55')).toBeTruthy();

    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await screen.findByText('10:00');
    expect(screen.getByText('Code Sent')).toBeTruthy();
    expect(codeInput().value).toBe('');
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/auth/resend-otp',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ userId }) }),
    );
  });

  it('uses the saved pending values when the query has none', () => {
    localStorage.setItem('pendingUserId', userId);
    localStorage.setItem('pendingUserEmail', 'saved@example.com');
    renderAt('/verify-email');
    expect(screen.getByText('saved@example.com')).toBeTruthy();
  });

  it('sends a visitor without a user id to registration', async () => {
    const currentPath = renderAt('/verify-email');
    await screen.findByRole('heading', { name: 'Register' });
    expect(currentPath()).toBe('/register');
  });

  it('Back to Registration forgets the pending values', async () => {
    const user = userEvent.setup();
    localStorage.setItem('pendingUserId', userId);
    renderAt('/verify-email');
    await user.click(screen.getByRole('button', { name: 'Back to Registration' }));
    await screen.findByRole('heading', { name: 'Register' });
    expect(localStorage.getItem('pendingUserId')).toBeNull();
  });
  it.each([
    ["the server's reason", apiError('rate_limited', RESEND_TOO_SOON), RESEND_TOO_SOON],
    [
      "'Failed to send verification code. Please try again.' when the answer carries no message",
      new Response('', { status: 502 }),
      'Failed to send verification code. Please try again.',
    ],
  ])("shows 'Resend Failed' with %s, and keeps the code typed", async (_label, answer, reason) => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'POST /api/auth/resend-otp': answer });
    const currentPath = renderAt(`/verify-email?userId=${userId}`);
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expectToast('Resend Failed', reason);
    expect(screen.queryByText('Code Sent')).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/resend-otp']);
    expect(codeInput().value).toBe('123456');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend Code' }).disabled).toBe(false);
    expect(currentPath()).toBe('/verify-email');
  });

  it("shows 'Session expired' and goes to the login, forgetting the pending account, when the server no longer knows it", async () => {
    const user = userEvent.setup();
    localStorage.setItem('pendingUserId', userId);
    localStorage.setItem('pendingUserEmail', 'gone@example.com');
    fakeApi({ 'POST /api/auth/resend-otp': apiError('not_found', 'We could not find your account.') });
    const currentPath = renderAt('/verify-email');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expectToast('Session expired', 'Please login again to verify your email.');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('pendingUserId')).toBeNull();
    expect(localStorage.getItem('pendingUserEmail')).toBeNull();
    expect(screen.queryByText('Resend Failed')).toBeNull();
  });

  it("shows 'Verification Failed' with the server's reason for an expired code, and stays on the code form", async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/verify-otp': apiError('bad_request', 'This code has expired. Please request a new code.') });
    const currentPath = renderAt(`/verify-email?userId=${userId}`);
    await typeCode(user, '123456');
    await user.click(verifyButton());
    await expectToast('Verification Failed', 'This code has expired. Please request a new code.');
    expect(currentPath()).toBe('/verify-email');
    expect(codeInput().value).toBe('123456');
    expect(verifyButton().disabled).toBe(false);
  });
});

describe('Resend Code waits out the minute between codes', () => {
  const resendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Resend Code/ });

  it('counts down the minute after a successful resend, disabled, then can be asked again', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { calls } = fakeApi({ 'POST /api/auth/resend-otp': { success: true } });
    renderAt(`/verify-email?userId=${userId}`);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await screen.findByText('Code Sent');
    expect(resendButton().textContent).toBe('Resend Code in 01:00');
    expect(resendButton().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(15_000));
    expect(resendButton().textContent).toBe('Resend Code in 00:45');
    await user.click(resendButton());
    expect(calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(45_000));
    expect(resendButton().textContent).toBe('Resend Code');
    expect(resendButton().disabled).toBe(false);
  });

  it('waits out the minute since the code sent at registration', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    localStorage.setItem('pendingUserId', userId);
    localStorage.setItem('pendingCodeSentAt', String(Date.now() - 20_000));
    renderAt('/verify-email');
    expect(resendButton().textContent).toBe('Resend Code in 00:40');
    expect(resendButton().disabled).toBe(true);
  });

  it('counts down the wait a too-soon answer names', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fakeApi({ 'POST /api/auth/resend-otp': apiError('rate_limited', RESEND_TOO_SOON, { params: { retryAfterSeconds: 60 } }) });
    renderAt(`/verify-email?userId=${userId}`);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expectToast('Resend Failed', RESEND_TOO_SOON);
    expect(resendButton().textContent).toBe('Resend Code in 01:00');
    expect(resendButton().disabled).toBe(true);
  });
});
