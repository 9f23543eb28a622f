import type { AdminClientDetail, AdminClientPage } from '@nestway/core/admin';
import type { ConsultationRecord } from '@nestway/core/consultations';
import type { CurrentUser } from '@nestway/core/auth';
import type { MyGroup } from '@nestway/core/groups';
import { groupHomeOf } from '@nestway/core/preferences';
import { preferencesForGroup } from '../../../../test-support/fixtures/preferences';
import type { DocumentRecord } from '@nestway/core/documents';
import type { PaymentRecord } from '@nestway/core/payments';
import { TERMS_VERSION, type TermsSignatureRecord } from '@nestway/core/terms';
import { errorStatus, type ErrorCode } from '@nestway/core/errors';
import type { AdminOfferRecord, OfferRecord } from '@nestway/core/offers';
import type { ViewingRecord, ViewingSession } from '@nestway/core/viewings';
import { onTestFinished, vi } from 'vitest';

/** A request the page sent: its method, URL and JSON body (parsed; undefined when it had none). */
interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * How the fake API answers one request: a value is sent as JSON with status 200, a Response as it
 * is, and a function of the request answers with whatever it returns (either of those).
 */
type Answer = ((request: FakeRequest) => unknown) | Response | object | string | number | boolean | null;

/** Answers keyed by method and path ('GET /api/auth/user'); the query string is not part of the path. */
type FakeRoutes = Record<`${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`, Answer>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * An error answer as the real API sends it: the code's status and `{ code, message }`, with what the
 * server adds for that code (the message's `params`, the spec's `needsPreferences` flag).
 */
export const apiError = (code: ErrorCode, message: string, details: Record<string, unknown> = {}) =>
  json({ ...details, code, message }, errorStatus[code]);

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Replaces fetch, for the rest of the test, with an API that answers from `routes` and records
 * every request in `calls`. A request no route names gets 404 `{ code: 'not_found', message }`.
 * `fetch` is the stub itself, for asserting how it was called.
 */
export function fakeApi(routes: FakeRoutes = {}) {
  const calls: FakeRequest[] = [];
  const answers = new Map<string, Answer>(Object.entries(routes));
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const request: FakeRequest = { method: (init.method ?? 'GET').toUpperCase(), url, body: parseBody(init.body) };
    calls.push(request);
    const key = `${request.method} ${new URL(url, 'http://localhost').pathname}`;
    if (!answers.has(key)) return apiError('not_found', `The fake API has no answer for ${key}.`);
    const route = answers.get(key);
    const answer: unknown = typeof route === 'function' ? await route(request) : route;
    return answer instanceof Response ? answer.clone() : json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  onTestFinished(() => void vi.unstubAllGlobals());
  return { fetch, calls };
}

/** The answer of GET /api/auth/user for a verified client, valid against currentUserSchema. */
export const currentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  isAdmin: false,
  isEmailVerified: true,
  customPaymentAmount: null,
  feePence: 250_00,
  preferences: null,
  stepOverride: null,
  locale: 'en',
  ...overrides,
});

/** The answer of GET /api/groups/me for a co-tenant in Lola Leader's group of two, whose home she set. */
export const cotenantGroup = (home: Partial<NonNullable<MyGroup['group']>['home']> = {}): MyGroup => ({
  role: 'cotenant',
  group: {
    leaderName: 'Lola Leader',
    numberOfTenants: 2,
    home: { ...groupHomeOf(preferencesForGroup(2, { maxBudget: 1400, moveInDate: '2027-08-15' })), ...home },
    members: [{ fullName: 'Ada Lovelace', email: 'ada@example.com' }],
    acceptedProperties: [],
    pendingOffers: [],
    invitations: [],
  },
});

/** The answer of GET /api/admin/users: an empty first page with every summary count at 0, unless told. */
export const adminClientPage = (
  overrides: Partial<Omit<AdminClientPage, 'summary'>> & { summary?: Partial<AdminClientPage['summary']> } = {},
): AdminClientPage => ({
  clients: [],
  total: 0,
  page: 1,
  pageSize: 20,
  ...overrides,
  summary: { totalClients: 0, pendingConsultations: 0, paymentsToVerify: 0, documentsToReview: 0, pendingOffers: 0, ...overrides.summary },
});

/** The answer of GET /api/terms-and-conditions for a client who signed the current terms. */
export const termsSignature = (overrides: Partial<TermsSignatureRecord> = {}): TermsSignatureRecord => ({
  fullName: 'Ada Lovelace',
  signature: 'Ada Lovelace',
  signedDate: '2027-01-02T10:00:00.000Z',
  termsVersion: TERMS_VERSION,
  ...overrides,
});

/** The answer of GET /api/call-schedule for a pending request with no time, valid against consultationRecordSchema. */
export const consultationRecord = (overrides: Partial<ConsultationRecord> = {}): ConsultationRecord => ({
  id: 'call-1',
  status: 'pending',
  availabilitySlotId: null,
  requestedDateTime: null,
  confirmedDateTime: null,
  preferredDates: [],
  adminNotes: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  ...overrides,
});

/** A pending bank-transfer payment of the default fee with its proof, valid against paymentRecordSchema. */
export const paymentRecord = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 'pay-1',
  amountPence: 250_00,
  amount: '250.00',
  type: 'initial',
  method: 'bank_transfer',
  status: 'pending',
  proofImagePath: '/uploads/payment-proofs/proof-1',
  proofDeletedAt: null,
  notes: null,
  reviewNotes: null,
  verifiedBy: null,
  verifiedAt: null,
  createdAt: '2027-01-02T10:00:00.000Z',
  ...overrides,
});

/** A client's uploaded passport, waiting for review. */
export const documentRecord = (overrides: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id: 'doc-1',
  type: 'passport',
  status: 'pending',
  filePath: 'documents/doc-1',
  fileDeletedAt: null,
  originalFileName: 'passport.png',
  contentType: 'image/png',
  sizeBytes: 2048,
  notes: null,
  reviewedAt: null,
  expiresOn: null,
  createdAt: '2027-01-06T10:00:00.000Z',
  ...overrides,
});

/** The answer of GET /api/admin/users/{id} for a verified client with no records yet, valid against adminClientDetailSchema. */
export const adminClientDetail = (overrides: Partial<AdminClientDetail> = {}): AdminClientDetail => ({
  id: 'client-1',
  fullName: 'Ada Client',
  email: 'ada@example.com',
  isEmailVerified: true,
  createdAt: '2027-01-01T00:00:00.000Z',
  customPaymentAmount: null,
  feePence: 250_00,
  preferences: null,
  callSchedule: null,
  payments: [],
  documents: [],
  termsAndConditions: null,
  group: null,
  adminNotes: null,
  stepOverride: null,
  ...overrides,
});

/** A scheduled viewing of a two-bedroom flat at £950 a month, no video yet, valid against viewingRecordSchema. */
export const viewingRecord = (overrides: Partial<ViewingRecord> = {}): ViewingRecord => ({
  id: 'viewing-1',
  userId: 'user-1',
  viewingSessionId: null,
  propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
  propertyType: 'Flat',
  bedrooms: 2,
  bathrooms: 1,
  rentAmount: '950.00',
  rentPence: 950_00,
  viewingDateTime: '2027-02-03T14:00:00.000Z',
  status: 'scheduled',
  adminNotes: null,
  youtubeVideoId: null,
  videoTitle: null,
  videoNotes: null,
  videoSharedAt: null,
  videoWatchedAt: null,
  userFeedback: null,
  createdAt: '2027-01-20T10:00:00.000Z',
  ...overrides,
});

/** A completed viewing with its walkthrough video, not yet watched. */
export const viewingWithVideo = (overrides: Partial<ViewingRecord> = {}): ViewingRecord =>
  viewingRecord({
    status: 'completed',
    youtubeVideoId: 'dQw4w9WgXcQ',
    videoTitle: 'Hyde Park Road walkthrough',
    videoSharedAt: '2027-02-03T18:00:00.000Z',
    ...overrides,
  });

/** A pending offer of £1,000 a month on viewingRecord's flat (market price £950), valid against offerRecordSchema. */
export const offerRecord = (overrides: Partial<OfferRecord> = {}): OfferRecord => ({
  id: 'offer-1',
  userId: 'user-1',
  propertyViewingId: 'viewing-1',
  offerAmount: '1000.00',
  offerPence: 1000_00,
  marketPrice: '950.00',
  marketPence: 950_00,
  offerNotes: null,
  status: 'pending',
  adminResponse: null,
  respondedAt: null,
  withdrawnAt: null,
  createdAt: '2027-02-04T09:00:00.000Z',
  propertyViewing: {
    id: 'viewing-1',
    propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
    propertyType: 'Flat',
    bedrooms: 2,
    bathrooms: 1,
    rentAmount: '950.00',
    viewingDateTime: '2027-02-03T14:00:00.000Z',
  },
  ...overrides,
});

/** offerRecord as the admin's list answers it, with the client who made it. */
export const adminOfferRecord = (overrides: Partial<AdminOfferRecord> = {}): AdminOfferRecord => ({
  ...offerRecord(),
  user: { id: 'user-1', fullName: 'Ada Client', email: 'ada@example.com' },
  ...overrides,
});

/** A bulk viewing session for two clients, one of them cancelled, valid against viewingSessionSchema. */
export const viewingSession = (overrides: Partial<ViewingSession> = {}): ViewingSession => ({
  viewingSessionId: 'session-1',
  kind: 'bulk',
  propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
  propertyType: 'Flat',
  bedrooms: 2,
  bathrooms: 1,
  rentAmount: '950.00',
  viewingDateTime: '2027-02-03T14:00:00.000Z',
  youtubeVideoId: null,
  videoTitle: null,
  userCount: 2,
  activeUserCount: 1,
  users: [
    { id: 'viewing-1', userId: 'user-1', userName: 'Ada Client', email: 'ada@example.com', status: 'scheduled', videoWatchedAt: null },
    { id: 'viewing-2', userId: 'user-2', userName: 'Ben Tenant', email: 'ben@example.com', status: 'cancelled', videoWatchedAt: null },
  ],
  createdAt: '2027-01-20T10:00:00.000Z',
  ...overrides,
});
