import { offerMessages, type AdminOfferRecord } from '@nestway/core/offers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './support/accounts';
import type { HttpSession } from './support/http-session';
import { insertGroup, insertPayment } from './support/factories';
import { offered, offersTestbed } from './support/offers-testbed';
import { UNKNOWN_ID } from './support/ids';
import { TEST_APP_URL, type TestApp } from './support/test-app';
import { insertOffer, insertViewing } from './support/viewings';

const bed = offersTestbed();
const { offerRow, withdraw, answer, statementsOf } = bed;
let t: TestApp;
let admin: HttpSession;
let adminId: string;
beforeAll(() => {
  ({ t, admin, adminId } = bed);
});

const mailsTo = async (email: string) =>
  (await t.mail.delivered()).filter((m) => m.to.includes(email.toLowerCase()) && /Your offer/.test(m.subject));

describe('GET /api/admin/property-offers', () => {
  it('lists every offer with its viewing and client: pending ones oldest first, then the others newest first', async () => {
    const a = await signedInClient(t, { fullName: 'Alice Offer' });
    const b = await signedInClient(t, { fullName: 'Bob Offer' });
    const start = t.clock.now().getTime();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const made = async (client: typeof a, minutes: number, status: 'pending' | 'accepted' | 'rejected' | 'withdrawn') => {
      const viewing = await insertViewing(t, client.user.id, { propertyAddress: `${minutes} Order Street` });
      return (await insertOffer(t, client.user.id, viewing.id, { status, createdAt: at(minutes) })).id;
    };
    const acceptedOld = await made(a, 1, 'accepted');
    const pendingOld = await made(b, 2, 'pending');
    const withdrawnMid = await made(a, 3, 'withdrawn');
    const pendingNew = await made(a, 4, 'pending');
    const rejectedNew = await made(b, 5, 'rejected');
    const ours = new Set([acceptedOld, pendingOld, withdrawnMid, pendingNew, rejectedNew]);

    const response = await admin.get('/api/admin/property-offers');
    expect(response.statusCode).toBe(200);
    const all = response.json<AdminOfferRecord[]>();
    expect(all.filter((o) => ours.has(o.id)).map((o) => o.id)).toEqual([pendingOld, pendingNew, rejectedNew, withdrawnMid, acceptedOld]);
    // Every pending offer (of any test) comes before every other one.
    const firstDecided = all.findIndex((o) => o.status !== 'pending');
    expect(all.slice(firstDecided).every((o) => o.status !== 'pending')).toBe(true);

    const pending = all.find((o) => o.id === pendingOld)!;
    expect(pending.user).toEqual({ id: b.user.id, fullName: 'Bob Offer', email: b.user.email });
    expect(pending).toMatchObject({
      userId: b.user.id,
      offerAmount: '1000.00',
      marketPrice: '950.00',
      status: 'pending',
      createdAt: at(2).toISOString(),
      propertyViewing: { propertyAddress: '2 Order Street', rentAmount: '950.00' },
    });
  });

  it('reads every offer with its viewing and client in one query', async () => {
    const before = await statementsOf(admin, '/api/admin/property-offers');
    const { user } = await signedInClient(t);
    for (let i = 0; i < 3; i++) await insertOffer(t, user.id, (await insertViewing(t, user.id)).id);
    expect(await statementsOf(admin, '/api/admin/property-offers')).toBe(before);
    expect(before).toBe(2);
  });
});

describe('PUT /api/admin/property-offers/:id', () => {
  it('accepts a pending offer, recording who and when, and e-mails the client the next steps', async () => {
    const { user, http } = await signedInClient(t, { fullName: 'Accepted Client' });
    const viewing = await insertViewing(t, user.id, { propertyAddress: '7 Accept Avenue, Leeds' });
    const offer = await offered(http, viewing.id, '1000');
    t.clock.advance(3600);
    const response = await answer(offer.id, { status: 'accepted', adminResponse: '  The landlord agreed to your offer.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...offer,
      status: 'accepted',
      adminResponse: 'The landlord agreed to your offer.',
      respondedAt: t.clock.now().toISOString(),
      user: { id: user.id, fullName: 'Accepted Client', email: user.email },
    });
    expect(await offerRow(offer.id)).toMatchObject({ status: 'accepted', respondedBy: adminId, respondedAt: t.clock.now() });

    const mail = await t.mail.waitFor(user.email, (m) => /Your offer/.test(m.subject));
    expect(mail.subject).toBe('Your offer on 7 Accept Avenue, Leeds has been accepted');
    expect(mail.text).toContain('your offer of £1,000.00 a month for 7 Accept Avenue, Leeds has been accepted');
    expect(mail.text).toContain('Response from our team: The landlord agreed to your offer.');
    expect(mail.text).toContain('next steps of reserving the property');
    // One applicant, nothing paid upfront yet: the whole £400 is the rest of the fee.
    expect(mail.text).toContain('please pay the rest of your service fee, £400.00, by card or bank transfer');
    expect(mail.text).toContain(`${TEST_APP_URL}/payment-instructions?for=balance`);
  });

  it('tells a co-tenant whose offer is accepted that the group leader pays the rest', async () => {
    const leader = await signedInClient(t, { fullName: 'Leading Lucy' });
    const cotenant = await signedInClient(t, { fullName: 'Co Carl' });
    await insertGroup(t, leader.user.id, { members: [cotenant.user.id] });
    await insertPayment(t, leader.user.id, { status: 'verified' });
    const viewing = await insertViewing(t, cotenant.user.id, { propertyAddress: '3 Group Grove' });
    const offer = await offered(cotenant.http, viewing.id, '1000');
    expect((await answer(offer.id, { status: 'accepted' })).statusCode).toBe(200);

    const mail = await t.mail.waitFor(cotenant.user.email, (m) => /Your offer/.test(m.subject));
    // No preferences saved: one applicant's £400 less the £250 the leader paid upfront.
    expect(mail.text).toContain(
      'the rest of the service fee, £150.00, is now due. Your group leader, Leading Lucy, pays it for the group.',
    );
    expect(mail.text).toContain(`${TEST_APP_URL}/dashboard#viewings`);
  });

  it('rejects a pending offer and e-mails the client, without a response line when there is none', async () => {
    const { user, http } = await signedInClient(t);
    const offer = await offered(http, (await insertViewing(t, user.id, { propertyAddress: '9 Reject Row' })).id, '800');
    const response = await answer(offer.id, { status: 'rejected', adminResponse: '   ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', adminResponse: null });
    const mail = await t.mail.waitFor(user.email, (m) => /Your offer/.test(m.subject));
    expect(mail.subject).toBe('Your offer on 9 Reject Row was not accepted');
    expect(mail.text).toContain('your offer of £800.00 a month for 9 Reject Row was not accepted');
    expect(mail.text).not.toContain('Response from our team');
    expect(mail.text).toContain(`${TEST_APP_URL}/dashboard#viewings`);
  });

  it('answers 409 naming the status to an offer already decided or withdrawn, changing nothing and sending no e-mail', async () => {
    const { user, http } = await signedInClient(t);
    const accepted = await offered(http, (await insertViewing(t, user.id)).id);
    expect((await answer(accepted.id, { status: 'accepted', adminResponse: 'First answer' })).statusCode).toBe(200);
    await t.mail.waitFor(user.email, (m) => /Your offer/.test(m.subject));
    const withdrawn = await offered(http, (await insertViewing(t, user.id)).id);
    expect((await withdraw(http, withdrawn.id)).statusCode).toBe(200);

    const twice = await answer(accepted.id, { status: 'rejected', adminResponse: 'Second answer' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'conflict', message: offerMessages.notPending('accepted'), params: { status: 'accepted' } });
    const afterWithdrawal = await answer(withdrawn.id, { status: 'accepted' });
    expect(afterWithdrawal.statusCode).toBe(409);
    expect(afterWithdrawal.json()).toEqual({
      code: 'conflict',
      message: offerMessages.notPending('withdrawn'),
      params: { status: 'withdrawn' },
    });

    expect(await offerRow(accepted.id)).toMatchObject({ status: 'accepted', adminResponse: 'First answer' });
    expect(await offerRow(withdrawn.id)).toMatchObject({ status: 'withdrawn', respondedAt: null, respondedBy: null });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('lets only one of a withdrawal and an answer that race win', async () => {
    const { user, http } = await signedInClient(t);
    const offer = await offered(http, (await insertViewing(t, user.id)).id);
    const [withdrawal, decision] = await Promise.all([withdraw(http, offer.id), answer(offer.id, { status: 'accepted' })]);
    expect([withdrawal.statusCode, decision.statusCode].sort()).toEqual([200, 409]);
    const row = await offerRow(offer.id);
    expect(row.status).toBe(withdrawal.statusCode === 200 ? 'withdrawn' : 'accepted');
    expect(row.withdrawnAt === null).toBe(withdrawal.statusCode !== 200);
    expect(row.respondedAt === null).toBe(decision.statusCode !== 200);
  });

  it('refuses a status other than accepted or rejected and an over-long response with 400, changing nothing', async () => {
    const { user, http } = await signedInClient(t);
    const offer = await offered(http, (await insertViewing(t, user.id)).id);
    for (const body of [{}, { status: 'withdrawn' }, { status: 'pending' }, { status: 'ACCEPTED' }]) {
      const response = await answer(offer.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe("Status must be 'accepted' or 'rejected'.");
    }
    const tooLong = await answer(offer.id, { status: 'accepted', adminResponse: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(offerMessages.responseTooLong);
    expect(await offerRow(offer.id)).toMatchObject({ status: 'pending', respondedAt: null });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('answers 404 for an unknown or a malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await answer(id, { status: 'accepted' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: offerMessages.notFound });
    }
  });
});
