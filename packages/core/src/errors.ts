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
  /** Booking a consultation needs the client's preferences first (the answer keeps the spec's `needsPreferences` flag). */
  needs_preferences: 400,
  /** A password too easy to guess (a common one, or for staff, one the strength check scores weak). */
  weak_password: 400,
  /** The password re-entered to confirm an act on the account (deleting it) is not the account's. */
  wrong_password: 400,
  /** A staff invitation link that is unknown, used or expired. */
  invitation_invalid: 400,
  /** No session, or it has expired. */
  unauthenticated: 401,
  /** The e-mail and password do not match an account. */
  invalid_credentials: 401,
  /** A wrong, expired or already used code from the authenticator app, or an unknown or used recovery code. */
  invalid_mfa_code: 400,
  /** Signed in, but this is not for this account (a client calling an admin route, a foreign origin). */
  forbidden: 403,
  /** A staff member on a real deployment without a second factor: only its setup is open to them. */
  mfa_setup_required: 403,
  /** A co-tenant asked for what the group leader does for the group (paying, scheduling). */
  leader_only: 403,
  /** The staff account has been deactivated: it cannot sign in. */
  account_deactivated: 403,
  not_found: 404,
  /** The request clashes with the current state of the record. */
  conflict: 409,
  /** Registering with an address that already has an account. */
  email_taken: 409,
  /** A staff member cannot deactivate their own account. */
  self_deactivation: 409,
  /** Deactivating the last active staff member would leave no one to run the back office. */
  last_active_staff: 409,
  /** The consultation time chosen was booked by someone else meanwhile. */
  slot_taken: 409,
  /** The availability slot chosen was switched off or removed meanwhile. */
  slot_unavailable: 409,
  /** The client's first booking lost to their own other booking (another tab or device): they have a call now. */
  call_exists: 409,
  /** An accepted offer cannot be withdrawn here; the client must contact us (the answer keeps the spec's `requiresAdminContact` flag). */
  requires_admin_contact: 409,
  /** A status override to the step the client is already at: it would change nothing, so nothing is recorded or e-mailed. */
  already_at_step: 409,
  /** A member of a group offered on a property the group already has an accepted offer on. */
  group_offer_accepted: 409,
  /** A member of a group offered on a property another member has a pending offer on: the group makes one offer. */
  group_offer_pending: 409,
  /** The client's preferences cannot change: their consultation call is confirmed or completed. */
  preferences_locked: 409,
  /** Paying needs the current Terms & Conditions signed. */
  terms_not_signed: 409,
  /** Paying the upfront fee needs it agreed: the consultation completed, or the fee set or a payment recorded by an admin. */
  fee_not_agreed: 409,
  /** The client already has a payment pending review or verified. */
  payment_exists: 409,
  /** The payment has been reviewed, or was made by card: it can no longer change. */
  payment_locked: 409,
  /** The record stays but its file was deleted under retention (decision 036): it cannot come back. */
  file_deleted: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The refusals that keep a flag the spec names, `true` beside their code, for the spec's clients. */
export const errorFlags = {
  needs_preferences: 'needsPreferences',
  requires_admin_contact: 'requiresAdminContact',
} as const satisfies Partial<Record<ErrorCode, string>>;
export type FlaggedErrorCode = keyof typeof errorFlags;

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

/**
 * The variable parts of an error's message, by name: `{ max: 2000 }` beside 'Notes can be at most
 * 2000 characters.' A translation fills them into its own sentence for the code.
 */
const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

const validationIssueSchema = z.object({ path: z.string(), message: z.string(), params: z.optional(errorParamsSchema) });

/**
 * The bound a zod issue broke, `{ max }` or `{ min }`, when its message states it ('at most 2,000
 * characters', not 'Contact number is required' for a minimum length of 1): the number a translation
 * of the message must show.
 */
export function issueParams(issue: { code: string; message: string; maximum?: unknown; minimum?: unknown }): ErrorParams | undefined {
  const bound = issue.code === 'too_big' ? issue.maximum : issue.code === 'too_small' ? issue.minimum : undefined;
  if (typeof bound !== 'number' && typeof bound !== 'bigint') return undefined;
  const shown = (issue.message.match(/\d[\d,.]*\d|\d/g) ?? []).map((number) => number.replaceAll(',', ''));
  if (!shown.includes(String(bound))) return undefined;
  return issue.code === 'too_big' ? { max: Number(bound) } : { min: Number(bound) };
}

/**
 * Every 4xx and 5xx body the API sends: a code, a sentence for people, the message's variable parts
 * in `params` where it has some, and where it helps, the invalid fields. 5xx bodies carry only a
 * generic message and the request id. Two answers keep a flag the spec names (`needsPreferences`,
 * `requiresAdminContact`) beside their code.
 */
const apiErrorBodyShape = {
  code: z.string(),
  message: z.string(),
  params: z.optional(errorParamsSchema),
  requestId: z.optional(z.string()),
  issues: z.optional(z.array(validationIssueSchema)),
  /** On a 401: why the session was ended by someone else (auth.ts sessionEndReasons), when it was. */
  signedOutReason: z.optional(z.string()),
};
export const apiErrorBodySchema = z.looseObject(apiErrorBodyShape);

/** What a client reads of an error body: its code says what happened, so the flags are left to the spec's clients. */
export type ApiErrorBody = z.infer<ReturnType<typeof z.object<typeof apiErrorBodyShape>>>;
