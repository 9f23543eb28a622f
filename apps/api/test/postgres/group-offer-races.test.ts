import { offerMessages } from '@nestway/core/offers';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient } from '../support/accounts';
import { insertGroup } from '../support/factories';
import { postOffer } from '../support/offers-testbed';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertViewing } from '../support/viewings';

let t: TestApp;
let locker: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  const { database } = t.app.ctx.config;
  if (database.kind !== 'postgres') throw new Error('these tests need TEST_DATABASE_URL');
  locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
});
afterAll(async () => {
  await locker?.end();
  await t?.close();
});

/** Requests of this test's database waiting on a lock (other test files use other databases of the server). */
async function requestsWaitingOnALock(): Promise<number> {
  const { rows } = await locker.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.waiting;
}

it("lets only one of two members' offers on one property, sent at once, through (decision 006)", async () => {
  const leader = await signedInClient(t);
  const cotenant = await signedInClient(t);
  await insertGroup(t, leader.user.id, { members: [cotenant.user.id] });
  const address = '12 Cardigan Road, Leeds LS6 3AG';
  const viewings = await Promise.all([leader, cotenant].map(({ user }) => insertViewing(t, user.id, { propertyAddress: address })));

  // Holding inserts back makes the two offers cross: without the group's lock both would find no pending
  // offer, wait here, then both be written.
  await locker.query('begin');
  await locker.query('lock table property_offers in share row exclusive mode');
  const sent = Promise.all(
    [leader, cotenant].map(({ http }, n) => postOffer(http, { propertyViewingId: viewings[n]!.id, offerAmount: '1000' })),
  );
  try {
    await expect.poll(requestsWaitingOnALock).toBe(2);
  } finally {
    await locker.query('commit');
  }
  const responses = await sent;

  expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  const refused = responses.find((response) => response.statusCode === 409)!;
  expect(refused.json()).toMatchObject({ code: 'group_offer_pending', message: offerMessages.groupOfferPending });
  const { rows } = await locker.query<{ offers: number }>(`select count(*)::int as offers from property_offers where status = 'pending'`);
  expect(rows[0]!.offers).toBe(1);
});
