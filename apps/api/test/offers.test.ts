import { offerMessages, type OfferRecord } from '@nestway/core/offers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyOffers, propertyViewings } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { offered, offersTestbed, postOffer } from './support/offers-testbed';
import { UNKNOWN_ID } from './support/ids';
import type { TestApp } from './support/test-app';
import { insertGroup } from './support/factories';
import { insertOffer, insertViewing } from './support/viewings';

const bed = offersTestbed();
const { offerRow, withdraw, answer, statementsOf } = bed;
let t: TestApp;
let admin: HttpSession;
let adminId: string;
beforeAll(() => {
  ({ t, admin, adminId } = bed);
});

const offersOf = (userId: string) => t.app.ctx.db.select().from(propertyOffers).where(eq(propertyOffers.userId, userId));

describe('POST /api/property-offers in a group with an accepted offer (decision 006)', () => {
  it('refuses a co-tenant an offer on the property the group already has, with the code group_offer_accepted', async () => {
    const leader = await signedInClient(t);
    const cotenant = await signedInClient(t);
    await insertGroup(t, leader.user.id, { members: [cotenant.user.id] });
    const leaders = await insertViewing(t, leader.user.id, { propertyAddress: '4 Cardigan Road, Leeds LS6 3AG' });
    await insertOffer(t, leader.user.id, leaders.id, { status: 'accepted' });
    const same = await insertViewing(t, cotenant.user.id, { propertyAddress: ' 4 cardigan road,  Leeds LS6 3AG' });
    const response = await postOffer(cotenant.http, { propertyViewingId: same.id, offerAmount: '1000' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'group_offer_accepted', message: offerMessages.groupOfferAccepted });
    expect(await offersOf(cotenant.user.id)).toHaveLength(0);

    const other = await insertViewing(t, cotenant.user.id, { propertyAddress: '9 Headingley Lane, Leeds LS6 1BL' });
    expect((await postOffer(cotenant.http, { propertyViewingId: other.id, offerAmount: '1000' })).statusCode).toBe(201);
    const me = (await cotenant.http.get('/api/groups/me')).json();
    expect(me.group.acceptedProperties).toEqual([{ viewingSessionId: null, propertyAddress: '4 Cardigan Road, Leeds LS6 3AG' }]);
  });
});

describe('POST /api/property-offers in a group with a pending offer (decision 006)', () => {
  it("refuses a member an offer on the property another member's pending offer is on, with group_offer_pending, and shows that offer", async () => {
    const leader = await signedInClient(t);
    const cotenant = await signedInClient(t);
    await insertGroup(t, leader.user.id, { members: [cotenant.user.id] });
    const leaders = await insertViewing(t, leader.user.id, { propertyAddress: '6 Cardigan Road, Leeds LS6 3AG' });
    await insertOffer(t, leader.user.id, leaders.id, { status: 'pending' });
    const same = await insertViewing(t, cotenant.user.id, { propertyAddress: '6 CARDIGAN ROAD, Leeds LS6 3AG' });
    const response = await postOffer(cotenant.http, { propertyViewingId: same.id, offerAmount: '1000' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'group_offer_pending', message: offerMessages.groupOfferPending });
    expect(await offersOf(cotenant.user.id)).toHaveLength(0);

    const [leadersOffer] = await offersOf(leader.user.id);
    const seen = (await cotenant.http.get('/api/groups/me')).json();
    expect(seen.group.pendingOffers).toEqual([
      {
        viewingSessionId: null,
        propertyAddress: '6 Cardigan Road, Leeds LS6 3AG',
        offerPence: leadersOffer!.offerPence,
        madeBy: leader.user.fullName,
        createdAt: leadersOffer!.createdAt.toISOString(),
      },
    ]);
    // The leader's own pending offer shows under their viewing, not as the group's.
    expect((await leader.http.get('/api/groups/me')).json().group.pendingOffers).toEqual([]);
  });
});

describe('POST /api/property-offers', () => {
  it('records the offer in pence at the viewing’s rent as the market price and answers 201 with it', async () => {
    const { user, http } = await signedInClient(t);
    const viewing = await insertViewing(t, user.id, { rentPence: 950_00, propertyType: 'House', bedrooms: 3, bathrooms: 2 });
    t.clock.advance(60);
    const response = await postOffer(http, {
      propertyViewingId: viewing.id,
      offerAmount: '1000',
      // What the client's screen showed: ignored, the viewing's rent is the market price.
      marketPrice: '1.00',
      offerNotes: '  We can move in on the 1st.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      userId: user.id,
      propertyViewingId: viewing.id,
      offerAmount: '1000.00',
      offerPence: 1000_00,
      marketPrice: '950.00',
      marketPence: 950_00,
      offerNotes: 'We can move in on the 1st.',
      status: 'pending',
      adminResponse: null,
      respondedAt: null,
      withdrawnAt: null,
      createdAt: t.clock.now().toISOString(),
      propertyViewing: {
        id: viewing.id,
        propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
        propertyType: 'House',
        bedrooms: 3,
        bathrooms: 2,
        rentAmount: '950.00',
        viewingDateTime: viewing.viewingAt.toISOString(),
      },
    });
    const [row] = await offersOf(user.id);
    expect(row).toMatchObject({ viewingId: viewing.id, offerPence: 1000_00, marketPence: 950_00, status: 'pending', respondedBy: null });
  });

  it('keeps the market price of the moment the offer was made, and none for a viewing without rent', async () => {
    const { user, http } = await signedInClient(t);
    const viewing = await insertViewing(t, user.id, { rentPence: 950_00 });
    const offer = await offered(http, viewing.id);
    await t.app.ctx.db.update(propertyViewings).set({ rentPence: 900_00 }).where(eq(propertyViewings.id, viewing.id));
    const [listed] = (await http.get(`/api/users/${user.id}/property-offers`)).json<OfferRecord[]>();
    expect(listed).toMatchObject({ id: offer.id, marketPrice: '950.00', marketPence: 950_00, propertyViewing: { rentAmount: '900.00' } });

    const noRent = await insertViewing(t, user.id, { rentPence: null });
    expect(await offered(http, noRent.id)).toMatchObject({ marketPrice: null, marketPence: null, propertyViewing: { rentAmount: null } });
  });

  it('takes the amount as a string or a number with up to 2 decimals, and blank or missing notes as none', async () => {
    const { user, http } = await signedInClient(t);
    const cases: Array<[unknown, number, string]> = [
      ['1000.5', 1000_50, '1000.50'],
      [999.99, 999_99, '999.99'],
      [1200, 1200_00, '1200.00'],
      ['  875.25 ', 875_25, '875.25'],
    ];
    for (const [offerAmount, pence, decimal] of cases) {
      const viewing = await insertViewing(t, user.id);
      const response = await postOffer(http, { propertyViewingId: viewing.id, offerAmount, offerNotes: '   ' });
      expect(response.statusCode, String(offerAmount)).toBe(201);
      expect(response.json(), String(offerAmount)).toMatchObject({ offerPence: pence, offerAmount: decimal, offerNotes: null });
    }
    const viewing = await insertViewing(t, user.id);
    expect((await postOffer(http, { propertyViewingId: viewing.id, offerAmount: '900' })).json()).toMatchObject({ offerNotes: null });
  });

  it('refuses a missing, blank, £0, negative, worded or 3-decimal amount with 400 and the spec’s messages, recording nothing', async () => {
    const { user, http } = await signedInClient(t);
    const viewing = await insertViewing(t, user.id);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['missing', {}, offerMessages.amountRequired],
      ['empty', { offerAmount: '' }, offerMessages.amountRequired],
      ['blank', { offerAmount: '   ' }, offerMessages.amountRequired],
      ['null', { offerAmount: null }, offerMessages.amountRequired],
      ['£0', { offerAmount: 0 }, offerMessages.amountInvalid],
      ['"0"', { offerAmount: '0' }, offerMessages.amountInvalid],
      ['"0.00"', { offerAmount: '0.00' }, offerMessages.amountInvalid],
      ['negative', { offerAmount: -5 }, offerMessages.amountInvalid],
      ['"-5"', { offerAmount: '-5' }, offerMessages.amountInvalid],
      ['words', { offerAmount: 'ten pounds' }, offerMessages.amountInvalid],
      ['a pound sign', { offerAmount: '£1000' }, offerMessages.amountInvalid],
      ['3 decimals', { offerAmount: '100.555' }, offerMessages.amountInvalid],
      ['3 decimals as a number', { offerAmount: 100.555 }, offerMessages.amountInvalid],
      ['over £100,000', { offerAmount: '100000.01' }, offerMessages.amountInvalid],
    ];
    for (const [label, amount, message] of cases) {
      const response = await postOffer(http, { propertyViewingId: viewing.id, ...amount });
      expect(response.statusCode, label).toBe(400);
      expect(response.json<{ message: string }>().message, label).toBe(message);
    }
    const noViewing = await postOffer(http, { offerAmount: '1000' });
    expect(noViewing.statusCode).toBe(400);
    expect(noViewing.json().message).toBe(offerMessages.viewingRequired);
    const longNotes = await postOffer(http, { propertyViewingId: viewing.id, offerAmount: '1000', offerNotes: 'x'.repeat(2001) });
    expect(longNotes.statusCode).toBe(400);
    expect(await offersOf(user.id)).toEqual([]);
  });

  it('answers 404 for another client’s viewing, an unknown or a malformed id, recording nothing', async () => {
    const owner = await signedInClient(t);
    const other = await signedInClient(t);
    const theirs = await insertViewing(t, owner.user.id);
    for (const id of [theirs.id, UNKNOWN_ID, 'not-an-id']) {
      const response = await postOffer(other.http, { propertyViewingId: id, offerAmount: '1000' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: offerMessages.viewingNotFound });
    }
    expect(await offersOf(other.user.id)).toEqual([]);
    expect(await offersOf(owner.user.id)).toEqual([]);
  });

  it('refuses a viewing without a video and a cancelled one with 409; a completed viewing with a video takes an offer', async () => {
    const { user, http } = await signedInClient(t);
    const noVideo = await insertViewing(t, user.id, { youtubeVideoId: null, videoTitle: null, videoSharedAt: null });
    const refusedNoVideo = await postOffer(http, { propertyViewingId: noVideo.id, offerAmount: '1000' });
    expect(refusedNoVideo.statusCode).toBe(409);
    expect(refusedNoVideo.json()).toEqual({ code: 'conflict', message: offerMessages.noVideo });

    const cancelled = await insertViewing(t, user.id, { status: 'cancelled' });
    const refusedCancelled = await postOffer(http, { propertyViewingId: cancelled.id, offerAmount: '1000' });
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusedCancelled.json()).toEqual({ code: 'conflict', message: offerMessages.viewingCancelled });
    expect(await offersOf(user.id)).toEqual([]);

    const completed = await insertViewing(t, user.id, { status: 'completed' });
    expect((await offered(http, completed.id)).status).toBe('pending');
  });

  it('allows one active offer per viewing: a second is 409, a new one is allowed once the first is withdrawn', async () => {
    const { user, http } = await signedInClient(t);
    const viewing = await insertViewing(t, user.id);
    const first = await offered(http, viewing.id, '1000');

    const second = await postOffer(http, { propertyViewingId: viewing.id, offerAmount: '1100' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'conflict', message: offerMessages.alreadyOffered });
    expect(await offersOf(user.id)).toMatchObject([{ id: first.id, offerPence: 1000_00, status: 'pending' }]);

    expect((await withdraw(http, first.id)).statusCode).toBe(200);
    const again = await offered(http, viewing.id, '1100');
    expect(again).toMatchObject({ offerPence: 1100_00, status: 'pending' });
    expect((await offersOf(user.id)).map((o) => o.status).sort()).toEqual(['pending', 'withdrawn']);
  });

  it('answers 409 to the loser when two offers on one viewing race (the unique index decides)', async () => {
    const { user, http } = await signedInClient(t);
    const viewing = await insertViewing(t, user.id);
    const responses = await Promise.all([
      postOffer(http, { propertyViewingId: viewing.id, offerAmount: '1000' }),
      postOffer(http, { propertyViewingId: viewing.id, offerAmount: '1050' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(offerMessages.alreadyOffered);
    expect(await offersOf(user.id)).toHaveLength(1);
  });

  it('keeps a rejected offer as the viewing’s active offer: no new offer on that viewing', async () => {
    const { user, http } = await signedInClient(t);
    const viewing = await insertViewing(t, user.id);
    const offer = await offered(http, viewing.id);
    expect((await answer(offer.id, { status: 'rejected' })).statusCode).toBe(200);
    const again = await postOffer(http, { propertyViewingId: viewing.id, offerAmount: '1200' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(offerMessages.alreadyOffered);
  });
});

describe('GET /api/users/:userId/property-offers', () => {
  it('lists the client’s own offers, withdrawn ones included, newest first, with their viewing', async () => {
    const { user, http } = await signedInClient(t);
    const other = await signedInClient(t);
    const first = await offered(http, (await insertViewing(t, user.id, { propertyAddress: '1 First Street' })).id);
    t.clock.advance(60);
    expect((await withdraw(http, first.id)).statusCode).toBe(200);
    t.clock.advance(60);
    const second = await offered(http, (await insertViewing(t, user.id, { propertyAddress: '2 Second Street' })).id);
    await offered(other.http, (await insertViewing(t, other.user.id)).id);

    const response = await http.get(`/api/users/${user.id}/property-offers`);
    expect(response.statusCode).toBe(200);
    const offers = response.json<OfferRecord[]>();
    expect(offers.map((o) => [o.id, o.status, o.propertyViewing.propertyAddress])).toEqual([
      [second.id, 'pending', '2 Second Street'],
      [first.id, 'withdrawn', '1 First Street'],
    ]);
    expect(offers[0]).toEqual(second);
  });

  it('answers an empty list to a client without offers', async () => {
    const { user, http } = await signedInClient(t);
    expect((await http.get(`/api/users/${user.id}/property-offers`)).json()).toEqual([]);
  });

  it('answers 404 for another client’s id, an admin’s, an unknown or a malformed one', async () => {
    const owner = await signedInClient(t);
    await offered(owner.http, (await insertViewing(t, owner.user.id)).id);
    const other = await signedInClient(t);
    for (const id of [owner.user.id, adminId, UNKNOWN_ID, 'not-an-id']) {
      const response = await other.http.get(`/api/users/${id}/property-offers`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'User not found' });
    }
  });

  it('reads the offers and their viewings in one query, however many there are', async () => {
    const { user, http } = await signedInClient(t);
    const url = `/api/users/${user.id}/property-offers`;
    await offered(http, (await insertViewing(t, user.id)).id);
    const one = await statementsOf(http, url);
    for (let i = 0; i < 4; i++) await offered(http, (await insertViewing(t, user.id)).id);
    expect(await statementsOf(http, url)).toBe(one);
    // The session, then the offers joined to their viewings.
    expect(one).toBe(2);
  });
});

describe('PUT /api/property-offers/:id/withdraw', () => {
  it('withdraws a pending offer sent with no body, answering success and the offer', async () => {
    const { user, http } = await signedInClient(t);
    const offer = await offered(http, (await insertViewing(t, user.id)).id);
    t.clock.advance(120);
    const response = await withdraw(http, offer.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, offer: { ...offer, status: 'withdrawn', withdrawnAt: t.clock.now().toISOString() } });
    expect(await offerRow(offer.id)).toMatchObject({ status: 'withdrawn', withdrawnAt: t.clock.now(), respondedAt: null });
  });

  it('refuses an accepted offer with 409 and requiresAdminContact, leaving it accepted', async () => {
    const { user, http } = await signedInClient(t);
    const offer = await offered(http, (await insertViewing(t, user.id)).id);
    expect((await answer(offer.id, { status: 'accepted', adminResponse: 'Landlord agreed.' })).statusCode).toBe(200);
    const response = await withdraw(http, offer.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'requires_admin_contact',
      message: offerMessages.acceptedCannotWithdraw,
      requiresAdminContact: true,
    });
    expect(await offerRow(offer.id)).toMatchObject({ status: 'accepted', withdrawnAt: null });
  });

  it('refuses a rejected or already withdrawn offer with 409 naming its status, without requiresAdminContact', async () => {
    const { user, http } = await signedInClient(t);
    const rejected = await offered(http, (await insertViewing(t, user.id)).id);
    expect((await answer(rejected.id, { status: 'rejected' })).statusCode).toBe(200);
    const withdrawn = await offered(http, (await insertViewing(t, user.id)).id);
    expect((await withdraw(http, withdrawn.id)).statusCode).toBe(200);
    const withdrawnAt = (await offerRow(withdrawn.id)).withdrawnAt;
    t.clock.advance(60);

    for (const [offer, status] of [
      [rejected, 'rejected'],
      [withdrawn, 'withdrawn'],
    ] as const) {
      const response = await withdraw(http, offer.id);
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toEqual({ code: 'conflict', message: offerMessages.notPending(status), params: { status } });
    }
    expect(await offerRow(rejected.id)).toMatchObject({ status: 'rejected', withdrawnAt: null });
    expect((await offerRow(withdrawn.id)).withdrawnAt).toEqual(withdrawnAt);
  });

  it('answers 404 for another client’s offer, an unknown or a malformed id, changing nothing', async () => {
    const owner = await signedInClient(t);
    const other = await signedInClient(t);
    const offer = await offered(owner.http, (await insertViewing(t, owner.user.id)).id);
    for (const id of [offer.id, UNKNOWN_ID, 'not-an-id']) {
      const response = await withdraw(other.http, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: offerMessages.notFound });
    }
    expect(await offerRow(offer.id)).toMatchObject({ status: 'pending', withdrawnAt: null });
  });
});

describe('who may call the offer routes', () => {
  it('answers 403 to a client on the admin routes, changing nothing', async () => {
    const { user, http } = await signedInClient(t);
    const offer = await offered(http, (await insertViewing(t, user.id)).id);
    const list = await http.get('/api/admin/property-offers');
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('forbidden');
    const decide = await answer(offer.id, { status: 'accepted' }, http);
    expect(decide.statusCode).toBe(403);
    expect(await offerRow(offer.id)).toMatchObject({ status: 'pending' });
  });

  it('answers 403 to an admin on the client routes, changing nothing', async () => {
    const { user, http } = await signedInClient(t);
    const viewing = await insertViewing(t, user.id);
    const offer = await offered(http, viewing.id);
    expect((await admin.get(`/api/users/${user.id}/property-offers`)).statusCode).toBe(403);
    expect((await admin.get(`/api/users/${adminId}/property-offers`)).statusCode).toBe(403);
    expect((await postOffer(admin, { propertyViewingId: viewing.id, offerAmount: '1000' })).statusCode).toBe(403);
    expect((await withdraw(admin, offer.id)).statusCode).toBe(403);
    expect(await offersOf(user.id)).toMatchObject([{ id: offer.id, status: 'pending' }]);
  });

  it('answers 401 without a session', async () => {
    const anonymous = httpSession(t.app);
    expect((await anonymous.get('/api/admin/property-offers')).statusCode).toBe(401);
    expect((await postOffer(anonymous, { propertyViewingId: UNKNOWN_ID, offerAmount: '1000' })).statusCode).toBe(401);
  });
});
