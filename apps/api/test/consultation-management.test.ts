import { adminMessages } from '@nestway/core/admin';
import { consultationManagementMessages } from '@nestway/core/consultation-management';
import type { ConsultationRecord } from '@nestway/core/consultations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarField, type ReceivedMail } from '../../../test-support/mail-message';
import { consultations, users } from '../db/schema/index';
import { signedInClient, type RegisteredUser } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { insertConsultation, insertGroup, insertPreferences } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'calls-admin@nestway.test', password: 'admin-password-1' };
// Monday 4 January 2027, 08:00 GMT.
const NOW = '2027-01-04T08:00:00.000Z';
const at = (time: string, day = '2027-01-04') => `${day}T${time}:00.000Z`;

let t: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  t.clock.setTo(NOW);
  admin = httpSession(t.app);
  await signInStaff(t, admin, ADMIN);
});
afterAll(() => t.close());

/** A client with preferences and a call in `status` at `time` (requested, and confirmed unless pending). */
async function clientWithConsultation(status: 'pending' | 'confirmed' | 'completed', time: string) {
  const client = await signedInClient(t);
  await insertPreferences(t, client.user.id);
  const instant = new Date(time);
  const call = await insertConsultation(t, client.user.id, status, {
    requestedDateTime: instant,
    confirmedDateTime: status === 'pending' ? null : instant,
  });
  return { ...client, call };
}

const consultationRow = async (userId: string) =>
  (await t.app.ctx.db.select().from(consultations).where(eq(consultations.userId, userId)))[0];

/** The next e-mail to the user whose subject matches, after those already read. */
const seen = new Set<ReceivedMail>();
async function nextMail(user: RegisteredUser, subject: RegExp) {
  const mail = await t.mail.waitFor(user.email, (m) => !seen.has(m) && subject.test(m.subject));
  seen.add(mail);
  return mail;
}

describe('PUT /api/call-schedule/{userId}/confirm', () => {
  it('confirms the requested time and e-mails the UK time with a calendar invitation', async () => {
    const { user, http } = await clientWithConsultation('pending', at('10:00'));
    const response = await admin.put(`/api/call-schedule/${user.id}/confirm`, { adminNotes: 'We will call you on WhatsApp.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'confirmed',
      confirmedDateTime: at('10:00'),
      adminNotes: 'We will call you on WhatsApp.',
    });
    expect((await http.get('/api/call-schedule')).json()).toMatchObject({ status: 'confirmed', confirmedDateTime: at('10:00') });

    const mail = await nextMail(user, /confirmed/);
    expect(mail.text).toContain('Monday, 4 January 2027 at 10:00 UK time (GMT)');
    expect(mail.text).toContain('We will call you on WhatsApp.');
    expect(calendarField(mail, 'METHOD')).toBe('REQUEST');
    expect(calendarField(mail, 'SEQUENCE')).toBe('0');
    expect(calendarField(mail, 'DTSTART')).toBe('20270104T100000Z');
    expect(calendarField(mail, 'DTEND')).toBe('20270104T110000Z');
    expect(calendarField(mail, 'UID')).toBe(`${(await consultationRow(user.id))!.invitationUid}@nestway.co.uk`);
  });

  it('moves a confirmed call: the same calendar event, its sequence raised, both times in the e-mail', async () => {
    const { user } = await clientWithConsultation('pending', at('11:00'));
    await admin.put(`/api/call-schedule/${user.id}/confirm`, {});
    const first = await nextMail(user, /confirmed/);

    // Summer time: 14:00 BST on Monday 5 April 2027 is 13:00 UTC.
    const moved = await admin.put(`/api/call-schedule/${user.id}/confirm`, { confirmedDateTime: '2027-04-05T13:00:00.000Z' });
    expect(moved.statusCode).toBe(200);
    const mail = await nextMail(user, /moved/);
    expect(mail.text).toContain('from Monday, 4 January 2027 at 11:00 UK time (GMT) to Monday, 5 April 2027 at 14:00 UK time (BST)');
    expect(calendarField(mail, 'UID')).toBe(calendarField(first, 'UID'));
    expect(calendarField(mail, 'SEQUENCE')).toBe('1');
    expect(calendarField(mail, 'DTSTART')).toBe('20270405T130000Z');
  });

  it('sends nothing when a confirmed call keeps its time', async () => {
    const { user } = await clientWithConsultation('confirmed', at('12:00'));
    const before = (await t.mail.delivered()).length;
    const response = await admin.put(`/api/call-schedule/${user.id}/confirm`, {
      confirmedDateTime: at('12:00'),
      adminNotes: 'Bring your passport.',
    });
    expect(response.json()).toMatchObject({ status: 'confirmed', adminNotes: 'Bring your passport.' });
    expect((await t.mail.delivered()).slice(before).filter((m) => m.to.includes(user.email.toLowerCase()))).toEqual([]);
  });

  it('refuses a time that is not in the future, or not a date, and changes nothing', async () => {
    const { user } = await clientWithConsultation('pending', at('13:00'));
    const past = await admin.put(`/api/call-schedule/${user.id}/confirm`, { confirmedDateTime: at('07:00') });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: consultationManagementMessages.notInFuture });
    const garbled = await admin.put(`/api/call-schedule/${user.id}/confirm`, { confirmedDateTime: 'next Tuesday' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ message: consultationManagementMessages.invalidDate });
    expect(await consultationRow(user.id)).toMatchObject({ status: 'pending', confirmedDateTime: null, invitationSequence: null });
  });

  it("refuses a time another client's call holds", async () => {
    await clientWithConsultation('confirmed', at('14:00'));
    const { user } = await clientWithConsultation('pending', at('15:00'));
    const response = await admin.put(`/api/call-schedule/${user.id}/confirm`, { confirmedDateTime: at('14:00') });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: consultationManagementMessages.timeTaken });
    expect(await consultationRow(user.id)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for an unknown client or one with no call, and 409 for a completed call', async () => {
    expect((await admin.put(`/api/call-schedule/${UNKNOWN_ID}/confirm`, {})).statusCode).toBe(404);
    expect((await admin.put('/api/call-schedule/not-an-id/confirm', {})).statusCode).toBe(404);
    const { user } = await signedInClient(t);
    const none = await admin.put(`/api/call-schedule/${user.id}/confirm`, {});
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: consultationManagementMessages.noCall });
    const done = await clientWithConsultation('completed', at('09:00'));
    expect((await admin.put(`/api/call-schedule/${done.user.id}/confirm`, {})).statusCode).toBe(409);
  });
});

describe('PUT /api/call-schedule/{userId}/complete', () => {
  it("completes a confirmed call; the amount becomes the client's fee, and the client is told", async () => {
    const { user, http } = await clientWithConsultation('confirmed', at('16:00'));
    const response = await admin.put(`/api/call-schedule/${user.id}/complete`, { paymentAmount: '450', adminNotes: 'Great call.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completed', adminNotes: 'Great call.' });
    expect((await http.get('/api/call-schedule')).json<ConsultationRecord>().status).toBe('completed');
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.customPaymentAmountPence).toBe(450_00);
    expect((await admin.get(`/api/admin/users/${user.id}`)).json()).toMatchObject({ customPaymentAmount: '450.00', feePence: 450_00 });
    const mail = await nextMail(user, /Thank you/);
    expect(mail.text).toContain('£450.00');
    expect(mail.calendar).toBe('');
  });

  it.each([
    ['0', '08:00'],
    [0, '08:15'],
    ['-5', '08:30'],
    ['abc', '08:45'],
    ['12.345', '09:15'],
    [null, '09:30'],
  ])('refuses the amount %j with Invalid Amount and changes nothing', async (amount, time) => {
    const { user } = await clientWithConsultation('confirmed', at(time, '2027-01-05'));
    const response = await admin.put(`/api/call-schedule/${user.id}/complete`, { paymentAmount: amount });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(adminMessages.amountInvalid);
    expect(await consultationRow(user.id)).toMatchObject({ status: 'confirmed' });
  });

  it('completes only a confirmed call', async () => {
    const pending = await clientWithConsultation('pending', at('10:00', '2027-01-05'));
    const refused = await admin.put(`/api/call-schedule/${pending.user.id}/complete`, { paymentAmount: 450 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: consultationManagementMessages.notConfirmed });
    const done = await clientWithConsultation('completed', at('11:00', '2027-01-05'));
    expect((await admin.put(`/api/call-schedule/${done.user.id}/complete`, { paymentAmount: 450 })).statusCode).toBe(409);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, pending.user.id));
    expect(row!.customPaymentAmountPence).toBeNull();
  });
});

describe('DELETE /api/admin/calls/{id}', () => {
  it('cancels a confirmed call and withdraws its invitation from the calendar', async () => {
    const { user, http } = await clientWithConsultation('pending', at('12:00', '2027-01-05'));
    await admin.put(`/api/call-schedule/${user.id}/confirm`, {});
    const invitation = await nextMail(user, /confirmed/);
    const { id } = (await http.get('/api/call-schedule')).json<ConsultationRecord>();

    const response = await admin.delete(`/api/admin/calls/${id}`);
    expect(response.statusCode).toBe(200);
    expect((await http.get('/api/call-schedule')).json()).toBeNull();
    const mail = await nextMail(user, /cancelled/);
    expect(mail.text).toContain('Tuesday, 5 January 2027 at 12:00 UK time (GMT) has been cancelled');
    expect(calendarField(mail, 'METHOD')).toBe('CANCEL');
    expect(calendarField(mail, 'STATUS')).toBe('CANCELLED');
    expect(calendarField(mail, 'UID')).toBe(calendarField(invitation, 'UID'));
    expect(calendarField(mail, 'SEQUENCE')).toBe('1');
  });

  it('cancels a request never confirmed without a calendar attachment', async () => {
    const { user, call } = await clientWithConsultation('pending', at('13:00', '2027-01-05'));
    expect((await admin.delete(`/api/admin/calls/${call.id}`)).statusCode).toBe(200);
    const mail = await nextMail(user, /cancelled/);
    expect(mail.text).toContain('request for Tuesday, 5 January 2027 at 13:00');
    expect(mail.calendar).toBe('');
  });

  it('keeps a call that has taken place, and answers 404 for an unknown id', async () => {
    const { user, call } = await clientWithConsultation('completed', at('14:00', '2027-01-05'));
    expect((await admin.delete(`/api/admin/calls/${call.id}`)).statusCode).toBe(409);
    expect(await consultationRow(user.id)).toMatchObject({ status: 'completed' });
    expect((await admin.delete(`/api/admin/calls/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/calls/nope')).statusCode).toBe(404);
  });

  it('also withdraws the invitation when the client cancels a confirmed call', async () => {
    const { user, http } = await clientWithConsultation('pending', at('15:00', '2027-01-05'));
    await admin.put(`/api/call-schedule/${user.id}/confirm`, {});
    await nextMail(user, /confirmed/);
    expect((await http.delete('/api/call-schedule')).statusCode).toBe(200);
    const mail = await nextMail(user, /cancelled/);
    expect(calendarField(mail, 'METHOD')).toBe('CANCEL');
  });
});

describe('POST /api/admin/call-schedule/{userId}', () => {
  it('books a confirmed call at any future time, outside the availability', async () => {
    const { user, http } = await signedInClient(t);
    // Sunday 10 January 2027, 21:30: no slot covers it.
    const response = await admin.post(`/api/admin/call-schedule/${user.id}`, {
      confirmedDateTime: at('21:30', '2027-01-10'),
      adminNotes: 'Evening call',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'confirmed', availabilitySlotId: null, confirmedDateTime: at('21:30', '2027-01-10') });
    expect((await http.get('/api/call-schedule')).json()).toMatchObject({ status: 'confirmed' });
    const mail = await nextMail(user, /confirmed/);
    expect(mail.text).toContain('Sunday, 10 January 2027 at 21:30 UK time (GMT)');
    expect(calendarField(mail, 'SEQUENCE')).toBe('0');
  });

  it('replaces a pending request', async () => {
    const { user } = await clientWithConsultation('pending', at('16:00', '2027-01-05'));
    const response = await admin.post(`/api/admin/call-schedule/${user.id}`, { confirmedDateTime: at('17:30', '2027-01-05') });
    expect(response.json()).toMatchObject({ status: 'confirmed', confirmedDateTime: at('17:30', '2027-01-05'), requestedDateTime: null });
  });

  it('gives the three messages of the spec, and changes nothing', async () => {
    const { user } = await clientWithConsultation('completed', at('09:00', '2027-01-06'));
    const completed = await admin.post(`/api/admin/call-schedule/${user.id}`, { confirmedDateTime: at('10:00', '2027-01-12') });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ message: consultationManagementMessages.completedNeedsOverride });
    const invalid = await admin.post(`/api/admin/call-schedule/${user.id}`, { confirmedDateTime: '2027-13-45', override: true });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: consultationManagementMessages.invalidDate });
    const past = await admin.post(`/api/admin/call-schedule/${user.id}`, { confirmedDateTime: at('07:59'), override: true });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: consultationManagementMessages.notInFuture });
    expect(await consultationRow(user.id)).toMatchObject({ status: 'completed' });
  });

  it('schedules a follow-up after a completed consultation with override, as a new calendar event', async () => {
    const { user, call } = await clientWithConsultation('completed', at('10:00', '2027-01-06'));
    const response = await admin.post(`/api/admin/call-schedule/${user.id}`, {
      confirmedDateTime: at('10:00', '2027-01-13'),
      override: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'confirmed', confirmedDateTime: at('10:00', '2027-01-13') });
    const mail = await nextMail(user, /confirmed/);
    expect(calendarField(mail, 'UID')).not.toBe(`${call.invitationUid}@nestway.co.uk`);
    expect(calendarField(mail, 'SEQUENCE')).toBe('0');
  });

  it("refuses a co-tenant: the group's call is the leader's", async () => {
    const leader = await signedInClient(t);
    const cotenant = await signedInClient(t);
    await insertGroup(t, leader.user.id, { members: [cotenant.user.id] });
    const response = await admin.post(`/api/admin/call-schedule/${cotenant.user.id}`, { confirmedDateTime: at('10:00', '2027-01-14') });
    expect(response.statusCode).toBe(409);
    expect(await consultationRow(cotenant.user.id)).toBeUndefined();
  });
});

describe('who may manage calls', () => {
  it('refuses clients (403) and visitors (401) on every admin call route', async () => {
    const { user, http, call } = await clientWithConsultation('confirmed', at('11:00', '2027-01-06'));
    const visitor = httpSession(t.app);
    const attempts = [
      (c: HttpSession) => c.put(`/api/call-schedule/${user.id}/confirm`, { confirmedDateTime: at('12:00', '2027-01-06') }),
      (c: HttpSession) => c.put(`/api/call-schedule/${user.id}/complete`, { paymentAmount: 1 }),
      (c: HttpSession) => c.delete(`/api/admin/calls/${call.id}`),
      (c: HttpSession) => c.post(`/api/admin/call-schedule/${user.id}`, { confirmedDateTime: at('12:00', '2027-01-06') }),
    ];
    for (const attempt of attempts) {
      expect((await attempt(http)).statusCode).toBe(403);
      expect((await attempt(visitor)).statusCode).toBe(401);
    }
    expect(await consultationRow(user.id)).toMatchObject({ status: 'confirmed', confirmedDateTime: new Date(at('11:00', '2027-01-06')) });
  });
});
