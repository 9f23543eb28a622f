import { asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, users } from '../db/schema/index';
import { insertClient, signedInClient } from './support/accounts';
import { adminTestbed } from './support/admin-testbed';
import { httpSession, HTTP_SESSION_USER_AGENT } from './support/http-session';
import { insertPayment } from './support/factories';
import { sampleFiles, sendForm } from './support/multipart';

const bed = adminTestbed();

const entriesFor = (clientId: string) =>
  bed.t.app.ctx.db.select().from(auditEntries).where(eq(auditEntries.clientId, clientId)).orderBy(asc(auditEntries.id));

/** The refused or failed entry is written once the answer has gone: wait for it. */
const eventually = async <T>(read: () => Promise<T[]>, length: number) => {
  await expect.poll(async () => (await read()).length).toBe(length);
  return read();
};

describe('an admin change writes one entry with the change', () => {
  it('records who, their role, the client, the action, the address and the browser, as succeeded', async () => {
    const client = await insertClient(bed.t);
    const saved = await bed.admin.put(`/api/admin/users/${client.id}/notes`, { notes: 'Prefers WhatsApp' });
    expect(saved.statusCode).toBe(200);
    const [entry, ...rest] = await entriesFor(client.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorId: bed.adminId,
      actorName: 'Nestway Admin',
      actorRole: 'admin',
      clientId: client.id,
      action: 'client.notes.save',
      ipAddress: bed.admin.address,
      userAgent: HTTP_SESSION_USER_AGENT,
      outcome: 'succeeded',
    });
    expect(entry!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a refused change leaves no succeeded entry, only a refused one', async () => {
    const client = await insertClient(bed.t);
    // Already at the step it would set: refused inside the change's transaction.
    const refused = await bed.admin.put(`/api/admin/users/${client.id}/status-override`, { targetStep: 'preferences', notes: null });
    expect(refused.statusCode).toBe(409);
    const entries = await eventually(() => entriesFor(client.id), 1);
    expect(entries.map((e) => [e.action, e.outcome])).toEqual([['client.status.override', 'refused']]);
  });

  it('an entry that cannot be written undoes the change: they commit together', async () => {
    const client = await insertClient(bed.t);
    const { db } = bed.t.app.ctx;
    await db.execute(sql`create function refuse_succeeded() returns trigger language plpgsql as $$
      begin if new.outcome = 'succeeded' then raise exception 'no succeeded entries now'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_succeeded before insert on audit_entries for each row execute function refuse_succeeded()`);
    try {
      const failed = await bed.admin.put(`/api/admin/users/${client.id}/notes`, { notes: 'Never saved' });
      expect(failed.statusCode).toBe(500);
      const entries = await eventually(() => entriesFor(client.id), 1);
      expect(entries.map((e) => [e.action, e.outcome])).toEqual([['client.notes.save', 'failed']]);
    } finally {
      await db.execute(sql`drop trigger refuse_succeeded on audit_entries`);
      await db.execute(sql`drop function refuse_succeeded()`);
    }
    const [row] = await db.select({ notes: users.adminNotes }).from(users).where(eq(users.id, client.id));
    expect(row!.notes).toBeNull();
  });

  it('a refused body is recorded; an anonymous call is not', async () => {
    const client = await insertClient(bed.t);
    expect((await bed.admin.put(`/api/admin/users/${client.id}/payment-amount`, { amountPence: 'lots' })).statusCode).toBe(400);
    expect((await httpSession(bed.t.app).put(`/api/admin/users/${client.id}/notes`, { notes: 'x' })).statusCode).toBe(401);
    const entries = await eventually(() => entriesFor(client.id), 1);
    expect(entries.map((e) => [e.action, e.outcome, e.actorRole])).toEqual([['payment.amount.set', 'refused', 'admin']]);
  });

  it('a deleted client keeps their history', async () => {
    const client = await insertClient(bed.t);
    await bed.admin.put(`/api/admin/users/${client.id}/notes`, { notes: 'Leaving' });
    expect((await bed.admin.delete(`/api/admin/users/${client.id}`)).statusCode).toBe(200);
    expect((await entriesFor(client.id)).map((e) => e.action)).toEqual(['client.notes.save', 'client.delete']);
  });

  it("the override history's adminName is the signed-in person", async () => {
    const client = await insertClient(bed.t);
    await bed.admin.put(`/api/admin/users/${client.id}/status-override`, { targetStep: 'ready', notes: null });
    const history = (await bed.admin.get(`/api/admin/users/${client.id}/override-history`)).json<Array<{ adminName: string }>>();
    const [me] = await bed.t.app.ctx.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, bed.adminId));
    expect(history.map((entry) => entry.adminName)).toEqual([me!.fullName]);
  });
});

describe("staff reads of a client's files and the client's own acts", () => {
  it('a proof opened by staff is recorded; the client opening their own is not', async () => {
    const { user, http } = await signedInClient(bed.t);
    const key = await bed.storeProof();
    await insertPayment(bed.t, user.id, { proofFileKey: key, proofContentType: 'image/png' });
    expect((await http.get(`/uploads/${key}`)).statusCode).toBe(200);
    expect(await entriesFor(user.id)).toEqual([]);
    expect((await bed.admin.get(`/uploads/${key}`)).statusCode).toBe(200);
    expect((await entriesFor(user.id)).map((e) => [e.action, e.targetId, e.actorRole])).toEqual([['payment.proof.read', key, 'admin']]);
  });

  it("the client's signature and document upload are recorded as theirs", async () => {
    const { user, http } = await signedInClient(bed.t, { fullName: 'Ada Tenant' });
    await insertPayment(bed.t, user.id, { status: 'verified' });
    expect(
      (await http.post('/api/terms-and-conditions', { fullName: 'Ada Tenant', signature: 'Ada T.', hasAgreed: true })).statusCode,
    ).toBe(201);
    const uploaded = await sendForm(bed.t.app, http, 'POST', '/api/documents', { type: 'passport' }, [
      { bytes: sampleFiles.png, name: 'passport.png', type: 'image/png', field: 'documents' },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const [documentId] = uploaded.json<Array<{ id: string }>>().map((d) => d.id);
    expect((await bed.admin.get(`/api/admin/documents/${documentId}/download`)).statusCode).toBe(200);
    expect((await entriesFor(user.id)).map((e) => [e.action, e.actorId, e.actorRole])).toEqual([
      ['terms.sign', user.id, 'tenant'],
      ['document.upload', user.id, 'tenant'],
      ['document.read', bed.adminId, 'admin'],
    ]);
  });
});

describe('GET /api/admin/audit-log, its CSV, a client’s activity and the verifier', () => {
  it('filters by staff member, client, action and dates, newest first, a page at a time', async () => {
    const client = await insertClient(bed.t);
    for (const notes of ['one', 'two', 'three']) await bed.admin.put(`/api/admin/users/${client.id}/notes`, { notes });
    await bed.admin.put(`/api/admin/users/${client.id}/payment-amount`, { amountPence: 25_000 });
    const page = (await bed.admin.get(`/api/admin/audit-log?clientId=${client.id}&action=client.notes.save&pageSize=2`)).json<{
      entries: Array<{ id: number; action: string }>;
      total: number;
    }>();
    expect(page.total).toBe(3);
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]!.id).toBeGreaterThan(page.entries[1]!.id);
    const byActor = (await bed.admin.get(`/api/admin/audit-log?actorId=${bed.adminId}&clientId=${client.id}`)).json<{ total: number }>();
    expect(byActor.total).toBe(4);
    const future = new Date(bed.t.clock.now().getTime() + 60_000).toISOString();
    expect((await bed.admin.get(`/api/admin/audit-log?clientId=${client.id}&from=${encodeURIComponent(future)}`)).json()).toMatchObject({
      total: 0,
    });
    const activity = (await bed.admin.get(`/api/admin/users/${client.id}/activity`)).json<{ entries: Array<{ action: string }> }>();
    expect(activity.entries.map((e) => e.action)).toEqual([
      'payment.amount.set',
      'client.notes.save',
      'client.notes.save',
      'client.notes.save',
    ]);
  });

  it('exports the filtered entries as CSV', async () => {
    const client = await insertClient(bed.t);
    await bed.admin.put(`/api/admin/users/${client.id}/notes`, { notes: 'csv' });
    const csv = await bed.admin.get(`/api/admin/audit-log.csv?clientId=${client.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,occurredAt,actorId,actorName,actorRole,clientId,clientName,action,actionLabel,targetId,ipAddress,userAgent,outcome',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(5, 9))).toEqual([
      [client.id, client.fullName, 'client.notes.save', 'Saved the private notes'],
    ]);
  });

  it("names each entry's client as their account is now, and a deleted one as a deleted client by id", async () => {
    const kept = await insertClient(bed.t, { fullName: 'Hannah Kowalski' });
    const gone = await insertClient(bed.t, { fullName: 'Gone Person' });
    await bed.admin.put(`/api/admin/users/${kept.id}/notes`, { notes: 'kept' });
    await bed.t.app.ctx.db.update(users).set({ fullName: 'Hannah Nowak' }).where(eq(users.id, kept.id));
    await bed.admin.put(`/api/admin/users/${gone.id}/notes`, { notes: 'gone' });
    expect((await bed.admin.delete(`/api/admin/users/${gone.id}`)).statusCode).toBe(200);

    const named = async (url: string) =>
      (await bed.admin.get(url)).json<{ entries: Array<{ clientId: string; clientName: string; action: string }> }>().entries;
    expect((await named(`/api/admin/audit-log?clientId=${kept.id}`)).map((e) => [e.clientId, e.clientName])).toEqual([
      [kept.id, 'Hannah Nowak'],
    ]);
    expect((await named(`/api/admin/users/${kept.id}/activity`)).map((e) => e.clientName)).toEqual(['Hannah Nowak']);
    expect((await named(`/api/admin/audit-log?clientId=${gone.id}`)).map((e) => [e.action, e.clientId, e.clientName])).toEqual([
      ['client.delete', gone.id, 'Deleted client'],
      ['client.notes.save', gone.id, 'Deleted client'],
    ]);
  });

  it('refuses a bad filter with a clear 400, and everyone but staff', async () => {
    const bad = await bed.admin.get('/api/admin/audit-log?action=payment.steal');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    const { http } = await signedInClient(bed.t);
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log.csv', '/api/admin/audit-log/verify']) {
      expect((await http.get(url)).statusCode).toBe(403);
    }
  });

  it('the verifier finds the chain whole', async () => {
    const [counted] = await bed.t.app.ctx.db.select({ n: count() }).from(auditEntries);
    expect((await bed.admin.get('/api/admin/audit-log/verify')).json()).toEqual({ ok: true, checked: counted!.n, firstBrokenId: null });
  });

  it('the database refuses to change or remove an entry', async () => {
    const { db } = bed.t.app.ctx;
    await expect(db.execute(sql`update audit_entries set actor_name = 'Someone else'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_entries`)).rejects.toThrow();
  });
});
