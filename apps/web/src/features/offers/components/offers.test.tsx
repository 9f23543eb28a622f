import { brand } from '@nestway/core/brand';
import { offerMessages, type OfferRecord } from '@nestway/core/offers';
import type { ViewingRecord } from '@nestway/core/viewings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, cotenantGroup, fakeApi, offerRecord, paymentRecord, viewingRecord, viewingWithVideo } from '@/test/fake-api';
import type { RemainingFee } from '@nestway/core/payments';

const remainingFee: RemainingFee = {
  due: true,
  applicants: 1,
  fullFeePence: 400_00,
  upfrontFeePence: 250_00,
  upfrontPaid: true,
  remainingPence: 150_00,
};
import { renderWithProviders } from '@/test/render-with-providers';
import { ViewingOffers } from './viewing-offers';

const OFFERS = 'GET /api/users/u1/property-offers';

const withdrawnOffer = (overrides: Partial<OfferRecord> = {}) =>
  offerRecord({ id: 'offer-0', status: 'withdrawn', withdrawnAt: '2027-02-04T12:00:00.000Z', ...overrides });

function renderOffers(viewing: ViewingRecord, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [OFFERS]: [], ...routes });
  renderWithProviders(<ViewingOffers viewing={viewing} userId="u1" />);
  return api;
}

const openMakeOffer = async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: 'Make Offer' }));
  return screen.findByRole('dialog', { name: 'Make Offer' });
};

describe('Make Offer', () => {
  it('is not offered to a co-tenant on the property their group already has an accepted offer on', async () => {
    const viewing = viewingWithVideo();
    const group = cotenantGroup();
    group.group!.acceptedProperties = [{ viewingSessionId: null, propertyAddress: viewing.propertyAddress.toUpperCase() }];
    renderOffers(viewing, { 'GET /api/groups/me': group });
    expect(await screen.findByText(offerMessages.groupOfferAccepted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Offer' })).toBeNull();
  });

  it("shows a co-tenant the group's pending offer on the same property, read-only, in place of Make Offer", async () => {
    const viewing = viewingWithVideo();
    const group = cotenantGroup();
    group.group!.pendingOffers = [
      {
        viewingSessionId: null,
        propertyAddress: viewing.propertyAddress,
        offerPence: 1000_00,
        madeBy: 'Lola Leader',
        createdAt: '2027-02-04T12:00:00.000Z',
      },
    ];
    renderOffers(viewing, { 'GET /api/groups/me': group });
    const offers = await screen.findByRole('region', { name: `Offers on ${viewing.propertyAddress}` });
    await waitFor(() => expect(within(offers).getByText(/Lola Leader offered £1,000.00 per month/)).toBeTruthy());
    expect(within(offers).getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('is not offered before the video is shared', async () => {
    renderOffers(viewingRecord());
    expect(await screen.findByText(offerMessages.noVideo)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Offer' })).toBeNull();
  });

  it('opens with the market price and the amount pre-filled as the market price plus £50, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderOffers(viewingWithVideo());
    const dialog = await openMakeOffer(user);
    expect(within(dialog).getByText('£950.00 per month')).toBeTruthy();
    const amount = within(dialog).getByLabelText<HTMLInputElement>('Your offer (£ per month)');
    expect(amount.value).toBe('1000');
    expect(amount.type).toBe('number');
    expect(amount.min).toBe('0');
    expect(amount.step).toBe('1');
    expect(within(dialog).getByText(offerMessages.belowMarketWarning)).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the amount empty when the viewing names no rent', async () => {
    const user = userEvent.setup();
    renderOffers(viewingWithVideo({ rentAmount: null, rentPence: null }));
    const dialog = await openMakeOffer(user);
    expect(within(dialog).getByText('Not listed')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Your offer (£ per month)').value).toBe('');
  });

  it('asks for an amount, then for one above 0, before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderOffers(viewingWithVideo());
    const dialog = await openMakeOffer(user);
    const amount = within(dialog).getByLabelText('Your offer (£ per month)');
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Offer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(offerMessages.amountRequired);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Offer' }));
    expect((await within(dialog).findByText(offerMessages.amountInvalid)).getAttribute('role')).toBe('alert');
    expect(within(dialog).queryByText(offerMessages.amountRequired)).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('warns prominently below the market price, sends the offer, then shows it in place of Make Offer', async () => {
    const user = userEvent.setup();
    let offers: OfferRecord[] = [];
    const { calls } = renderOffers(viewingWithVideo(), {
      [OFFERS]: () => offers,
      'POST /api/property-offers': () => {
        offers = [offerRecord({ offerAmount: '900.00', offerPence: 900_00, offerNotes: 'I can move in on 1 September.' })];
        return offers[0];
      },
    });
    const dialog = await openMakeOffer(user);
    await user.clear(within(dialog).getByLabelText('Your offer (£ per month)'));
    await user.type(within(dialog).getByLabelText('Your offer (£ per month)'), '900');
    expect(within(dialog).getByRole('alert').textContent).toContain(offerMessages.belowMarketWarning);
    await user.clear(within(dialog).getByLabelText('Notes (optional)'));
    await user.type(within(dialog).getByLabelText('Notes (optional)'), ' I can move in on 1 September. ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Offer' }));

    expect(await screen.findByText('Offer submitted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/property-offers',
      body: { propertyViewingId: 'viewing-1', offerAmount: '900.00', marketPrice: '950.00', offerNotes: 'I can move in on 1 September.' },
    });
    expect(await screen.findByText('£900.00')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Offer' })).toBeNull();
  });

  it('raises a refused offer as a toast with the server message, keeping the dialog open', async () => {
    const user = userEvent.setup();
    renderOffers(viewingWithVideo(), { 'POST /api/property-offers': apiError('conflict', offerMessages.alreadyOffered) });
    const dialog = await openMakeOffer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText('Failed to submit offer')).toBeTruthy();
    expect(screen.getByText(offerMessages.alreadyOffered)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Make Offer' })).toBeTruthy();
  });
});

describe('the active offer and its history', () => {
  it('shows the one active offer in place of Make Offer', async () => {
    renderOffers(viewingWithVideo(), { [OFFERS]: [offerRecord({ adminResponse: 'The landlord is considering it.' })] });
    expect(await screen.findByText('£1,000.00')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('The landlord is considering it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw Offer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Offer' })).toBeNull();
  });

  it('offers Make Offer again beside a withdrawn offer, listed as history', async () => {
    renderOffers(viewingWithVideo(), { [OFFERS]: [withdrawnOffer(), offerRecord({ id: 'offer-9', propertyViewingId: 'viewing-2' })] });
    expect(await screen.findByRole('button', { name: 'Make Offer' })).toBeTruthy();
    const history = screen.getByRole('heading', { name: 'Earlier offers' }).parentElement!;
    expect(within(history).getByText('£1,000.00 per month')).toBeTruthy();
    expect(within(history).getByText('Withdrawn')).toBeTruthy();
    // Another viewing's offer is not this one's.
    expect(screen.queryByRole('button', { name: 'Withdraw Offer' })).toBeNull();
  });

  it('withdraws a pending offer after a confirmation', async () => {
    const user = userEvent.setup();
    let offers = [offerRecord()];
    const { calls } = renderOffers(viewingWithVideo(), {
      [OFFERS]: () => offers,
      'PUT /api/property-offers/offer-1/withdraw': () => {
        offers = [withdrawnOffer({ id: 'offer-1' })];
        return { success: true, offer: offers[0] };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw Offer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this offer?' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw Offer' }));
    expect(await screen.findByRole('button', { name: 'Make Offer' })).toBeTruthy();
    expect(screen.getByText('Offer withdrawn')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/property-offers/offer-1/withdraw', body: {} });
  });

  it('shows an accepted offer as accepted, with no Withdraw Offer but the team’s contacts', async () => {
    renderOffers(viewingWithVideo(), {
      [OFFERS]: [offerRecord({ status: 'accepted', adminResponse: 'The landlord has accepted.' })],
    });
    expect(await screen.findByText('Offer accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw Offer' })).toBeNull();
    expect(screen.getByText(/An accepted offer can no longer be withdrawn here/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.getByRole('link', { name: brand.supportEmail }).getAttribute('href')).toBe(`mailto:${brand.supportEmail}`);
  });

  it('opens Cannot Withdraw Accepted Offer with the team’s contacts when the offer was accepted in the meantime', async () => {
    const user = userEvent.setup();
    let offers = [offerRecord()];
    renderOffers(viewingWithVideo(), {
      [OFFERS]: () => offers,
      'PUT /api/property-offers/offer-1/withdraw': () => {
        offers = [offerRecord({ status: 'accepted', adminResponse: 'The landlord has accepted.' })];
        return apiError('requires_admin_contact', offerMessages.acceptedCannotWithdraw, { requiresAdminContact: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw Offer' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw this offer?' })).getByRole('button', { name: 'Withdraw Offer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cannot Withdraw Accepted Offer' });
    expect(
      within(dialog)
        .getByRole('link', { name: /Chat on WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\//);
    expect(
      within(dialog)
        .getByRole('link', { name: /^Email / })
        .getAttribute('href'),
    ).toMatch(/^mailto:/);
    expect(
      within(dialog)
        .getByRole('link', { name: /^Email / })
        .getAttribute('href'),
    ).toContain(`mailto:${brand.supportEmail}?`);
    expect(screen.queryByText('Failed to update offer')).toBeNull();
  });

  it('prompts the client to pay the rest of the fee, on the payment page for the balance, once the offer is accepted', async () => {
    renderOffers(viewingWithVideo(), {
      [OFFERS]: [offerRecord({ status: 'accepted' })],
      // £150 of the full £400 is left once the £250 upfront fee is verified.
      'GET /api/payments': [paymentRecord({ status: 'verified' })],
      'GET /api/payments/remaining-fee': remainingFee,
    });
    expect(await screen.findByText('Offer accepted')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Pay the Rest' })).getAttribute('href')).toBe('/payment-instructions?for=balance');
  });

  it('does not ask for the rest of the fee while the offer is pending', async () => {
    renderOffers(viewingWithVideo(), { [OFFERS]: [offerRecord()] });
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay the Rest' })).toBeNull();
    expect(screen.queryByText('Offer accepted')).toBeNull();
  });

  it('raises any other refusal to withdraw as a toast with the server message', async () => {
    const user = userEvent.setup();
    renderOffers(viewingWithVideo(), {
      [OFFERS]: [offerRecord()],
      'PUT /api/property-offers/offer-1/withdraw': apiError('conflict', offerMessages.notPending('rejected')),
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw Offer' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw this offer?' })).getByRole('button', { name: 'Withdraw Offer' }),
    );
    expect(await screen.findByText('Failed to update offer')).toBeTruthy();
    expect(screen.getByText(offerMessages.notPending('rejected'))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Cannot Withdraw Accepted Offer' })).toBeNull();
  });
});

describe('where focus goes after an offer dialog', () => {
  const section = () => screen.getByRole('region', { name: 'Offers on 12 Hyde Park Road, Leeds LS6 1AB' });

  it('goes to the offers section once an offer is submitted (the Make Offer button that opened it is gone)', async () => {
    const user = userEvent.setup();
    let offers: OfferRecord[] = [];
    renderOffers(viewingWithVideo(), {
      [OFFERS]: () => offers,
      'POST /api/property-offers': () => {
        offers = [offerRecord()];
        return offers[0];
      },
    });
    const dialog = await openMakeOffer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText('Pending')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(section()));
  });

  it('goes back to Withdraw Offer when the withdraw dialog is closed with Keep Offer', async () => {
    const user = userEvent.setup();
    renderOffers(viewingWithVideo(), { [OFFERS]: [offerRecord()] });
    await user.click(await screen.findByRole('button', { name: 'Withdraw Offer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Withdraw Offer' })));
  });

  it('goes to the offers section once the offer is withdrawn', async () => {
    const user = userEvent.setup();
    let offers = [offerRecord()];
    renderOffers(viewingWithVideo(), {
      [OFFERS]: () => offers,
      'PUT /api/property-offers/offer-1/withdraw': () => {
        offers = [withdrawnOffer({ id: 'offer-1' })];
        return { success: true, offer: offers[0] };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw Offer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw Offer' }));
    expect(await screen.findByRole('button', { name: 'Make Offer' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(section()));
  });
});
