import { messages } from '@nestway/core/auth';
import { paths } from '@nestway/core/web-routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ForgotPasswordPage } from './forgot-password-page';

const FORGOT = 'POST /api/auth/forgot-password';

const renderPage = () =>
  renderWithProviders([
    { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
    { path: paths.login, element: <h1>Login</h1> },
  ]);

const emailInput = () => screen.getByLabelText<HTMLInputElement>('Email');

const sendResetLink = async (user: UserEvent, email: string) => {
  await user.clear(emailInput());
  await user.type(emailInput(), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
};

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title)).closest('li');
  expect(toast?.textContent).toContain(description);
};

const forgotPasswordBodies = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/auth/forgot-password').map((call) => call.body);

describe('ForgotPasswordPage', () => {
  it('sends the address, then shows Check Your Email with it and the Password Reset Email Sent toast', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [FORGOT]: { success: true } });
    renderPage();
    await sendResetLink(user, ' Ada@Example.com ');
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    await expectToast('Password Reset Email Sent', 'Check your inbox for a link to reset your password.');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText(/expires after 1 hour/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe(paths.login);
    expect(forgotPasswordBodies(calls)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('refuses an invalid address without sending it', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [FORGOT]: { success: true } });
    renderPage();
    await sendResetLink(user, 'not-an-address');
    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("shows 'Failed to Send Email' with the server's message and stays on the form", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [FORGOT]: apiError('rate_limited', 'Too many requests. Please wait a minute.') });
    renderPage();
    await sendResetLink(user, 'ada@example.com');
    await expectToast('Failed to Send Email', 'Too many requests. Please wait a minute.');
    expect(screen.getByRole('heading', { name: 'Forgot Password?' })).toBeTruthy();
    expect(emailInput().value).toBe('ada@example.com');
    expect(forgotPasswordBodies(calls)).toEqual([{ email: 'ada@example.com' }]);
  });

  it("Resend Email sends the same address again and shows 'Email Resent'", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [FORGOT]: { success: true } });
    renderPage();
    await sendResetLink(user, 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    await expectToast('Email Resent', 'We sent another reset link to ada@example.com.');
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(forgotPasswordBodies(calls)).toEqual([{ email: 'ada@example.com' }, { email: 'ada@example.com' }]);
  });

  it("shows 'Failed to Resend Email' when the resend is refused, keeping Check Your Email", async () => {
    const user = userEvent.setup();
    let sent = 0;
    const { calls } = fakeApi({
      [FORGOT]: () => (++sent === 1 ? { success: true } : apiError('rate_limited', 'Please wait before asking again.')),
    });
    renderPage();
    await sendResetLink(user, 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    await expectToast('Failed to Resend Email', 'Please wait before asking again.');
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend Email' }).disabled).toBe(false));
    expect(forgotPasswordBodies(calls)).toEqual([{ email: 'ada@example.com' }, { email: 'ada@example.com' }]);
  });

  it('Try Different Email returns to an empty form, which sends the new address', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [FORGOT]: { success: true } });
    renderPage();
    await sendResetLink(user, 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Try Different Email' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password?' })).toBeTruthy();
    expect(emailInput().value).toBe('');

    await sendResetLink(user, 'grace@example.com');
    expect(await screen.findByText('grace@example.com')).toBeTruthy();
    expect(forgotPasswordBodies(calls)).toEqual([{ email: 'ada@example.com' }, { email: 'grace@example.com' }]);
  });
});
