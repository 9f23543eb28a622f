import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './support/accounts';
import { httpSession } from './support/http-session';
import { insertConsultation, insertGroup } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'calls-admin@nestway.test', password: 'admin-password-1' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => t.close());

describe('GET /api/call-schedule', () => {
  it('answers null when the user has no call', async () => {
    const { http } = await signedInClient(t);
    const response = await http.get('/api/call-schedule');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it("answers the user's own call with its status and times", async () => {
    const { user, http } = await signedInClient(t);
    const requested = new Date('2027-03-02T10:00:00Z');
    const call = await insertConsultation(t, user.id, 'confirmed', { requestedDateTime: requested, confirmedDateTime: requested });
    const response = await http.get('/api/call-schedule');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: call.id,
      status: 'confirmed',
      requestedDateTime: requested.toISOString(),
      confirmedDateTime: requested.toISOString(),
      availabilitySlotId: null,
      preferredDates: [{ date: '2027-03-02', time: '10:00' }],
      adminNotes: null,
      createdAt: call.createdAt.toISOString(),
    });
  });

  it("answers a co-tenant their group leader's call, and nobody else's", async () => {
    const leader = await signedInClient(t);
    const member = await signedInClient(t);
    const stranger = await signedInClient(t);
    await insertGroup(t, leader.user.id, { members: [member.user.id] });
    const call = await insertConsultation(t, leader.user.id, 'completed');

    expect((await member.http.get('/api/call-schedule')).json()).toMatchObject({
      id: call.id,
      status: 'completed',
      requestedDateTime: null,
    });
    expect((await leader.http.get('/api/call-schedule')).json()).toMatchObject({ id: call.id });
    expect((await stranger.http.get('/api/call-schedule')).json()).toBeNull();
  });

  it('is for signed-in clients only', async () => {
    expect((await httpSession(t.app).get('/api/call-schedule')).statusCode).toBe(401);
    const admin = httpSession(t.app);
    await signInStaff(t, admin, ADMIN);
    expect((await admin.get('/api/call-schedule')).statusCode).toBe(403);
  });
});
