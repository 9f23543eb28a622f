import { groupMessages } from '@nestway/core/groups';
import { paths } from '@nestway/core/web-routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { CotenantRegisterPage } from './cotenant-register-page';

const at = (search: string) =>
  renderWithProviders([{ path: paths.cotenantRegister.path, element: <CotenantRegisterPage /> }], {
    path: `${paths.cotenantRegister.path}${search}`,
  });

const invitation = { invitation: { email: 'carl@example.com' }, group: { leaderName: 'Lucy Leader', numberOfTenants: 3 } };

describe('CotenantRegisterPage', () => {
  it("says 'Invalid Invitation' without a token, with a way to register", async () => {
    at('');
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Registration' }).getAttribute('href')).toBe(paths.register);
  });

  it("shows 'Verifying invitation...' while it checks, then 'Invitation Not Found' for an unknown token", async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({ 'GET /api/groups/invitation/gone': () => new Promise<Response>((resolve) => (answer = resolve)) });
    at('?token=gone');
    expect(await screen.findByText('Verifying invitation...')).toBeTruthy();
    answer(apiError('not_found', 'Invitation not found'));
    expect(await screen.findByRole('heading', { name: 'Invitation Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register Without an Invitation' }).getAttribute('href')).toBe(paths.register);
  });

  it('shows the leader, the group size and the locked e-mail, with Sign in instead carrying the token', async () => {
    fakeApi({ 'GET /api/groups/invitation/tok-1': invitation });
    at('?token=tok-1');
    expect(await screen.findByText(/Lucy Leader has invited you/)).toBeTruthy();
    expect(screen.getByText('Total tenants').nextElementSibling?.textContent).toBe('3');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('carl@example.com');
    expect(email.readOnly || email.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe(`${paths.login}?token=tok-1`);
  });

  it('checks the form with the spec’s messages before sending', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/groups/invitation/tok-1': invitation });
    at('?token=tok-1');
    const submit = await screen.findByRole('button', { name: 'Create Account and Join' });
    await user.click(submit);
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });
  it("registers, joins the group, says 'Registration successful' and goes on to /preferences", async () => {
    const user = userEvent.setup();
    const account = { id: 'user-7', email: 'carl@example.com', fullName: 'Carl Cotenant' };
    const { calls } = fakeApi({
      'GET /api/groups/invitation/tok-1': invitation,
      'POST /api/auth/register': { requiresVerification: false, user: account },
      'POST /api/groups/accept-invitation': { success: true, group: invitation.group },
      'GET /api/auth/user': currentUser(account),
    });
    const { currentPath } = renderWithProviders(
      [
        { path: paths.cotenantRegister.path, element: <CotenantRegisterPage /> },
        { path: paths.preferences, element: <h1>Preferences</h1> },
      ],
      { path: `${paths.cotenantRegister.path}?token=tok-1` },
    );
    await user.clear(await screen.findByLabelText('Full Name'));
    await user.type(await screen.findByLabelText('Full Name'), 'Carl Cotenant');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Create Account and Join' }));
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeTruthy();
    expect(screen.getByText('Registration successful')).toBeTruthy();
    expect(currentPath()).toBe(paths.preferences);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/api/auth/register', '/api/groups/accept-invitation']);
    expect(posts[1]!.body).toEqual({ invitationToken: 'tok-1' });
  });

  it("shows 'Registration failed' with the server's reason, and stays on the filled-in form without joining", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/groups/invitation/tok-1': invitation,
      'POST /api/auth/register': apiError('bad_request', groupMessages.invitationDead),
    });
    const { currentPath } = at('?token=tok-1');
    await user.clear(await screen.findByLabelText('Full Name'));
    await user.type(await screen.findByLabelText('Full Name'), 'Carl Cotenant');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Create Account and Join' }));
    const toast = (await screen.findByText('Registration failed', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(groupMessages.invitationDead)).toBeTruthy();
    expect(screen.queryByText('Registration successful')).toBeNull();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/api/auth/register']);
    expect(posts[0]!.body).toMatchObject({ fullName: 'Carl Cotenant', email: 'carl@example.com', invitationToken: 'tok-1' });
    expect(currentPath()).toBe(paths.cotenantRegister.path);
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Carl Cotenant');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create Account and Join' }).disabled).toBe(false);
  });
});
