import { errorStatus, type ErrorCode } from '@nestway/core/errors';

/**
 * A failure the caller can act on. Services throw these with an application error code; the error
 * plugin answers the code's status with `{ code, message, ...details }`.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields the client reads (for example a flag telling it where to send the user). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new AppError('bad_request', message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError('forbidden', message);
export const notFound = (message = 'Not found.') => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooManyRequests = (message: string) => new AppError('rate_limited', message);
export const serviceUnavailable = (message: string) => new AppError('service_unavailable', message);
