import { groupBoardMessages, type GroupBoard } from '@nestway/core/group-board';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { GroupBoardSection } from './group-board';

const none = { personalDetails: false, termsSigned: false, documentsUploaded: false, documentsVerified: false };

async function renderBoard(board: GroupBoard | Response, documentsOpen = true) {
  const api = fakeApi({ 'GET /api/groups/board': board });
  renderWithProviders(<GroupBoardSection documentsOpen={documentsOpen} />);
  return { api, region: await screen.findByRole('region', { name: 'Your Group' }) };
}

/** A co-tenant's row: its ticks as "label: done/not yet", and the badge saying what the group waits for. */
function row(name: string) {
  const item = screen.getByText(name).closest('li')!;
  const ticks = within(within(item).getByRole('list', { name: `${name}'s progress` }))
    .getAllByRole('listitem')
    .map((tick) => tick.textContent);
  return { item, ticks };
}

describe("the leader's group board", () => {
  it('shows each co-tenant with ticks and what the group is waiting for, and pending and expired invitations', async () => {
    await renderBoard({
      members: [
        { fullName: 'Cora Tenant', progress: { ...none, personalDetails: true } },
        { fullName: 'Dan Done', progress: { personalDetails: true, termsSigned: true, documentsUploaded: true, documentsVerified: true } },
        {
          fullName: 'Uma Upload',
          progress: { personalDetails: true, termsSigned: true, documentsUploaded: true, documentsVerified: false },
        },
      ],
      invited: [
        { email: 'wes@example.com', status: 'pending' },
        { email: 'old@example.com', status: 'expired' },
      ],
    });
    expect(await screen.findByText('Cora Tenant')).toBeTruthy();
    expect(row('Cora Tenant').ticks).toEqual([
      'Registered: done',
      'Personal details: done',
      'Terms signed: not yet',
      'Documents uploaded: not yet',
      'Documents verified: not yet',
    ]);
    expect(within(row('Cora Tenant').item).getByText('Waiting for them to sign the terms')).toBeTruthy();
    expect(within(row('Dan Done').item).getByText('All done')).toBeTruthy();
    expect(within(row('Uma Upload').item).getByText('Waiting for our team to verify their documents')).toBeTruthy();

    const pending = screen.getByText('wes@example.com').closest('li')!;
    expect(within(pending).getByText('Invited, not yet registered')).toBeTruthy();
    expect(within(pending).getByText('Waiting for them to register with the link we e-mailed.')).toBeTruthy();
    const expired = screen.getByText('old@example.com').closest('li')!;
    expect(within(expired).getByRole('link', { name: 'Send a fresh one' }).getAttribute('href')).toBe('/invite-cotenants');
  });

  it("before the leader's payment is verified, a co-tenant's documents wait on the leader, as the co-tenant's dashboard says", async () => {
    const progress = { ...none, personalDetails: true, termsSigned: true };
    await renderBoard({ members: [{ fullName: 'Cora Tenant', progress }], invited: [] }, false);
    expect(await screen.findByText('Cora Tenant')).toBeTruthy();
    expect(within(row('Cora Tenant').item).getByText(groupBoardMessages.paymentFirst)).toBeTruthy();
    expect(within(row('Cora Tenant').item).queryByText('Waiting for their documents')).toBeNull();
  });

  it('with no co-tenants yet, points to the invitations', async () => {
    const { region } = await renderBoard({ members: [], invited: [] });
    expect(await within(region).findByText(/No co-tenants yet/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Invite your co-tenants' }).getAttribute('href')).toBe('/invite-cotenants');
  });

  it('says when the board cannot be read, and reads it again on Try Again', async () => {
    const user = userEvent.setup();
    const { api, region } = await renderBoard(apiError('service_unavailable', 'The service is busy. Please try again.'));
    expect(await within(region).findByText('The service is busy. Please try again.')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: /try again/i }));
    expect(api.calls.filter((call) => call.url.endsWith('/api/groups/board')).length).toBeGreaterThanOrEqual(2);
  });
});
