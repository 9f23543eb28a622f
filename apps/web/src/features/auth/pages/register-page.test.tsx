import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { RegisterPage } from './register-page';

function renderRegister() {
  const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], { initialEntries: ['/register'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const errorsShown = () => screen.queryAllByRole('alert').map((element) => element.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterPage', { timeout: 15_000 }, () => {
  it('shows the validation message of every field and sends nothing', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
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

  it("says the passwords don't match on the confirm field", async () => {
    vi.stubGlobal('fetch', vi.fn());
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
});
