import type { AdminClientPage } from '@nestway/core/admin';
import { adminAction, adminClientFilterKinds, adminClientFilters, adminStage, type AdminClientFilter } from '@nestway/core/admin-badges';
import { consultationStatuses, type ConsultationStatus } from '@nestway/core/consultations';
import type { DocumentStatus } from '@nestway/core/documents';
import type { PaymentStatus } from '@nestway/core/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents, users } from '../db/schema/index';
import { statementsOfGet } from './support/sql-statements';
import { signedInClient } from './support/accounts';
import { adminTestbed } from './support/admin-testbed';
import { httpSession, type HttpSession } from './support/http-session';
import { funnelClient, insertClients, recordsOf, type ClientSpec, type SeededClient } from './support/client-mix';
import { insertConsultation, insertGroup, insertPayment, insertPreferences, insertSignature } from './support/factories';
import { insertOffer, insertViewing } from './support/viewings';

const bed = adminTestbed();

const MINUTE = 60_000;
const SEEDED_FROM = Date.parse('2026-01-05T08:00:00Z');
let nextCreatedAt = SEEDED_FROM;
/** Each seeded client a minute after the one before, so newest first is a known order. */
const createdAt = () => new Date((nextCreatedAt += MINUTE));

/**
 * Every combination of the facts the badges and filters read: 3 x 2 x 4 x 6 = 144 clients, each with
 * one of five sets of documents in turn.
 */
function combinations(): ClientSpec[] {
  const paymentSets: PaymentStatus[][] = [[], ['pending'], ['verified'], ['rejected'], ['rejected', 'pending'], ['verified', 'pending']];
  const documentSets: DocumentStatus[][] = [[], ['pending'], ['verified'], ['rejected', 'verified'], ['verified', 'pending']];
  const specs: ClientSpec[] = [];
  for (const preferences of ['none', 'complete', 'incomplete'] as const)
    for (const termsSigned of [false, true])
      for (const consultation of [null, ...consultationStatuses] as Array<ConsultationStatus | null>)
        for (const payments of paymentSets) {
          const n = specs.length;
          specs.push({
            fullName: `Combo ${n}`,
            email: `combo-${n}@list.example`,
            createdAt: createdAt(),
            isEmailVerified: n % 3 !== 0,
            preferences,
            termsSigned,
            consultation,
            payments,
            documents: documentSets[n % documentSets.length]!,
          });
        }
  return specs;
}

/** Clients whose names and e-mails the search tests look for. */
const named = (fullName: string, email: string): ClientSpec => ({
  fullName,
  email,
  createdAt: createdAt(),
  isEmailVerified: true,
  preferences: 'none',
  termsSigned: false,
  consultation: null,
  payments: [],
});

let seeded: SeededClient[];
let client: { id: string; http: HttpSession };

beforeAll(async () => {
  const db = bed.t.app.ctx.db;
  seeded = await insertClients(db, [
    ...combinations(),
    named('Grace Hopper', 'grace@navy.example'),
    named('Ada Lovelace', 'ada.LOVELACE@engine.example'),
    named('100% Sure', 'sure@percent.example'),
    named('Percent Less', 'percentless@plain.example'),
    named('Under_Score', 'under_score@chars.example'),
    named('Under Score', 'underxscore@chars.example'),
    named('Back\\Slash', 'backslash@chars.example'),
  ]);
  // A client who signed in through the API, listed like the others, created now (the newest).
  const signedIn = await signedInClient(bed.t, { fullName: 'Signed In Tenant' });
  client = { id: signedIn.user.id, http: signedIn.http };
  const signedInSpec = { ...named(signedIn.user.fullName, signedIn.user.email), createdAt: new Date() };
  seeded.push({ ...signedInSpec, id: signedIn.user.id, records: recordsOf(signedInSpec) });
  // An admin with a pending call and payment is not a client: no list, no count.
  const [otherAdmin] = await db
    .insert(users)
    .values({ email: 'other-admin@nestway.test', fullName: 'Other Admin', passwordHash: 'x', role: 'admin' })
    .returning();
  await insertConsultation(bed.t, otherAdmin!.id, 'pending');
  await insertPayment(bed.t, otherAdmin!.id);
  // Offers: 3 pending (2 of them one client's), and decided or withdrawn ones that the card leaves out.
  const byEmail = (email: string) => seeded.find((c) => c.email === email)!.id;
  const offers: Array<[string, 'pending' | 'rejected' | 'withdrawn']> = [
    [byEmail('grace@navy.example'), 'pending'],
    [byEmail('grace@navy.example'), 'pending'],
    [byEmail('grace@navy.example'), 'withdrawn'],
    [byEmail('sure@percent.example'), 'pending'],
    [byEmail('sure@percent.example'), 'rejected'],
  ];
  for (const [userId, status] of offers) {
    const viewing = await insertViewing(bed.t, userId);
    await insertOffer(bed.t, userId, viewing.id, { status });
  }
  // An accepted offer: that client's service is completed.
  const accepted = seeded.find((c) => c.email === 'ada.LOVELACE@engine.example')!;
  await insertOffer(bed.t, accepted.id, (await insertViewing(bed.t, accepted.id)).id, { status: 'accepted' });
  accepted.records = { ...accepted.records, offerAccepted: true };
});

async function list(query: string, as: HttpSession = bed.admin): Promise<AdminClientPage> {
  const response = await as.get(`/api/admin/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminClientPage>();
}

/** Every client the list answers for the query, page after page. */
async function listAll(query: Record<string, string> = {}): Promise<AdminClientPage['clients']> {
  const clients: AdminClientPage['clients'] = [];
  for (let page = 1; ; page++) {
    const answer = await list(`?${new URLSearchParams({ ...query, pageSize: '100', page: String(page) })}`);
    clients.push(...answer.clients);
    if (answer.clients.length === 0 || clients.length >= answer.total) return clients;
  }
}

const newestFirst = (clients: readonly SeededClient[]) =>
  [...clients].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));

describe('GET /api/admin/users: paging', () => {
  it('answers the first page of 20 clients by default, newest first, with the total', async () => {
    const answer = await list('');
    expect(answer.page).toBe(1);
    expect(answer.pageSize).toBe(20);
    expect(answer.total).toBe(seeded.length);
    expect(answer.clients.map((c) => c.email)).toEqual(
      newestFirst(seeded)
        .slice(0, 20)
        .map((c) => c.email),
    );
    expect(answer.clients[0]).toEqual({
      id: client.id,
      fullName: 'Signed In Tenant',
      email: expect.stringContaining('@example.com'),
      isEmailVerified: true,
      createdAt: expect.any(String),
      stage: { kind: 'just-registered', label: 'Just Registered', tone: 'neutral' },
      action: { kind: 'waiting-for-user', label: 'Waiting for User', tone: 'neutral' },
    });
    expect(JSON.stringify(answer)).not.toContain('passwordHash');
  });

  it('walks the pages without gaps or repeats, and answers an empty page past the end', async () => {
    const pageSize = 7;
    const seen: string[] = [];
    const pages = Math.ceil(seeded.length / pageSize);
    for (let page = 1; page <= pages; page++) {
      const answer = await list(`?page=${page}&pageSize=${pageSize}`);
      expect(answer).toMatchObject({ page, pageSize, total: seeded.length });
      expect(answer.clients.length).toBe(page < pages ? pageSize : seeded.length - pageSize * (pages - 1));
      seen.push(...answer.clients.map((c) => c.id));
    }
    expect(seen).toEqual(newestFirst(seeded).map((c) => c.id));

    const past = await list(`?page=${pages + 1}&pageSize=${pageSize}`);
    expect(past.clients).toEqual([]);
    expect(past.total).toBe(seeded.length);
  });
});

describe('GET /api/admin/users: search', () => {
  const emailsFound = async (search: string) => (await listAll({ search })).map((c) => c.email).sort();

  it('matches any part of the name or the e-mail, ignoring case', async () => {
    expect(await emailsFound('GRACE')).toEqual(['grace@navy.example']);
    expect(await emailsFound('hopp')).toEqual(['grace@navy.example']);
    expect(await emailsFound('navy.EXAMPLE')).toEqual(['grace@navy.example']);
    expect(await emailsFound('ada.lovelace')).toEqual(['ada.LOVELACE@engine.example']);
    expect(await emailsFound('  Lovelace  ')).toEqual(['ada.LOVELACE@engine.example']);
    expect(await emailsFound('nobody-has-this')).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await emailsFound('%')).toEqual(['sure@percent.example']);
    expect(await emailsFound('100%')).toEqual(['sure@percent.example']);
    expect(await emailsFound('under_')).toEqual(['under_score@chars.example']);
    expect(await emailsFound('_')).toEqual(['under_score@chars.example']);
    expect(await emailsFound('\\')).toEqual(['backslash@chars.example']);
  });

  it('counts and pages what it finds', async () => {
    const answer = await list('?search=combo&pageSize=5&page=2');
    expect(answer.total).toBe(144);
    expect(answer.clients.map((c) => c.fullName)).toEqual(['Combo 138', 'Combo 137', 'Combo 136', 'Combo 135', 'Combo 134']);
  });
});

describe('GET /api/admin/users: filters, counts and badges mirror core', () => {
  const expected = (filter: AdminClientFilter) => seeded.filter((c) => adminClientFilters[filter](c.records));

  it('each filter lists exactly the clients core’s adminClientFilters accepts', async () => {
    for (const filter of adminClientFilterKinds) {
      const found = await listAll({ filter });
      expect((await list(`?filter=${filter}`)).total, filter).toBe(found.length);
      expect(found.map((c) => c.id).sort(), filter).toEqual(
        expected(filter)
          .map((c) => c.id)
          .sort(),
      );
    }
    // The seeded set exercises the filters: none of them is empty.
    expect(expected('pendingConsultations').length).toBe(36);
    expect(expected('paymentsToVerify').length).toBe(72);
    expect(expected('documentsToReview').length).toBe(57);
  });

  it('answers the five summary counts over every client, whatever the page, search or filter', async () => {
    const summary = {
      totalClients: seeded.length,
      pendingConsultations: expected('pendingConsultations').length,
      paymentsToVerify: expected('paymentsToVerify').length,
      documentsToReview: expected('documentsToReview').length,
      // Offers awaiting an answer, not clients: Grace's two and one other.
      pendingOffers: 3,
    };
    for (const query of ['', '?page=3', '?search=grace', '?filter=paymentsToVerify&search=combo']) {
      expect((await list(query)).summary, query).toEqual(summary);
    }
    expect((await list('?filter=pendingConsultations')).total).toBe(summary.pendingConsultations);
  });

  it('combines a filter with a search', async () => {
    const found = await listAll({ filter: 'paymentsToVerify', search: 'Combo 1' });
    const want = expected('paymentsToVerify').filter((c) => c.fullName.startsWith('Combo 1'));
    expect(found.map((c) => c.id).sort()).toEqual(want.map((c) => c.id).sort());
  });

  it('gives every client the stage and action badges of core’s rules', async () => {
    const byId = new Map(seeded.map((c) => [c.id, c]));
    const found = await listAll();
    expect(found.length).toBe(seeded.length);
    for (const row of found) {
      const records = byId.get(row.id)!.records;
      expect({ id: row.id, stage: row.stage, action: row.action }).toEqual({
        id: row.id,
        stage: adminStage(records),
        action: adminAction(records),
      });
    }
    // Every stage and action is shown, Service Completed by the client with an accepted offer.
    expect(new Set(found.map((c) => c.stage.kind)).size).toBe(10);
    expect(new Set(found.map((c) => c.action.kind)).size).toBe(7);
  });
});

describe('GET /api/admin/users: refusals', () => {
  it('answers 401 without a session and 403 to a client', async () => {
    const anonymous = await httpSession(bed.t.app).get('/api/admin/users');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthenticated');
    const asClient = await client.http.get('/api/admin/users?filter=paymentsToVerify');
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().code).toBe('forbidden');
  });

  it('answers 400 with a sentence for each bad parameter', async () => {
    const refusals: Array<[string, string]> = [
      ['page=0', 'page must be a whole number from 1 to 100000.'],
      ['page=abc', 'page must be a whole number from 1 to 100000.'],
      ['page=1.5', 'page must be a whole number from 1 to 100000.'],
      ['page=', 'page must be a whole number from 1 to 100000.'],
      ['page=1&page=2', 'page must be a whole number from 1 to 100000.'],
      ['pageSize=101', 'pageSize must be a whole number from 1 to 100.'],
      ['pageSize=-5', 'pageSize must be a whole number from 1 to 100.'],
      ['filter=everything', 'filter must be one of all, pendingConsultations, paymentsToVerify, documentsToReview.'],
      [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters.'],
    ];
    for (const [query, message] of refusals) {
      const response = await bed.admin.get(`/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'validation_failed', message });
    }
    const tooLong = (await bed.admin.get(`/api/admin/users?search=${'x'.repeat(101)}`)).json();
    expect(tooLong.params).toEqual({ max: 100 });
    expect(tooLong.issues).toEqual([{ path: 'search', message: 'search must be at most 100 characters.', params: { max: 100 } }]);
  });
});

describe('GET /api/admin/users: a constant number of SQL queries', () => {
  const statementsOf = (query: string) => statementsOfGet(bed.t, bed.admin, `/api/admin/users${query}`);
  const queries = ['', '?page=2&pageSize=100', '?search=client', '?filter=paymentsToVerify', '?filter=pendingConsultations&search=1'];

  it('sends the same three statements (session, counts, page) at 150 and at 1,150 clients', async () => {
    const small = [];
    for (const query of queries) small.push(await statementsOf(query));
    expect(small).toEqual(queries.map(() => 3));

    const start = new Date(nextCreatedAt + MINUTE);
    await insertClients(
      bed.t.app.ctx.db,
      Array.from({ length: 1_000 }, (_, i) => funnelClient(i, new Date(start.getTime() + i * MINUTE))),
      { batchSize: 500 },
    );
    const large = [];
    for (const query of queries) large.push(await statementsOf(query));
    expect(large).toEqual(small);
    expect((await list('')).total).toBe(seeded.length + 1_000);
  });
});

// Last in the file: it adds clients that the counts above do not expect.
describe("GET /api/admin/users: a co-tenant's stage (decision 006)", () => {
  it("reads the group's call and payment, so a co-tenant who uploaded documents is past Terms Signed", async () => {
    const leader = await signedInClient(bed.t, { fullName: 'Lola Stageleader' });
    const cotenant = await signedInClient(bed.t, { fullName: 'Cora Stagecotenant' });
    await insertGroup(bed.t, leader.user.id, { members: [cotenant.user.id] });
    await insertConsultation(bed.t, leader.user.id, 'completed');
    await insertPayment(bed.t, leader.user.id, { status: 'verified' });
    await insertPreferences(bed.t, cotenant.user.id);
    await insertSignature(bed.t, cotenant.user.id);
    await bed.t.app.ctx.db.insert(documents).values({
      userId: cotenant.user.id,
      type: 'passport',
      status: 'pending',
      fileKey: 'x',
      contentType: 'image/png',
      originalFileName: 'p.png',
      sizeBytes: 1,
    });
    const [row] = (await list('?search=Stagecotenant')).clients;
    expect([row?.stage.kind, row?.action.kind]).toEqual(['payment-complete', 'review-documents']);
  });
});
