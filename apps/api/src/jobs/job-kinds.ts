/** Each kind of background job and the payload it carries (JSON, stored in jobs.payload). */
export interface JobPayloads {
  /** Delivers one queued e-mail (mail/outbox.ts). */
  send_email: { emailId: string };
  /** A forgot-password request: the reset link is made and mailed here, off the request (auth/password-reset.ts). */
  request_password_reset: { email: string };
  /** A resend of the verification e-mail asked for by address, off the request (auth/email-verification.ts). */
  resend_verification: { email: string };
  /** Recurring: expired sessions, codes, links, rate-limit windows and old finished jobs. */
  purge_expired: Record<string, never>;
  /** Recurring, and after a change queues removals: stored files whose records are gone (storage/file-removals.ts). */
  sweep_file_removals: Record<string, never>;
  /** Recurring: uploads abandoned before their records committed (storage/pending-uploads.ts). */
  sweep_pending_uploads: Record<string, never>;
  /** An e-mail to the staff and client before a date runs out; re-reads its record (reminders/expiry-reminders.ts). */
  expiry_reminder: { subject: 'right_to_rent' | 'document'; recordId: string; expiresOn: string };
  /** Recurring, daily: retention's warnings and deletions of clients' files (modules/retention, decision 036). */
  apply_retention: Record<string, never>;
}

export type JobKind = keyof JobPayloads;
