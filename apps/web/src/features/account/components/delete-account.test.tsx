import { accountDeletionMessages } from '@nestway/core/account-deletion';
import type { GroupRole } from '@nestway/core/groups';
import { paths } from '@nestway/core/web-routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LandingNoticeBar } from '@/components/layout/landing-notice';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { YourDataSection } from './your-data-section';

const routes = (groupRole: GroupRole | null) => [
  { path: paths.dashboard, element: <YourDataSection groupRole={groupRole} /> },
  {
    path: paths.home,
    element: (
      <>
        <LandingNoticeBar />
        <h1>Home</h1>
      </>
    ),
  },
];

const deletions = (calls: Array<{ method: string; url: string; body: unknown }>) => calls.filter((call) => call.method === 'DELETE');

async function openDialog(groupRole: GroupRole | null) {
  const user = userEvent.setup();
  renderWithProviders(routes(groupRole), { path: paths.dashboard });
  const section = await screen.findByRole('region', { name: 'Your data' });
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
}

describe('Delete my account', () => {
  it('says what goes and what stays, waits for the password, and sends nothing when cancelled', async () => {
    const { calls } = fakeApi();
    const { user, dialog } = await openDialog(null);
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(dialog.textContent).toContain('documents, payment proofs, messages, shared files');
    expect(dialog.textContent).toContain('for 6 years as UK tax law requires, with no name, e-mail or link to you');
    expect(dialog.textContent).not.toContain('co-tenants');
    expect(within(dialog).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(paths.privacy);
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete my account' });
    expect(submit.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    expect(submit.disabled).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletions(calls)).toEqual([]);
  });

  it('tells a group leader that their co-tenants become clients of their own', async () => {
    fakeApi();
    const { dialog } = await openDialog('leader');
    expect(dialog.textContent).toContain('your co-tenants keep their accounts and become clients of their own');
  });

  it('keeps the dialog open with the server’s words after a wrong password', async () => {
    const { calls } = fakeApi({ 'DELETE /api/account': apiError('wrong_password', accountDeletionMessages.wrongPassword) });
    const { user, dialog } = await openDialog(null);
    await user.type(within(dialog).getByLabelText('Password'), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(accountDeletionMessages.wrongPassword)).toBeTruthy();
    expect(screen.getByText('Your account was not deleted')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    expect(deletions(calls)).toHaveLength(1);
  });

  it("sends the password, then lands signed out on the home page with the message, in the page's words (the server's in English)", async () => {
    const { calls } = fakeApi({ 'DELETE /api/account': { message: 'The server says it in English.' } });
    const { user, dialog } = await openDialog('cotenant');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.getByRole('status').textContent).toBe(accountDeletionMessages.deleted);
    expect(deletions(calls).map((call) => call.body)).toEqual([{ password: 'secret1' }]);
  });
});
