import * as z from 'zod/mini';

/**
 * Application error codes: what went wrong, in a word a program can branch on. Each code has one
 * HTTP status; services throw a code, the API's error handler answers its status, and the web reads
 * the code (never the status) to decide what to show. Add a code only when a client must tell it apart.
 */
export const errorStatus = {
  /** A field or the request's shape is invalid; `issues` says which. */
  validation_failed: 400,
  /** Any other request the server refuses as it stands (a wrong link, a stale amount, an empty file). */
  bad_request: 400,
  /** No session, or it has expired. */
  unauthenticated: 401,
  /** The e-mail and password do not match an account. */
  invalid_credentials: 401,
  /** Signed in, but this is not for this account (a tenant calling an admin route, a foreign origin). */
  forbidden: 403,
  /** A co-tenant asked for what the group leader does for the group (paying, scheduling). */
  leader_only: 403,
  not_found: 404,
  /** The request clashes with the current state of the record. */
  conflict: 409,
  email_taken: 409,
  /** The tenant's preferences cannot change: their consultation call is confirmed or completed. */
  preferences_locked: 409,
  /** Paying needs the current Terms & Conditions signed. */
  terms_not_signed: 409,
  /** The client already has a payment pending review or verified. */
  payment_exists: 409,
  /** The payment has been reviewed, or was made by card: it can no longer change. */
  payment_locked: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The code of a status when nothing more specific is known (a framework error, a proxy's answer). */
export function codeForStatus(status: number): ErrorCode {
  const generic: Partial<Record<number, ErrorCode>> = {
    400: 'bad_request',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    503: 'service_unavailable',
  };
  return generic[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

const validationIssueSchema = z.object({ path: z.string(), message: z.string() });

/**
 * Every 4xx and 5xx body the API sends: a code, a sentence for people, and where it helps, the
 * invalid fields. 5xx bodies carry only a generic message and the request id. Some answers add
 * fields the client reads (for example a flag telling it where to send the user).
 */
export const apiErrorBodySchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  requestId: z.optional(z.string()),
  issues: z.optional(z.array(validationIssueSchema)),
});
