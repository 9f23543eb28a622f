import type { AdminClientDetail } from '@nestway/core/admin';
import type { CallScheduleRecord } from '@nestway/core/calls';
import type { CurrentUser } from '@nestway/core/auth';
import type { PaymentRecord } from '@nestway/core/payments';
import { errorStatus, type ErrorCode } from '@nestway/core/errors';
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

/** An error answer as the real API sends it: the code's status and `{ code, message }`. */
export const apiError = (code: ErrorCode, message: string) => json({ code, message }, errorStatus[code]);

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

/** The answer of GET /api/auth/user for a verified tenant, valid against currentUserSchema. */
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
  ...overrides,
});

/** The answer of GET /api/call-schedule for a pending request with no time, valid against callScheduleRecordSchema. */
export const callSchedule = (overrides: Partial<CallScheduleRecord> = {}): CallScheduleRecord => ({
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
  notes: null,
  reviewNotes: null,
  verifiedBy: null,
  verifiedAt: null,
  createdAt: '2027-01-02T10:00:00.000Z',
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
