import { bookingMessages } from '@nestway/core/booking';
import type { AvailabilitySlot } from '@nestway/core/availability';
import { sql } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { insertConsultation, insertGroup, insertPreferences } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'booking-admin@nestway.test', password: 'admin-password-1' };
// Monday 4 January 2027, 08:00 GMT: the default slot (Mondays 09:00 to 17:00) opens in an hour.
const NOW = '2027-01-04T08:00:00.000Z';
const at = (time: string) => `2027-01-04T${time}:00.000Z`;

let t: TestApp;
let admin: HttpSession;
let monday: AvailabilitySlot;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  t.clock.setTo(NOW);
  admin = httpSession(t.app);
  await signInStaff(t, admin, ADMIN);
  const { http } = await signedInClient(t);
  [monday] = (await http.get('/api/available-slots')).json<AvailabilitySlot[]>();
});
afterAll(() => t.close());

/** A signed-in client who has saved preferences, ready to book. */
async function readyClient() {
  const client = await signedInClient(t);
  await insertPreferences(t, client.user.id);
  return client;
}

const book = (http: HttpSession, requestedDateTime: string, availabilitySlotId = monday.id) =>
  http.post('/api/call-schedule', { availabilitySlotId, requestedDateTime });

/**
 * Sends `request` as if another request's pending booking `first` had been written between this
 * one's look for an existing call and its insert: a trigger writes `first` just before the insert,
 * which then meets it on a unique constraint as it would meet a row committed a moment earlier.
 */
async function losingTo<T>(first: { userId: string; requestedDateTime: string }, request: () => Promise<T>): Promise<T> {
  const db = t.app.ctx.db;
  const insertFirst = `insert into call_schedules (user_id, status, requested_date_time) values ('${first.userId}', 'pending', '${first.requestedDateTime}')`;
  await db.execute(
    sql.raw(
      `create function booking_lands_first() returns trigger language plpgsql as $$ begin if pg_trigger_depth() = 1 then ${insertFirst}; end if; return new; end $$`,
    ),
  );
  await db.execute(
    sql.raw('create trigger booking_lands_first before insert on call_schedules for each row execute function booking_lands_first()'),
  );
  try {
    return await request();
  } finally {
    await db.execute(sql.raw('drop trigger booking_lands_first on call_schedules'));
    await db.execute(sql.raw('drop function booking_lands_first'));
  }
}

describe('GET /api/available-slots', () => {
  it('starts with the default slot, Mondays 09:00 to 17:00, and lists the times already held in it', async () => {
    expect(monday).toMatchObject({ dayOfWeek: 1, startTime: '09:00', endTime: '17:00', isActive: true, confirmedTimes: [] });
    expect(monday.originalSlotId).toBe(monday.id);
    const { http } = await readyClient();
    expect((await book(http, at('11:00'))).statusCode).toBe(200);
    const [slot] = (await http.get('/api/available-slots')).json<AvailabilitySlot[]>();
    expect(slot!.confirmedTimes).toContain(at('11:00'));
  });

  it('leaves out slots the admin switched off', async () => {
    const created = await admin.post('/api/admin/availability', { dayOfWeek: 3, startTime: '10:00', endTime: '12:00', isActive: false });
    expect(created.statusCode).toBe(201);
    const { http } = await signedInClient(t);
    const ids = (await http.get('/api/available-slots')).json<AvailabilitySlot[]>().map((slot) => slot.id);
    expect(ids).toContain(monday.id);
    expect(ids).not.toContain(created.json<AvailabilitySlot>().id);
  });
});

describe('POST /api/call-schedule', () => {
  it('books a time the form offered: pending, at that instant, with its UK date and time', async () => {
    const { http } = await readyClient();
    const response = await book(http, at('09:00'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'pending',
      availabilitySlotId: monday.id,
      requestedDateTime: at('09:00'),
      confirmedDateTime: null,
      preferredDates: [{ date: '2027-01-04', time: '09:00' }],
    });
    expect((await http.get('/api/call-schedule')).json()).toMatchObject({ requestedDateTime: at('09:00') });
  });

  it('asks for preferences first, with the needsPreferences flag, and books nothing', async () => {
    const { http } = await signedInClient(t);
    const response = await book(http, at('12:00'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: bookingMessages.needsPreferences, needsPreferences: true });
    expect(response.json().code).toBe('needs_preferences');
    expect((await http.get('/api/call-schedule')).json()).toBeNull();
  });

  it('refuses a time in the past, beyond 14 days, outside the hours, off the grid or on another weekday, and books nothing', async () => {
    const { http } = await readyClient();
    const refusals: [string, string][] = [
      ['2027-01-04T07:00:00.000Z', bookingMessages.inThePast],
      ['2027-01-18T09:00:00.000Z', bookingMessages.outsideWindow],
      [at('17:00'), bookingMessages.notOffered],
      [at('13:30'), bookingMessages.notOffered],
      ['2027-01-05T09:00:00.000Z', bookingMessages.notOffered],
    ];
    for (const [time, message] of refusals) {
      const response = await book(http, time);
      expect(response.statusCode, time).toBe(400);
      expect(response.json().message, time).toBe(message);
    }
    expect((await book(http, '2027-01-18T09:00:00.000Z')).json().params).toEqual({ days: 14 });
    expect((await book(http, 'next Monday')).statusCode).toBe(400);
    expect((await http.get('/api/call-schedule')).json()).toBeNull();
  });

  it('refuses an inactive or unknown slot', async () => {
    const { http } = await readyClient();
    const closed = (
      await admin.post('/api/admin/availability', { dayOfWeek: 1, startTime: '18:00', endTime: '20:00', isActive: false })
    ).json<AvailabilitySlot>();
    for (const slotId of [closed.id, UNKNOWN_ID, 'not-a-slot']) {
      const response = await book(http, at('18:00'), slotId);
      expect(response.statusCode, slotId).toBe(409);
      expect(response.json().message).toBe(bookingMessages.slotUnavailable);
      expect(response.json().code).toBe('slot_unavailable');
    }
  });

  it("refuses a time another client's pending or confirmed call holds; a completed call holds none", async () => {
    const first = await readyClient();
    expect((await book(first.http, at('14:00'))).statusCode).toBe(200);
    const confirmedElsewhere = await signedInClient(t);
    await insertConsultation(t, confirmedElsewhere.user.id, 'confirmed', {
      requestedDateTime: new Date(at('10:00')),
      confirmedDateTime: new Date(at('15:00')),
    });
    const done = await signedInClient(t);
    await insertConsultation(t, done.user.id, 'completed', {
      requestedDateTime: new Date(at('16:00')),
      confirmedDateTime: new Date(at('16:00')),
    });

    const second = await readyClient();
    for (const time of [at('14:00'), at('15:00')]) {
      const response = await book(second.http, time);
      expect(response.statusCode, time).toBe(409);
      expect(response.json().message).toContain('already been booked');
      expect(response.json().code).toBe('slot_taken');
    }
    expect((await second.http.get('/api/call-schedule')).json()).toBeNull();
    expect((await book(second.http, at('16:00'))).statusCode).toBe(200);
  });

  it('moves a request, and a confirmed call that moves waits for the admin again', async () => {
    const { user, http } = await readyClient();
    await insertConsultation(t, user.id, 'confirmed', {
      requestedDateTime: new Date(at('12:00')),
      confirmedDateTime: new Date(at('12:00')),
    });
    const moved = await book(http, '2027-01-11T12:00:00.000Z');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'pending', requestedDateTime: '2027-01-11T12:00:00.000Z', confirmedDateTime: null });
    // The old time is free again.
    const other = await readyClient();
    expect((await book(other.http, at('12:00'))).statusCode).toBe(200);
  });

  it('refuses to change a consultation that has taken place', async () => {
    const { user, http } = await readyClient();
    await insertConsultation(t, user.id, 'completed');
    const response = await book(http, '2027-01-11T09:00:00.000Z');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(bookingMessages.completed);
    expect((await http.delete('/api/call-schedule')).statusCode).toBe(409);
    expect((await http.get('/api/call-schedule')).json()).toMatchObject({ status: 'completed' });
  });

  it("lets only the group leader book: a co-tenant gets 403 and the leader's call stays", async () => {
    const leader = await readyClient();
    const member = await signedInClient(t);
    await insertPreferences(t, member.user.id);
    await insertGroup(t, leader.user.id, { members: [member.user.id] });
    expect((await book(leader.http, '2027-01-11T10:00:00.000Z')).statusCode).toBe(200);

    const response = await book(member.http, '2027-01-11T11:00:00.000Z');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('leader_only');
    expect((await member.http.delete('/api/call-schedule')).statusCode).toBe(403);
    expect((await member.http.get('/api/call-schedule')).json()).toMatchObject({ requestedDateTime: '2027-01-11T10:00:00.000Z' });
  });

  it('is for signed-in clients only', async () => {
    expect((await httpSession(t.app).post('/api/call-schedule', {})).statusCode).toBe(401);
    expect((await book(admin, at('10:00'))).statusCode).toBe(403);
    expect((await admin.get('/api/available-slots')).statusCode).toBe(403);
  });

  it('gives one of eight clients booking the same time at once the time, and the other seven a 409', async () => {
    const clients = await Promise.all(Array.from({ length: 8 }, readyClient));
    const time = '2027-01-11T16:00:00.000Z';
    const responses = await Promise.all(clients.map(({ http }) => book(http, time)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().message).toContain('already been booked');
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().code).toBe('slot_taken');
  });

  it("tells a client whose first booking loses to someone else's booking of that time that the slot is taken", async () => {
    const { http } = await readyClient();
    const other = await signedInClient(t);
    const time = at('13:00');
    const response = await losingTo({ userId: other.user.id, requestedDateTime: time }, () => book(http, time));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'slot_taken', message: bookingMessages.alreadyBooked });
  });

  it('tells a client whose first booking loses to their own other booking (another tab) that they have a call, not that the time was taken', async () => {
    const { user, http } = await readyClient();
    const response = await losingTo({ userId: user.id, requestedDateTime: '2027-01-11T14:00:00.000Z' }, () =>
      book(http, '2027-01-11T15:00:00.000Z'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'call_exists', message: bookingMessages.callExists });
    expect(response.json().message).not.toContain('already been booked');
  });
});

describe('DELETE /api/call-schedule', () => {
  it('cancels the request, sent with no body, so the client can book anew', async () => {
    const { http } = await readyClient();
    expect((await book(http, '2027-01-11T13:00:00.000Z')).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: '/api/call-schedule',
      headers: { origin: new URL(t.app.ctx.config.appUrl).origin, cookie: http.sessionCookie()! },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await http.get('/api/call-schedule')).json()).toBeNull();
    expect((await book(http, '2027-01-11T13:00:00.000Z')).statusCode).toBe(200);
  });

  it('answers 404 when there is nothing to cancel', async () => {
    const { http } = await readyClient();
    const response = await http.delete('/api/call-schedule');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(bookingMessages.noCall);
  });
});
