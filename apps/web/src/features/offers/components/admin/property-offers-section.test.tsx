import { offerMessages, type AdminOfferRecord } from '@nestway/core/offers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientPage } from '@/queries/clients';
import { adminClientPage, adminOfferRecord, apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { PropertyOffersSection } from './property-offers-section';

const OFFERS = 'GET /api/admin/property-offers';

/** The client list's answer, as the dashboard's Pending Offers card reads it. */
const clientList = (pendingOffers: number) => adminClientPage({ summary: { pendingOffers } });

/** Stands in for the summary cards: the pending-offer count from the client list. */
function PendingOffersProbe() {
  const list = useClientPage({});
  return <p>Pending offers: {list.data?.summary.pendingOffers ?? '–'}</p>;
}

const render = () =>
  renderWithProviders(
    <>
      <PendingOffersProbe />
      <PropertyOffersSection />
    </>,
  );
const section = () => within(screen.getByRole('region', { name: 'Property Offers' }));
const puts = (calls: { method: string; url: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT');

const accepted = adminOfferRecord({
  id: 'offer-2',
  status: 'accepted',
  adminResponse: 'Congratulations!',
  user: { id: 'user-2', fullName: 'Ben Tenant', email: 'ben@example.com' },
  propertyViewing: { ...adminOfferRecord().propertyViewing, propertyAddress: '3 Otley Road' },
});

describe('Property Offers on the admin dashboard', () => {
  it('says when there are no offers', async () => {
    fakeApi({ [OFFERS]: [], 'GET /api/admin/users': clientList(0) });
    render();
    expect(await section().findByText('No offers yet.')).toBeTruthy();
  });

  it('lists pending offers first, each with its client, property, offer against the market price, notes, status and date', async () => {
    fakeApi({ [OFFERS]: [accepted, adminOfferRecord({ offerNotes: 'Can move in on 1 March' })], 'GET /api/admin/users': clientList(1) });
    render();
    const [first, second] = await section().findAllByRole('listitem');
    expect(first!.textContent).toContain('12 Hyde Park Road, Leeds LS6 1AB');
    expect(within(first!).getByRole('link', { name: 'Ada Client' }).getAttribute('href')).toBe('/admin/users/user-1');
    const text = first!.textContent ?? '';
    expect(text).toContain('ada@example.com');
    expect(text).toContain('£1,000.00 per month');
    expect(text).toContain('£950.00 per month');
    expect(text).toContain('£50.00 above the market price');
    expect(text).toContain('Can move in on 1 March');
    expect(text).toContain('Pending');
    expect(text).toContain('4 Feb 2027, 09:00 GMT');
    expect(within(first!).getByRole('button', { name: 'Accept the offer of Ada Client' })).toBeTruthy();

    expect(second!.textContent).toContain('3 Otley Road');
    expect(second!.textContent).toContain('Accepted');
    expect(second!.textContent).toContain('Congratulations!');
    expect(within(second!).queryByRole('button', { name: /Accept|Reject/ })).toBeNull();
    expect(section().getByText('1 offer waiting for an answer.')).toBeTruthy();
  });

  it('accepts an offer with a response, then refreshes the offers and the Pending Offers count', async () => {
    const user = userEvent.setup();
    let offers: AdminOfferRecord[] = [adminOfferRecord()];
    let pending = 1;
    const { calls } = fakeApi({
      [OFFERS]: () => offers,
      'GET /api/admin/users': () => clientList(pending),
      'PUT /api/admin/property-offers/offer-1': ({ body }) => {
        offers = [adminOfferRecord({ status: 'accepted', adminResponse: 'Welcome home' })];
        pending = 0;
        return { ...offers[0]!, ...(body as object) };
      },
    });
    render();
    expect(await screen.findByText('Pending offers: 1')).toBeTruthy();
    await user.click(await section().findByRole('button', { name: 'Accept the offer of Ada Client' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept this offer?' }));
    await user.clear(dialog.getByLabelText('Response to the client (optional)'));
    await user.type(dialog.getByLabelText('Response to the client (optional)'), ' Welcome home ');
    await user.click(dialog.getByRole('button', { name: 'Accept Offer' }));

    expect(await screen.findByText('Offer accepted')).toBeTruthy();
    expect(puts(calls)).toEqual([
      { method: 'PUT', url: '/api/admin/property-offers/offer-1', body: { status: 'accepted', adminResponse: 'Welcome home' } },
    ]);
    expect(await screen.findByText('Pending offers: 0')).toBeTruthy();
    await waitFor(() => expect(section().queryByRole('button', { name: /Accept the offer/ })).toBeNull());
    expect(section().getByText('Welcome home')).toBeTruthy();
  });

  it('rejects an offer with no response', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [OFFERS]: [adminOfferRecord()],
      'GET /api/admin/users': clientList(1),
      'PUT /api/admin/property-offers/offer-1': adminOfferRecord({ status: 'rejected' }),
    });
    render();
    await user.click(await section().findByRole('button', { name: 'Reject the offer of Ada Client' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this offer?' }));
    await user.click(dialog.getByRole('button', { name: 'Reject Offer' }));
    expect(await screen.findByText('Offer rejected')).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([{ status: 'rejected', adminResponse: null }]);
  });

  it('sends nothing when the admin steps back', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [OFFERS]: [adminOfferRecord()], 'GET /api/admin/users': clientList(1) });
    render();
    await user.click(await section().findByRole('button', { name: 'Accept the offer of Ada Client' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept this offer?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the server’s message when the answer is refused, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    fakeApi({
      [OFFERS]: [adminOfferRecord()],
      'GET /api/admin/users': clientList(1),
      'PUT /api/admin/property-offers/offer-1': apiError('conflict', offerMessages.notPending('withdrawn')),
    });
    render();
    await user.click(await section().findByRole('button', { name: 'Accept the offer of Ada Client' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept Offer' }));
    expect(await screen.findByText('Failed to update offer')).toBeTruthy();
    expect(screen.getByText(offerMessages.notPending('withdrawn'))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Accept this offer?' })).toBeTruthy();
  });
});
