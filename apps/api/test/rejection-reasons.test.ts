import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { rejectionReasonMessages } from '@nestway/core/rejection-reasons';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REJECTION_REASONS } from '../db/seed';
import { auditEntries, rejectionReasons } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import { httpSession, type HttpSession } from './support/http-session';
import { UNKNOWN_ID } from './support/ids';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: HttpSession;
let adminId: string;
beforeAll(async () => ({ t, admin, adminId } = await appWithAdmin('reasons')));
afterAll(() => t.close());

type Reason = { id: string; text: string; appliesTo: string; createdAt: string };
const list = async () => {
  const response = await admin.get('/api/admin/rejection-reasons');
  expect(response.statusCode).toBe(200);
  return response.json<{ reasons: Reason[] }>().reasons;
};
const create = (body: Record<string, unknown>, as: HttpSession = admin) => as.post('/api/admin/rejection-reasons', body);
const auditedAs = (action: 'rejection_reason.create' | 'rejection_reason.delete', targetId: string) =>
  t.app.ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.targetId, targetId)));

describe('who may call the rejection reasons', () => {
  it('answers 401 without a session and 403 to a client, and changes nothing', async () => {
    const [kept] = await t.app.ctx.db.insert(rejectionReasons).values({ text: 'Kept for the access test', appliesTo: 'any' }).returning();
    const { http: client } = await signedInClient(t);
    for (const as of [httpSession(t.app), client]) {
      const expected = as === client ? 403 : 401;
      expect((await as.get('/api/admin/rejection-reasons')).statusCode).toBe(expected);
      expect((await create({ text: 'Sneaked in' }, as)).statusCode).toBe(expected);
      expect((await as.delete(`/api/admin/rejection-reasons/${kept!.id}`)).statusCode).toBe(expected);
    }
    const rows = await t.app.ctx.db.select().from(rejectionReasons);
    expect(rows.map((row) => row.text)).not.toContain('Sneaked in');
    expect(rows.map((row) => row.id)).toContain(kept!.id);
    await t.app.ctx.db.delete(rejectionReasons).where(eq(rejectionReasons.id, kept!.id));
  });
});

describe('staff keep the list', () => {
  it('saves a reason trimmed, lists it, and audits the change with its id and the member', async () => {
    const response = await create({ text: '  The scan is upside down  ', appliesTo: 'document' });
    expect(response.statusCode).toBe(201);
    const saved = response.json<Reason>();
    expect(saved).toMatchObject({ text: 'The scan is upside down', appliesTo: 'document' });
    expect(await list()).toContainEqual(saved);
    const [entry] = await auditedAs('rejection_reason.create', saved.id);
    expect(entry).toMatchObject({ actorId: adminId, outcome: 'succeeded' });
  });

  it('applies a reason to both kinds when no scope is given', async () => {
    const response = await create({ text: 'Please call us about this' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ appliesTo: 'any' });
  });

  it('refuses a reason already on the list, whatever its case, with 409, and keeps one', async () => {
    expect((await create({ text: 'The bank name is missing', appliesTo: 'payment' })).statusCode).toBe(201);
    const again = await create({ text: ' the BANK name is missing ', appliesTo: 'document' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: rejectionReasonMessages.duplicate });
    expect((await list()).filter((reason) => reason.text.toLowerCase() === 'the bank name is missing')).toHaveLength(1);
  });

  it.each([
    [{ text: '   ' }, rejectionReasonMessages.textRequired],
    [{ text: 'x'.repeat(NOTES_MAX_LENGTH + 1) }, rejectionReasonMessages.textTooLong],
    [{ text: 'Fine words', appliesTo: 'offer' }, undefined],
    [{}, undefined],
  ])('refuses %j with 400 and saves nothing', async (body, message) => {
    const before = (await list()).length;
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    if (message) expect(response.json().message).toBe(message);
    expect(await list()).toHaveLength(before);
  });

  it('accepts a reason of exactly the note limit', async () => {
    expect((await create({ text: 'y'.repeat(NOTES_MAX_LENGTH) })).statusCode).toBe(201);
  });

  it('removes a reason, audits it, and answers 404 for one already gone or an unknown id', async () => {
    const saved = (await create({ text: 'To be removed' })).json<Reason>();
    const removed = await admin.delete(`/api/admin/rejection-reasons/${saved.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await list()).map((reason) => reason.id)).not.toContain(saved.id);
    expect(await auditedAs('rejection_reason.delete', saved.id)).toHaveLength(1);
    expect((await admin.delete(`/api/admin/rejection-reasons/${saved.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/rejection-reasons/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/rejection-reasons/not-an-id')).statusCode).toBe(404);
  });

  it('a removed reason can be saved again', async () => {
    const first = (await create({ text: 'Comes back' })).json<Reason>();
    await admin.delete(`/api/admin/rejection-reasons/${first.id}`);
    expect((await create({ text: 'Comes back' })).statusCode).toBe(201);
  });
});

describe('the demo seed', () => {
  it('gives the embedded demo its sensible reasons, and a real deployment none', async () => {
    const demo = await createTestApp();
    try {
      const rows = await demo.app.ctx.db.select().from(rejectionReasons);
      if (demo.databaseKind === 'postgres') expect(rows).toEqual([]);
      else {
        expect(rows).toHaveLength(DEMO_REJECTION_REASONS.length);
        expect(rows.map(({ text, appliesTo }) => ({ text, appliesTo }))).toEqual(expect.arrayContaining([...DEMO_REJECTION_REASONS]));
      }
    } finally {
      await demo.close();
    }
  }, 60_000);
});
