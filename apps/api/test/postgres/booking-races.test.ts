import { bookingMessages } from '@nestway/core/booking';
import type { AvailabilitySlot } from '@nestway/core/availability';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../support/accounts';
import type { HttpSession } from '../support/http-session';
import { insertPreferences } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 4 January 2027, 08:00 GMT: the default slot (Mondays 09:00 to 17:00) opens in an hour.
const NOW = '2027-01-04T08:00:00.000Z';

let t: TestApp;
let locker: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.setTo(NOW);
  const { database } = t.app.ctx.config;
  if (database.kind !== 'postgres') throw new Error('these tests need TEST_DATABASE_URL');
  locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
});
afterAll(async () => {
  await locker?.end();
  await t?.close();
});

async function readyClient() {
  const client = await signedInClient(t);
  await insertPreferences(t, client.user.id);
  return client;
}

/**
 * Sends the bookings at once and makes them cross: a table lock held here lets each look for the
 * client's call (finding none) and stops each at its insert; once all wait, the lock goes and the
 * inserts race, as two tabs' requests landing together would.
 */
async function bookTogether(bookings: Array<{ http: HttpSession; requestedDateTime: string }>) {
  const [monday] = (await bookings[0]!.http.get('/api/available-slots')).json<AvailabilitySlot[]>();
  await locker.query('begin');
  // SHARE ROW EXCLUSIVE waits out inserts (ROW EXCLUSIVE) but lets reads (ACCESS SHARE) through.
  await locker.query('lock table call_schedules in share row exclusive mode');
  const sent = Promise.all(
    bookings.map(({ http, requestedDateTime }) => http.post('/api/call-schedule', { availabilitySlotId: monday!.id, requestedDateTime })),
  );
  try {
    await expect
      .poll(async () => {
        const { rows } = await locker.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_locks where relation = 'call_schedules'::regclass and not granted`,
        );
        return rows[0]!.waiting;
      })
      .toBe(bookings.length);
  } finally {
    await locker.query('commit');
  }
  return sent;
}

describe('two bookings landing together on PostgreSQL', () => {
  it("give a client's two first bookings (two tabs) one call, and tell the other tab the client has it", async () => {
    const { http } = await readyClient();
    const times = ['2027-01-11T09:00:00.000Z', '2027-01-11T10:00:00.000Z'];
    const responses = await bookTogether(times.map((requestedDateTime) => ({ http, requestedDateTime })));

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const won = responses.find((response) => response.statusCode === 200)!;
    const lost = responses.find((response) => response.statusCode === 409)!;
    expect(lost.json()).toEqual({ code: 'call_exists', message: bookingMessages.callExists });
    expect((await http.get('/api/call-schedule')).json()).toMatchObject({ requestedDateTime: won.json().requestedDateTime });
  });

  it('give two clients booking one time the time once, and tell the other the slot is taken', async () => {
    const clients = await Promise.all([readyClient(), readyClient()]);
    const requestedDateTime = '2027-01-11T11:00:00.000Z';
    const responses = await bookTogether(clients.map(({ http }) => ({ http, requestedDateTime })));

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const lost = responses.find((response) => response.statusCode === 409)!;
    expect(lost.json()).toEqual({ code: 'slot_taken', message: bookingMessages.alreadyBooked });
  });
});
