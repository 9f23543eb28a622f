/**
 * What the browser remembers between signing up (or in) and verifying the e-mail address:
 * the account waiting for its code, and a flag that verification has just happened.
 */
export interface PendingVerification {
  userId: string;
  email: string;
  name: string;
}

const keys = {
  userId: 'pendingUserId',
  email: 'pendingUserEmail',
  name: 'pendingUserName',
  justVerified: 'emailJustVerified',
  codeSentAt: 'pendingCodeSentAt',
} as const;

/** Saves the account waiting for its code; an earlier account's just-verified flag no longer applies. */
export function savePendingVerification(pending: PendingVerification): void {
  localStorage.removeItem(keys.justVerified);
  localStorage.removeItem(keys.codeSentAt);
  localStorage.setItem(keys.userId, pending.userId);
  localStorage.setItem(keys.email, pending.email);
  localStorage.setItem(keys.name, pending.name);
}

/** The saved account waiting for verification; empty strings where nothing is saved. */
export function readPendingVerification(): PendingVerification {
  return {
    userId: localStorage.getItem(keys.userId) ?? '',
    email: localStorage.getItem(keys.email) ?? '',
    name: localStorage.getItem(keys.name) ?? '',
  };
}

export function clearPendingVerification(): void {
  localStorage.removeItem(keys.userId);
  localStorage.removeItem(keys.email);
  localStorage.removeItem(keys.name);
  localStorage.removeItem(keys.codeSentAt);
}

/** Remembers when the pending account was last sent a code (at registration, at each resend): the next may be asked for a minute later. */
export function markCodeSent(at = Date.now()): void {
  localStorage.setItem(keys.codeSentAt, String(at));
}

/** When the pending account was last sent a code, in milliseconds since the epoch; null when not known. */
export function codeSentAt(): number | null {
  const saved = Number(localStorage.getItem(keys.codeSentAt));
  return Number.isFinite(saved) && saved > 0 ? saved : null;
}

/** Set right after a successful verification, so the dashboard does not send the user back before its data catches up. */
export function markEmailJustVerified(): void {
  localStorage.setItem(keys.justVerified, 'true');
}

export function isEmailJustVerified(): boolean {
  return localStorage.getItem(keys.justVerified) === 'true';
}

export function clearEmailJustVerified(): void {
  localStorage.removeItem(keys.justVerified);
}
