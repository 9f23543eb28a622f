import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@nestway/core/web-routes';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { RegisterPage } from './register-page';

const renderRegister = () => renderWithProviders([{ path: '/register', element: <RegisterPage /> }]);

/** What the API answers for an address that already has an account (the API's own sentence). */
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

const errorsShown = () => screen.queryAllByRole('alert').map((element) => element.textContent);

describe('RegisterPage', () => {
  it('shows the validation message of every field and sends nothing', async () => {
    const { fetch: fetchStub } = fakeApi();
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorsShown()).toEqual([
      'Full name must be at least 2 characters',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      'Please confirm your password',
    ]);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('links the privacy notice beside the submit button', () => {
    fakeApi();
    renderRegister();
    const link = screen.getByRole('link', { name: 'Privacy notice' });
    expect(link.getAttribute('href')).toBe(paths.privacy);
    expect(link.closest('form')?.textContent).toContain('By creating an account you agree');
  });

  it("says the passwords don't match on the confirm field", async () => {
    fakeApi();
    renderRegister();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorsShown()).toEqual(["Passwords don't match"]);
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
  });
  it("says 'Registration successful' and goes to /verify-email with the new account, remembering it", async () => {
    const user = { id: 'user-9', email: 'ada@example.com', fullName: 'Ada Lovelace' };
    fakeApi({ 'POST /api/auth/register': { requiresVerification: true, user } });
    const { currentPath } = renderWithProviders([
      { path: '/register', element: <RegisterPage /> },
      { path: '/verify-email', element: <h1>Verify</h1> },
    ]);
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Verify' })).toBeTruthy();
    expect(screen.getByText('Registration successful')).toBeTruthy();
    expect(currentPath()).toBe('/verify-email');
    expect(localStorage.getItem('pendingUserId')).toBe('user-9');
  });

  it("shows 'Registration failed' with the server's reason, and keeps the form filled in on the page", async () => {
    const { calls } = fakeApi({ 'POST /api/auth/register': apiError('email_taken', EMAIL_TAKEN) });
    const { currentPath } = renderRegister();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = (await screen.findByText('Registration failed', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(EMAIL_TAKEN)).toBeTruthy();
    expect(screen.queryByText('Registration successful')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/auth/register']);
    expect(currentPath()).toBe('/register');
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Ada Lovelace');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create Account' }).disabled).toBe(false);
  });
});
