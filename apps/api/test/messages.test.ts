import { messageTexts, type MessageRecord } from '@nestway/core/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'messages-admin@nestway.test', password: 'admin-password-1' };
let t: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = httpSession(t.app);
  await signInStaff(t, admin, ADMIN);
});
afterAll(() => t.close());

const send = (clientId: string, message: unknown) => admin.put(`/api/admin/users/${clientId}/message`, { message });

/** PUT /api/messages/{id}/read as the spec's client sends it: no body, no content type. */
const markRead = (http: HttpSession, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/messages/${id}/read`, headers: { origin: TEST_APP_URL, cookie: http.sessionCookie()! } });

describe('messages from the admin team', () => {
  it('sends a client a message that they see unread, then read once marked, with the time it was read', async () => {
    const { user, http } = await signedInClient(t);
    const sent = await send(user.id, '  Your viewing is booked for Friday.  ');
    expect(sent.statusCode).toBe(200);
    const message = sent.json<MessageRecord>();
    expect(message).toMatchObject({ message: 'Your viewing is booked for Friday.', isRead: false, readAt: null });

    expect((await http.get('/api/messages/unread')).json()).toEqual([message]);
    const read = await markRead(http, message.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: message.id, isRead: true, readAt: t.clock.now().toISOString() });
    expect((await http.get('/api/messages/unread')).json()).toEqual([]);
    expect((await http.get('/api/messages')).json()).toEqual([expect.objectContaining({ id: message.id, isRead: true })]);
  });

  it('e-mails the client a short notice with a link to the dashboard, never the message itself', async () => {
    const { user } = await signedInClient(t);
    const sent = await send(user.id, 'Your guarantor form is missing a signature.');
    expect(sent.statusCode).toBe(200);
    const mail = await t.mail.waitFor(user.email, (m) => m.subject.startsWith('You have a new message'));
    expect(mail.subject).toBe('You have a new message from the Nestway team');
    expect(mail.text).toContain('You have a new message from our team.');
    expect(mail.text).toContain('http://localhost:5000/dashboard');
    expect(mail.text).not.toContain('guarantor');
    expect(mail.html).not.toContain('guarantor');
    // Queued with the message, so the admin sees its delivery on the client page like any other notice.
    const queued = await t.app.ctx.db.select().from(emails).where(eq(emails.userId, user.id));
    expect(queued.filter((row) => row.subject === mail.subject)).toEqual([expect.objectContaining({ kind: 'notice' })]);
  });

  it('lists messages newest first, and unread ones oldest first', async () => {
    const { user, http } = await signedInClient(t);
    await send(user.id, 'First');
    t.clock.advance(60);
    await send(user.id, 'Second');
    expect((await http.get('/api/messages')).json<MessageRecord[]>().map((m) => m.message)).toEqual(['Second', 'First']);
    expect((await http.get('/api/messages/unread')).json<MessageRecord[]>().map((m) => m.message)).toEqual(['First', 'Second']);
    expect((await admin.get(`/api/admin/users/${user.id}/messages`)).json<MessageRecord[]>().map((m) => m.message)).toEqual([
      'Second',
      'First',
    ]);
  });

  it('refuses a blank message and sends nothing', async () => {
    const { user, http } = await signedInClient(t);
    const mailsBefore = await t.app.ctx.db.select().from(emails).where(eq(emails.userId, user.id));
    for (const message of ['', '   ', undefined]) {
      const response = await send(user.id, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messageTexts.required);
    }
    expect((await http.get('/api/messages')).json()).toEqual([]);
    expect(await t.app.ctx.db.select().from(emails).where(eq(emails.userId, user.id))).toEqual(mailsBefore);
  });

  it("answers 404 for another client's message, leaving it unread, and for an unknown client", async () => {
    const owner = await signedInClient(t);
    const other = await signedInClient(t);
    const message = (await send(owner.user.id, 'Private')).json<MessageRecord>();
    expect((await markRead(other.http, message.id)).statusCode).toBe(404);
    expect((await markRead(other.http, 'not-an-id')).statusCode).toBe(404);
    expect((await owner.http.get('/api/messages/unread')).json()).toHaveLength(1);
    expect((await send(UNKNOWN_ID, 'Hello')).statusCode).toBe(404);
  });

  it('keeps the admin routes for admins and the inbox for clients', async () => {
    const { user, http } = await signedInClient(t);
    expect((await http.put(`/api/admin/users/${user.id}/message`, { message: 'Hi' })).statusCode).toBe(403);
    expect((await http.get(`/api/admin/users/${user.id}/messages`)).statusCode).toBe(403);
    expect((await admin.get('/api/messages')).statusCode).toBe(403);
    expect((await httpSession(t.app).get('/api/messages/unread')).statusCode).toBe(401);
  });
});
