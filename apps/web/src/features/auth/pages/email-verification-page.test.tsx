import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { EmailVerificationPage } from './email-verification-page';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/email-verification', element: <EmailVerificationPage /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/email-verification'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const submitCode = async (code: string) => {
  fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmailVerificationPage', { timeout: 15_000 }, () => {
  it('asks for the code first, then for six digits', async () => {
    localStorage.setItem('pendingUserId', '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d');
    renderPage();
    await submitCode('');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the 6-digit code from your email.');
    await submitCode('123');
    expect((await screen.findByText('Please enter a valid 6-digit verification code.')).getAttribute('role')).toBe('alert');
  });

  it('asks for the address when none is saved', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Please enter your email address to resend the verification email.')).toBeTruthy();
  });

  it('sends the user back to the login when the server no longer knows the pending account', async () => {
    localStorage.setItem('pendingUserId', '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d');
    localStorage.setItem('pendingUserEmail', 'gone@example.com');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'We could not find your account.' }), { status: 404 })));
    const router = renderPage();
    await submitCode('123456');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('pendingUserId')).toBeNull();
  });
});
