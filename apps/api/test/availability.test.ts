import { availabilityMessages, type AvailabilitySlot } from '@nestway/core/availability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { insertPreferences } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'availability-admin@nestway.test', password: 'admin-password-1' };
let t: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  // Monday 4 January 2027, 08:00 GMT.
  t.clock.setTo('2027-01-04T08:00:00.000Z');
  admin = httpSession(t.app);
  await signInStaff(t, admin, ADMIN);
});
afterAll(() => t.close());

const slots = async () => (await admin.get('/api/admin/availability')).json<AvailabilitySlot[]>();

/** A client with a call booked at `time` in `slot`. */
async function bookedClient(slot: AvailabilitySlot, time: string) {
  const client = await signedInClient(t);
  await insertPreferences(t, client.user.id);
  const response = await client.http.post('/api/call-schedule', { availabilitySlotId: slot.id, requestedDateTime: time });
  expect(response.statusCode).toBe(200);
  return client;
}

describe('the admin’s availability', () => {
  it('lists the default Monday 09:00 to 17:00 slot of a fresh database', async () => {
    expect(await slots()).toEqual([expect.objectContaining({ dayOfWeek: 1, startTime: '09:00', endTime: '17:00', isActive: true })]);
  });

  it('adds a slot, and refuses a bad day, a bad time, an end before the start or a slot shorter than a call, adding nothing', async () => {
    const created = await admin.post('/api/admin/availability', { dayOfWeek: 3, startTime: '13:00', endTime: '16:30' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ dayOfWeek: 3, startTime: '13:00', endTime: '16:30', isActive: true, confirmedTimes: [] });
    const before = (await slots()).length;

    const refusals: [object, string][] = [
      [{ dayOfWeek: 7, startTime: '09:00', endTime: '10:00' }, availabilityMessages.dayOfWeek],
      [{ dayOfWeek: 2, startTime: '9:00', endTime: '10:00' }, availabilityMessages.timeFormat],
      [{ dayOfWeek: 2, startTime: '10:00', endTime: '24:00' }, availabilityMessages.timeFormat],
      [{ dayOfWeek: 2, startTime: '11:00', endTime: '10:00' }, availabilityMessages.startBeforeEnd],
      [{ dayOfWeek: 2, startTime: '10:00', endTime: '10:00' }, availabilityMessages.startBeforeEnd],
      [{ dayOfWeek: 2, startTime: '10:00', endTime: '10:45' }, availabilityMessages.tooShort],
    ];
    for (const [body, message] of refusals) {
      const response = await admin.post('/api/admin/availability', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await slots()).toHaveLength(before);
  });

  it('changes a slot without moving a call already booked in it', async () => {
    const slot = (
      await admin.post('/api/admin/availability', { dayOfWeek: 1, startTime: '18:00', endTime: '20:00' })
    ).json<AvailabilitySlot>();
    const { http } = await bookedClient(slot, '2027-01-04T18:00:00.000Z');

    const changed = await admin.put(`/api/admin/availability/${slot.id}`, {
      dayOfWeek: 2,
      startTime: '10:00',
      endTime: '12:00',
      isActive: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: slot.id, dayOfWeek: 2, startTime: '10:00', endTime: '12:00', isActive: false });
    expect((await http.get('/api/call-schedule')).json()).toMatchObject({
      status: 'pending',
      requestedDateTime: '2027-01-04T18:00:00.000Z',
    });
  });

  it('deletes a slot, after which a call booked in it keeps its time without a slot', async () => {
    const slot = (
      await admin.post('/api/admin/availability', { dayOfWeek: 1, startTime: '20:00', endTime: '22:00' })
    ).json<AvailabilitySlot>();
    const { http } = await bookedClient(slot, '2027-01-04T20:00:00.000Z');

    expect((await admin.delete(`/api/admin/availability/${slot.id}`)).statusCode).toBe(200);
    expect((await slots()).map((s) => s.id)).not.toContain(slot.id);
    expect((await http.get('/api/call-schedule')).json()).toMatchObject({
      requestedDateTime: '2027-01-04T20:00:00.000Z',
      availabilitySlotId: null,
    });
    expect((await admin.delete(`/api/admin/availability/${slot.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed slot id', async () => {
    const body = { dayOfWeek: 2, startTime: '10:00', endTime: '12:00' };
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await admin.put(`/api/admin/availability/${id}`, body)).statusCode, id).toBe(404);
      expect((await admin.delete(`/api/admin/availability/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('is for admins only', async () => {
    const { http } = await signedInClient(t);
    expect((await http.get('/api/admin/availability')).statusCode).toBe(403);
    expect((await http.post('/api/admin/availability', { dayOfWeek: 2, startTime: '10:00', endTime: '12:00' })).statusCode).toBe(403);
    expect((await httpSession(t.app).get('/api/admin/availability')).statusCode).toBe(401);
    const [monday] = await slots();
    expect((await http.delete(`/api/admin/availability/${monday!.id}`)).statusCode).toBe(403);
    expect((await slots()).map((s) => s.id)).toContain(monday!.id);
  });
});
