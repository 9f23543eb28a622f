import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { VerifyEmailPage } from './verify-email-page';

const userId = '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d';

const renderAt = (url: string) =>
  renderWithProviders(
    [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/register', element: <h1>Register</h1> },
    ],
    { path: url },
  ).currentPath;

const codeInput = () => screen.getByLabelText<HTMLInputElement>('Verification Code');
const verifyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Verify Email' });
const typeCode = (value: string) => fireEvent.change(codeInput(), { target: { value } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyEmailPage', { timeout: 15_000 }, () => {
  it('keeps digits only, at most six, and enables Verify Email at exactly six', () => {
    renderAt(`/verify-email?userId=${userId}&email=ada%40example.com&name=Ada`);
    expect(codeInput().inputMode).toBe('numeric');
    expect(codeInput().autocomplete).toBe('one-time-code');
    expect(verifyButton().disabled).toBe(true);

    typeCode('12a-3 4');
    expect(codeInput().value).toBe('1234');
    expect(verifyButton().disabled).toBe(true);

    typeCode('123 456 789');
    expect(codeInput().value).toBe('123456');
    expect(verifyButton().disabled).toBe(false);
  });

  it('counts down from 10:00, and a successful resend restarts it and clears the code', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { fetch: fetchStub } = fakeApi({ 'POST /api/auth/resend-otp': { success: true } });
    renderAt(`/verify-email?userId=${userId}`);
    expect(screen.getByText('10:00')).toBeTruthy();

    act(() => vi.advanceTimersByTime(65_000));
    expect(screen.getByText('08:55')).toBeTruthy();

    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await screen.findByText('10:00');
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
    localStorage.setItem('pendingUserId', userId);
    renderAt('/verify-email');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Registration' }));
    await screen.findByRole('heading', { name: 'Register' });
    expect(localStorage.getItem('pendingUserId')).toBeNull();
  });
});
