import { messages } from '@nestway/core/auth';
import { paths } from '@nestway/core/web-routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminLoginPage } from './admin-login-page';
import { LoginPage } from './login-page';

const LOGIN = 'POST /api/auth/login';
const userId = '6f1c2a51-7c8e-4a53-9a43-3f7e8f1f0b2d';

const renderAt = (path: string) =>
  renderWithProviders(
    [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.adminLogin, element: <AdminLoginPage /> },
      { path: paths.emailVerification, element: <h1>Verify your email screen</h1> },
      { path: paths.dashboard, element: <h1>Dashboard</h1> },
      { path: paths.adminDashboard, element: <h1>Admin dashboard</h1> },
      { path: paths.preferences, element: <h1>Preferences form</h1> },
    ],
    { path },
  ).currentPath;

const signIn = async (user: UserEvent, email: string, password: string, { button = 'Sign In', emailLabel = 'Email' } = {}) => {
  await user.clear(screen.getByLabelText(emailLabel));
  if (email) await user.type(screen.getByLabelText(emailLabel), email);
  await user.clear(screen.getByLabelText('Password'));
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: button }));
};

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title)).closest('li');
  expect(toast?.textContent).toContain(description);
};

const loginBodies = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/auth/login').map((call) => call.body);

const loginResult = (requiresVerification: boolean, isAdmin = false) => ({
  requiresVerification,
  user: { id: userId, email: 'ada@example.com', fullName: 'Ada Lovelace', isAdmin },
});

beforeEach(() => localStorage.clear());

describe('LoginPage', () => {
  it('saves the pending account and goes to /email-verification when the login requires verification', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [LOGIN]: loginResult(true) });
    const currentPath = renderAt(paths.login);
    await signIn(user, 'Ada@Example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Verify your email screen' })).toBeTruthy();
    expect(currentPath()).toBe(paths.emailVerification);
    expect(localStorage.getItem('pendingUserId')).toBe(userId);
    expect(localStorage.getItem('pendingUserEmail')).toBe('ada@example.com');
    expect(localStorage.getItem('pendingUserName')).toBe('Ada Lovelace');
    expect(loginBodies(calls)).toEqual([{ email: 'ada@example.com', password: 'secret-pass', isAdmin: false }]);
  });

  it("drops another account's just-verified flag when this login still needs verification", async () => {
    const user = userEvent.setup();
    localStorage.setItem('emailJustVerified', 'true');
    fakeApi({ [LOGIN]: loginResult(true) });
    renderAt(paths.login);
    await signIn(user, 'ada@example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Verify your email screen' })).toBeTruthy();
    expect(localStorage.getItem('emailJustVerified')).toBeNull();
  });

  it('reads the signed-in user, then goes to /dashboard, for a verified client', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [LOGIN]: loginResult(false), 'GET /api/auth/user': currentUser() });
    const currentPath = renderAt(paths.login);
    await signIn(user, 'ada@example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/auth/login', 'GET /api/auth/user']);
    expect(localStorage.getItem('pendingUserId')).toBeNull();
  });

  it("shows the 'Login failed' toast with the server's message for a wrong password, staying on /login", async () => {
    const user = userEvent.setup();
    fakeApi({ [LOGIN]: apiError('invalid_credentials', 'Invalid email or password') });
    const currentPath = renderAt(paths.login);
    await signIn(user, 'ada@example.com', 'wrong-pass');
    await expectToast('Login failed', 'Invalid email or password');
    expect(currentPath()).toBe(paths.login);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' }).disabled).toBe(false));
    expect(localStorage.getItem('pendingUserId')).toBeNull();
  });

  it("takes the 'Login failed' toast down once a later attempt signs in", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    fakeApi({
      [LOGIN]: () => (++attempts === 1 ? apiError('invalid_credentials', 'Invalid email or password') : loginResult(false)),
      'GET /api/auth/user': currentUser(),
    });
    renderAt(paths.login);
    await signIn(user, 'ada@example.com', 'wrong-pass');
    await expectToast('Login failed', 'Invalid email or password');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' }).disabled).toBe(false));
    await signIn(user, 'ada@example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Login failed')).toBeNull());
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    renderAt(paths.login);
    await signIn(user, 'not-an-address', '');
    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends an admin who signs in on /login to /admin/dashboard', async () => {
    const user = userEvent.setup();
    fakeApi({ [LOGIN]: loginResult(false, true), 'GET /api/auth/user': currentUser({ isAdmin: true }) });
    const currentPath = renderAt(paths.login);
    await signIn(user, 'ada@example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.adminDashboard);
  });

  it('asks the server for an admin login on /admin, then goes to /admin/dashboard', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [LOGIN]: loginResult(false, true), 'GET /api/auth/user': currentUser({ isAdmin: true }) });
    const currentPath = renderAt(paths.adminLogin);
    await signIn(user, 'ada@example.com', 'secret-pass', { button: 'Sign In as Admin', emailLabel: 'Admin Email' });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.adminDashboard);
    expect(loginBodies(calls)).toEqual([{ email: 'ada@example.com', password: 'secret-pass', isAdmin: true }]);
  });

  it("shows 'Admin login failed' when the admin login is refused", async () => {
    const user = userEvent.setup();
    fakeApi({ [LOGIN]: apiError('invalid_credentials', 'Invalid email or password') });
    const currentPath = renderAt(paths.adminLogin);
    await signIn(user, 'ada@example.com', 'wrong-pass', { button: 'Sign In as Admin', emailLabel: 'Admin Email' });
    await expectToast('Admin login failed', 'Invalid email or password');
    expect(currentPath()).toBe(paths.adminLogin);
  });

  it('shows and hides the password with a named toggle', async () => {
    const user = userEvent.setup();
    renderAt(paths.login);
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await user.click(show);
    expect(password.type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');

    await user.click(hide);
    expect(password.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it("joins the group of a co-tenant invitation (/login?token=...), says 'Welcome to the group!' and goes to the preferences", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [LOGIN]: loginResult(false),
      'POST /api/groups/accept-invitation': { success: true, group: { leaderName: 'Grace Hopper', numberOfTenants: 2 } },
      'GET /api/auth/user': currentUser(),
    });
    const currentPath = renderAt(`${paths.login}?token=invite-1`);
    expect(screen.getByText('Sign in to join your group.')).toBeTruthy();
    await signIn(user, 'ada@example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Preferences form' })).toBeTruthy();
    expect(currentPath()).toBe(paths.preferences);
    await expectToast('Welcome to the group!', 'Complete your personal information.');
    expect(calls.find((call) => call.url === '/api/groups/accept-invitation')?.body).toEqual({ invitationToken: 'invite-1' });
  });

  it("still signs in when the invitation cannot be accepted, with 'Could not join the group' and the dashboard", async () => {
    const user = userEvent.setup();
    fakeApi({
      [LOGIN]: loginResult(false),
      'POST /api/groups/accept-invitation': apiError('not_found', 'This invitation has expired.'),
      'GET /api/auth/user': currentUser(),
    });
    const currentPath = renderAt(`${paths.login}?token=invite-1`);
    await signIn(user, 'ada@example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
    await expectToast('Could not join the group', 'This invitation has expired.');
  });
});
