import { errorStatus, issueParams, type ErrorCode, type ErrorParams } from '@nestway/core/errors';

/**
 * What an answer adds to `{ code, message }`: the message's variable parts in `params` (the values a
 * translation fills in), or a flag the spec names for its clients (`needsPreferences`).
 */
export type ErrorDetails = { params?: ErrorParams | undefined } & Record<string, unknown>;

/**
 * A failure the caller can act on. Services throw these with an application error code; the error
 * plugin answers the code's status with `{ code, message, ...details }`.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}

export const badRequest = (message: string, details?: ErrorDetails) => new AppError('bad_request', message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError('forbidden', message);
export const notFound = (message = 'Not found.') => new AppError('not_found', message);
export const conflict = (message: string, details?: ErrorDetails) => new AppError('conflict', message, details);
export const tooManyRequests = (message: string, details?: ErrorDetails) => new AppError('rate_limited', message, details);
export const serviceUnavailable = (message: string) => new AppError('service_unavailable', message);

/** A multipart form's fields refused by their schema: the first issue's message, with the bound it names. */
export function invalidFields(issues: ReadonlyArray<{ code: string; message: string; maximum?: unknown; minimum?: unknown }>) {
  return badRequest(issues[0]!.message, { params: issueParams(issues[0]!) });
}
