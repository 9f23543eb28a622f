import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../db/schema/index';
import { insertClient } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import type { HttpSession } from './support/http-session';
import type { TestApp } from './support/test-app';

/**
 * What the chain detects: an entry altered, or removed, behind the application's back, by someone
 * who can disable the append-only trigger (a DBA).
 */
let t: TestApp;
let admin: HttpSession;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin('audit-chain'));
  const client = await insertClient(t);
  for (const notes of ['one', 'two', 'three', 'four', 'five']) {
    expect((await admin.put(`/api/admin/users/${client.id}/notes`, { notes })).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const ids = async () =>
  (await t.app.ctx.db.select({ id: auditEntries.id }).from(auditEntries).orderBy(asc(auditEntries.id))).map((row) => row.id);
const verify = async () =>
  (await admin.get('/api/admin/audit-log/verify')).json<{ ok: boolean; checked: number; firstBrokenId: number | null }>();

/** Runs `statement` as a DBA would, with the append-only trigger off for the moment. */
async function behindTheAppsBack(statement: ReturnType<typeof sql>) {
  const { db } = t.app.ctx;
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_entries disable trigger audit_entries_no_update_or_delete`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_entries enable trigger audit_entries_no_update_or_delete`);
  });
}

describe('the hash chain', () => {
  it('holds over every entry written', async () => {
    // Five notes, after the admin's second-factor setup where the deployment requires one.
    expect(await verify()).toEqual({ ok: true, checked: (await ids()).length, firstBrokenId: null });
    expect((await ids()).length).toBe(t.databaseKind === 'postgres' ? 7 : 5);
  });

  it('names the row altered directly in the database', async () => {
    const [, , third] = await ids();
    await behindTheAppsBack(sql`update audit_entries set outcome = 'refused' where id = ${third}`);
    expect(await verify()).toEqual({ ok: false, checked: 3, firstBrokenId: third });
    await behindTheAppsBack(sql`update audit_entries set outcome = 'succeeded' where id = ${third}`);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('names the row after one deleted directly in the database', async () => {
    const [, second, third] = await ids();
    await behindTheAppsBack(sql`delete from audit_entries where id = ${second}`);
    expect(await verify()).toEqual({ ok: false, checked: 2, firstBrokenId: third });
  });
});
