import { paths } from '@nestway/core/web-routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { useSignedInUser } from '@/queries/auth';

const USER = 'GET /api/auth/user';

function ProtectedScreen() {
  return <h1>Protected screen of {useSignedInUser().fullName}</h1>;
}

/** A client page at /dashboard and an admin page at /admin/dashboard, each under its role's session layout, and where it sends people. */
const renderAt = (path: string) =>
  renderWithProviders(
    [
      signedInScreens('client', [{ path: paths.dashboard, element: <ProtectedScreen /> }]),
      signedInScreens('admin', [
        { path: paths.adminDashboard, element: <ProtectedScreen /> },
        { path: paths.adminSecondFactorSetup, element: <h1>Two-factor setup</h1> },
      ]),
      { path: paths.emailVerification, element: <h1>Verify your email screen</h1> },
      { path: paths.login, element: <h1>Login</h1> },
      { path: paths.adminLogin, element: <h1>Admin login</h1> },
    ],
    { path },
  ).currentPath;

const signedOut = () => apiError('unauthenticated', 'Please sign in.');

beforeEach(() => localStorage.clear());

describe('RequireSession', () => {
  it('shows the screen to a signed-in client whose e-mail is verified', async () => {
    fakeApi({ [USER]: currentUser() });
    const currentPath = renderAt(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Protected screen of Ada Lovelace' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
    expect(localStorage.getItem('pendingUserId')).toBeNull();
  });

  it('sends a client whose e-mail is not verified to /email-verification, remembering the account first', async () => {
    fakeApi({ [USER]: currentUser({ isEmailVerified: false }) });
    const currentPath = renderAt(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Verify your email screen' })).toBeTruthy();
    expect(currentPath()).toBe(paths.emailVerification);
    expect(localStorage.getItem('pendingUserId')).toBe('u1');
    expect(localStorage.getItem('pendingUserEmail')).toBe('ada@example.com');
    expect(localStorage.getItem('pendingUserName')).toBe('Ada Lovelace');
  });

  it('lets an unverified client through while emailJustVerified is set (the address was verified a moment ago)', async () => {
    localStorage.setItem('emailJustVerified', 'true');
    fakeApi({ [USER]: currentUser({ isEmailVerified: false }) });
    const currentPath = renderAt(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Protected screen of Ada Lovelace' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
  });

  it('sends a signed-out visitor of a client page to /login', async () => {
    fakeApi({ [USER]: signedOut() });
    const currentPath = renderAt(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(currentPath()).toBe(paths.login);
  });

  it('sends an admin who opens a client page to /admin/dashboard', async () => {
    fakeApi({ [USER]: currentUser({ isAdmin: true }) });
    const currentPath = renderAt(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Protected screen of Ada Lovelace' })).toBeTruthy();
    expect(currentPath()).toBe(paths.adminDashboard);
  });

  it('sends a signed-out visitor of an admin page to the admin login', async () => {
    fakeApi({ [USER]: signedOut() });
    const currentPath = renderAt(paths.adminDashboard);
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
    expect(currentPath()).toBe(paths.adminLogin);
  });

  it('sends a staff member who must set up two-factor sign-in to its setup, and no further', async () => {
    fakeApi({ [USER]: currentUser({ isAdmin: true, secondFactor: { enabled: false, required: true } }) });
    const currentPath = renderAt(paths.adminDashboard);
    expect(await screen.findByRole('heading', { name: 'Two-factor setup' })).toBeTruthy();
    expect(currentPath()).toBe(paths.adminSecondFactorSetup);
  });

  it('lets a staff member without two-factor sign-in through where it is optional (the embedded demo)', async () => {
    fakeApi({ [USER]: currentUser({ isAdmin: true, secondFactor: { enabled: false, required: false } }) });
    const currentPath = renderAt(paths.adminDashboard);
    expect(await screen.findByRole('heading', { name: 'Protected screen of Ada Lovelace' })).toBeTruthy();
    expect(currentPath()).toBe(paths.adminDashboard);
  });

  it('sends a client who opens an admin page to /dashboard', async () => {
    fakeApi({ [USER]: currentUser() });
    const currentPath = renderAt(paths.adminDashboard);
    expect(await screen.findByRole('heading', { name: 'Protected screen of Ada Lovelace' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
  });

  it('says the session could not be read, and Try Again reads it again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    fakeApi({ [USER]: () => (++reads === 1 ? apiError('service_unavailable', 'The service is down for a moment.') : currentUser()) });
    const currentPath = renderAt(paths.dashboard);
    expect((await screen.findByRole('alert')).textContent).toContain('The service is down for a moment.');
    expect(currentPath()).toBe(paths.dashboard);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Protected screen of Ada Lovelace' })).toBeTruthy();
    expect(reads).toBe(2);
  });
});
