import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, signedUpByEmail, uniqueEmail, type RegisteredUser } from './support/accounts';
import { appTables, rowsOf } from './support/database-tables';
import { httpSession, type HttpSession } from './support/http-session';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every row of every table, with what differs from one run to the next (ids, times, hashes, the
 * e-mailed code in its subject, client addresses) replaced by a placeholder, so two databases can
 * be compared with toEqual. Rows are sorted within each table.
 */
async function contentsOf(t: TestApp): Promise<Record<string, Array<Record<string, unknown>>>> {
  const { db } = t.app.ctx;
  const contents: Record<string, Array<Record<string, unknown>>> = {};
  for (const table of await appTables(db)) {
    const rows = rowsOf<{ row: Record<string, unknown> }>(await db.execute(sql`select to_jsonb(t) as row from ${sql.identifier(table)} t`));
    contents[table] = rows
      .map(({ row }) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, placeholder(column, value)])))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return contents;
}

function placeholder(column: string, value: unknown): unknown {
  // A token's hash, and an audit entry's chain link (it covers the entry's id and time).
  if (column.endsWith('_hash') || column === 'hash') return '<hash>';
  if (value !== null && typeof value === 'object')
    return JSON.stringify(value, (_, inner: unknown) => (typeof inner === 'string' ? placeholder('', inner) : inner));
  if (typeof value !== 'string') return value;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) return '<id>';
  if (/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d/.test(value)) return '<time>';
  return value.replace(/\b10\.\d+\.\d+\.\d+\b/g, '<address>').replace(/^\d{6} is your /, '<code> is your ');
}

const signing = { fullName: 'Ada Tenant', signature: 'Ada T.', hasAgreed: true };

/**
 * What the client does next: reads itself and signs the terms through its session (a mutation, so the
 * Origin and JSON rules apply), then signs in with its password on another device.
 */
async function useAccount(t: TestApp, { user, http }: { user: RegisteredUser; http: HttpSession }) {
  const me = await http.get('/api/auth/user');
  const signed = await http.post('/api/terms-and-conditions', signing);
  const login = await httpSession(t.app).post('/api/auth/login', { email: user.email, password: user.password });
  return {
    me: { statusCode: me.statusCode, body: { ...me.json<object>(), id: '<id>' } },
    signed: signed.statusCode,
    login: login.statusCode,
  };
}

describe('the signed-in client the tests insert (signedInClient)', () => {
  // Two apps: one where the client signs up by e-mail, one where it is inserted.
  let bySignUp: TestApp;
  let byInsertion: TestApp;
  beforeAll(async () => {
    bySignUp = await createTestApp();
  });
  beforeAll(async () => {
    byInsertion = await createTestApp();
  });
  afterAll(() => Promise.all([bySignUp.close(), byInsertion.close()]));

  it('leaves the rows registering and entering the e-mailed code leave, and its session is used as that one is', async () => {
    // Typed with capitals: registration stores the address lower-cased.
    const account = { email: uniqueEmail('Ada.Tenant'), fullName: 'Ada Tenant', password: 'correct horse' };
    const signedUp = await signedUpByEmail(bySignUp, account);
    const inserted = await signedInClient(byInsertion, account);
    // Waiting for the verification e-mail ran the jobs due, which started the recurring sweeps: run them here too.
    await byInsertion.runJobs();

    const afterSignUp = await useAccount(bySignUp, signedUp);
    expect(afterSignUp).toMatchObject({ me: { statusCode: 200, body: { email: account.email.toLowerCase() } }, signed: 201, login: 200 });
    expect(await useAccount(byInsertion, inserted)).toEqual(afterSignUp);

    const signUpContents = await contentsOf(bySignUp);
    const insertionContents = await contentsOf(byInsertion);
    // The one difference: registering counted a registration for the address it came from (a session used for nothing else).
    const registrationCounter = { key: 'register:ip:<address>', window_started_at: '<time>', count: 1 };
    expect(signUpContents.rate_limits).toContainEqual(registrationCounter);
    signUpContents.rate_limits = signUpContents.rate_limits!.filter((row) => row.key !== registrationCounter.key);
    // Not vacuous: the account, its two sessions, its e-mail and that e-mail's job are among the rows compared.
    expect(signUpContents).toMatchObject({
      users: expect.arrayContaining([expect.objectContaining({ email: account.email.toLowerCase(), email_verified_at: '<time>' })]),
      sessions: [expect.anything(), expect.anything()],
      emails: [expect.objectContaining({ kind: 'verification', status: 'delivered' })],
      jobs: expect.arrayContaining([expect.objectContaining({ kind: 'send_email', status: 'done' })]),
      terms_signatures: [expect.anything()],
    });
    expect(insertionContents).toEqual(signUpContents);
  });
});
