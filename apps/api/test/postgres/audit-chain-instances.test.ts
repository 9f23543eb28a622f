import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertClient } from '../support/accounts';
import { httpSession, type HttpSession } from '../support/http-session';
import { signInStaff } from '../support/staff-sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Two instances of the app, each with its own connection pool, on one PostgreSQL database: their
 * appends queue on the advisory lock, so the chain never forks (two entries chained to one).
 */
const ADMIN = { ADMIN_EMAIL: 'chain-admin@nestway.test', ADMIN_PASSWORD: 'admin-password-1' };
const CHANGES_PER_INSTANCE = 25;

let shared: TestDatabase;
const instances: Array<{ t: TestApp; admin: HttpSession }> = [];

beforeAll(async () => {
  shared = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const t = await createTestApp({ ...ADMIN, DATABASE_URL: shared.env.DATABASE_URL! });
    const admin = httpSession(t.app);
    // PostgreSQL deployments require a second factor: the first sign-in sets it up (two entries), the second enters a code.
    expect((await signInStaff(t, admin, { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).statusCode).toBe(200);
    instances.push({ t, admin });
  }
});
afterAll(async () => {
  for (const { t } of instances) await t.close();
  await shared?.drop();
});

it('keeps one chain when two instances append at once', async () => {
  const [first] = instances;
  const clients = await Promise.all(Array.from({ length: CHANGES_PER_INSTANCE }, () => insertClient(first!.t)));
  const answers = await Promise.all(
    instances.flatMap(({ admin }, n) =>
      clients.map((client) => admin.put(`/api/admin/users/${client.id}/notes`, { notes: `from instance ${n}` })),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

  const { rows } = (await first!.t.app.ctx.db.execute(
    sql`select count(*)::int as entries, count(distinct prev_hash)::int as links, count(*) filter (where action = 'client.notes.save')::int as notes from audit_entries`,
  )) as unknown as { rows: Array<{ entries: number; links: number; notes: number }> };
  const total = rows[0]!.entries;
  expect(rows[0]).toEqual({ entries: total, links: total, notes: 2 * CHANGES_PER_INSTANCE });
  for (const { admin } of instances) {
    expect((await admin.get('/api/admin/audit-log/verify')).json()).toEqual({ ok: true, checked: total, firstBrokenId: null });
  }
});
