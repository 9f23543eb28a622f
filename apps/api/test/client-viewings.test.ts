import { randomUUID } from 'node:crypto';
import { viewingMessages, type ViewingRecord } from '@nestway/core/viewings';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './support/accounts';
import type { HttpSession } from './support/http-session';
import type { TestApp } from './support/test-app';
import { VIEWINGS_LINK, viewingData, viewingsTestbed } from './support/viewings-testbed';

const bed = viewingsTestbed();
const { insertClient, bookedSession, viewingRow, viewingsOf, mailsTo } = bed;
let t: TestApp;
let admin: HttpSession;
let adminId: string;
beforeAll(() => {
  ({ t, admin, adminId } = bed);
});

describe("the admin's viewings of one client", () => {
  it('books a single viewing (no session), e-mails the client and lists their viewings latest first', async () => {
    const ada = await insertClient('Ada Single');
    const first = await admin.post(`/api/admin/users/${ada.id}/viewings`, viewingData({ viewingDateTime: '2026-06-18T09:00:00Z' }));
    expect(first.statusCode).toBe(201);
    expect(first.json<ViewingRecord>()).toMatchObject({
      userId: ada.id,
      viewingSessionId: null,
      status: 'scheduled',
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: '950.50',
      rentPence: 95_050,
      viewingDateTime: '2026-06-18T09:00:00.000Z',
    });
    const mail = await t.mail.waitFor(ada.email, (m) => m.subject.startsWith('Property viewing booked'));
    expect(mail.text).toContain('Thursday, 18 June 2026 at 10:00 UK time (BST)');
    expect(mail.text).toContain(VIEWINGS_LINK);

    t.clock.advance(60);
    const second = await admin.post(
      `/api/admin/users/${ada.id}/viewings`,
      viewingData({ viewingDateTime: '2026-07-01T09:00:00Z', propertyAddress: 'Later' }),
    );
    const list = await admin.get(`/api/admin/users/${ada.id}/viewings`);
    expect(list.statusCode).toBe(200);
    expect(list.json<ViewingRecord[]>().map((v) => v.id)).toEqual([second.json<ViewingRecord>().id, first.json<ViewingRecord>().id]);
    const [row] = await viewingsOf([ada.id]).then((rows) => rows.filter((r) => r.id === first.json<ViewingRecord>().id));
    expect(row).toMatchObject({ sessionId: null, createdBy: adminId });
  });

  it("answers 404 'User not found' for an unknown, malformed or admin id, writing nothing", async () => {
    for (const id of [randomUUID(), 'nobody', adminId]) {
      const list = await admin.get(`/api/admin/users/${id}/viewings`);
      expect(list.statusCode, id).toBe(404);
      expect(list.json().message).toBe('User not found');
      const create = await admin.post(`/api/admin/users/${id}/viewings`, viewingData());
      expect(create.statusCode, id).toBe(404);
      expect(create.json().message).toBe('User not found');
    }
    expect(await viewingsOf([adminId])).toEqual([]);
  });

  it('refuses a viewing without an address or a date, with the spec messages', async () => {
    const ada = await insertClient();
    const noAddress = await admin.post(`/api/admin/users/${ada.id}/viewings`, viewingData({ propertyAddress: '' }));
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe(viewingMessages.addressRequired);
    const noDate = await admin.post(`/api/admin/users/${ada.id}/viewings`, viewingData({ viewingDateTime: undefined }));
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe(viewingMessages.dateRequired);
    expect(await viewingsOf([ada.id])).toEqual([]);
  });
});

describe('PUT /api/admin/viewings/:id', () => {
  async function singleViewing(overrides: Record<string, unknown> = {}) {
    const person = await insertClient('Dee Update');
    const response = await admin.post(
      `/api/admin/users/${person.id}/viewings`,
      viewingData({ bathrooms: 2, adminNotes: 'Bring ID', ...overrides }),
    );
    expect(response.statusCode).toBe(201);
    return { person, viewing: response.json<ViewingRecord>() };
  }
  const update = (id: string, body: unknown) => admin.put(`/api/admin/viewings/${id}`, body);

  it('changes only the fields sent', async () => {
    const { viewing } = await singleViewing();
    t.clock.advance(60);
    const response = await update(viewing.id, {
      propertyAddress: ' 3 New Street ',
      viewingDateTime: '2026-12-01T10:00:00Z',
      rentAmount: '1000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ViewingRecord>()).toEqual({
      ...viewing,
      propertyAddress: '3 New Street',
      viewingDateTime: '2026-12-01T10:00:00.000Z',
      rentAmount: '1000.00',
      rentPence: 100_000,
    });
    // A status change alone leaves the rooms, the rent and the notes as they are.
    const cancelled = await update(viewing.id, { status: 'cancelled' });
    expect(cancelled.json<ViewingRecord>()).toMatchObject({
      status: 'cancelled',
      bedrooms: 2,
      bathrooms: 2,
      rentPence: 100_000,
      adminNotes: 'Bring ID',
    });
    // Blank clears the rent and the notes.
    expect((await update(viewing.id, { rentAmount: '', adminNotes: '' })).json<ViewingRecord>()).toMatchObject({
      rentAmount: null,
      rentPence: null,
      adminNotes: null,
    });
  });

  it('cancels with the notes as the reason (e-mailed), reactivates to scheduled, and completes', async () => {
    const { person, viewing } = await singleViewing();
    const cancelled = await update(viewing.id, { status: 'cancelled', adminNotes: 'The flat was let' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<ViewingRecord>()).toMatchObject({ status: 'cancelled', adminNotes: 'The flat was let' });
    const mail = await t.mail.waitFor(person.email, (m) => m.subject.startsWith('Property viewing cancelled'));
    expect(mail.text).toContain('Reason from our team: The flat was let');

    const reactivated = await update(viewing.id, { status: 'scheduled', adminNotes: '' });
    expect(reactivated.json<ViewingRecord>()).toMatchObject({ status: 'scheduled', adminNotes: null });
    const completed = await update(viewing.id, { status: 'completed' });
    expect(completed.json<ViewingRecord>()).toMatchObject({ status: 'completed' });
    expect((await mailsTo(person.email)).filter((m) => m.subject.startsWith('Property viewing cancelled'))).toHaveLength(1);
  });

  it.each([
    ['cancel a cancelled viewing', ['cancelled'], 'cancelled', 'This viewing is already cancelled.'],
    ['reactivate a scheduled viewing', [], 'scheduled', 'This viewing is already scheduled.'],
    ['complete a completed viewing', ['completed'], 'completed', 'This viewing is already completed.'],
    ['cancel a completed viewing', ['completed'], 'cancelled', 'A completed viewing cannot be set to cancelled.'],
    ['complete a cancelled viewing', ['cancelled'], 'completed', 'A cancelled viewing cannot be set to completed.'],
    ['reactivate a completed viewing', ['completed'], 'scheduled', 'A completed viewing cannot be set to scheduled.'],
  ])('refuses to %s with 409, changing nothing (the other fields sent included)', async (_label, path, status, message) => {
    const { person, viewing } = await singleViewing();
    for (const step of path) expect((await update(viewing.id, { status: step })).statusCode).toBe(200);
    const before = await viewingRow(viewing.id);
    const mailsBefore = (await mailsTo(person.email)).length;
    const response = await update(viewing.id, { status, propertyAddress: 'Changed', adminNotes: 'Changed' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', message });
    expect(await viewingRow(viewing.id)).toEqual(before);
    expect(await mailsTo(person.email)).toHaveLength(mailsBefore);
  });

  it('answers 404 for an unknown or malformed id, and 400 for a bad status or field', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await update(id, { status: 'cancelled' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(viewingMessages.notFound);
    }
    const { viewing } = await singleViewing();
    const before = await viewingRow(viewing.id);
    expect((await update(viewing.id, { status: 'archived' })).statusCode).toBe(400);
    const blank = await update(viewing.id, { propertyAddress: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(viewingMessages.addressRequired);
    expect(await viewingRow(viewing.id)).toEqual(before);
  });
});

describe('GET /api/users/:userId/viewings', () => {
  it("lists the client's own viewings, latest first, with the viewing notes", async () => {
    const client = await signedInClient(t);
    const early = await bookedSession([client.user.id], { viewingDateTime: '2026-06-16T10:00:00Z', adminNotes: 'Meet the agent outside' });
    const late = await admin.post(`/api/admin/users/${client.user.id}/viewings`, viewingData({ viewingDateTime: '2026-06-30T10:00:00Z' }));
    const other = await insertClient();
    await bookedSession([other.id]);

    const response = await client.http.get(`/api/users/${client.user.id}/viewings`);
    expect(response.statusCode).toBe(200);
    const list = response.json<ViewingRecord[]>();
    expect(list.map((v) => v.id)).toEqual([late.json<ViewingRecord>().id, early.createdViewings[0]!.id]);
    expect(list[1]).toEqual(early.createdViewings[0]);
    expect(list[1]!.adminNotes).toBe('Meet the agent outside');
  });

  it("answers 404 for another user's id (never 403), revealing nothing", async () => {
    const client = await signedInClient(t);
    const other = await insertClient();
    await bookedSession([other.id]);
    for (const id of [other.id, randomUUID(), 'nobody', adminId]) {
      const response = await client.http.get(`/api/users/${id}/viewings`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'User not found' });
    }
  });
});
