import { isSessionEndReason, type SessionEndReason } from '@nestway/core/auth';
import { ApiError } from './api-client';

const KEY = 'signedOutReason';

/**
 * Remembers, for the login screen, why the session was ended by someone else (an admin set a new
 * password), when a 401 says so. For this tab only: it is told once, on the next login screen.
 */
export function rememberSignedOutReason(error: unknown): void {
  const reason = error instanceof ApiError ? error.body.signedOutReason : undefined;
  if (isSessionEndReason(reason)) sessionStorage.setItem(KEY, reason);
}

/** The remembered reason, forgotten as it is read. */
export function takeSignedOutReason(): SessionEndReason | null {
  const reason = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return isSessionEndReason(reason) ? reason : null;
}
