import * as z from 'zod/mini';
import { optionalTextSchema } from './optional-text';
import { INACTIVITY_RETENTION_DAYS, RETENTION_WARNING_DAYS } from './retention-periods';

/**
 * How long a client's identity documents, payment proofs and shared files are kept
 * (docs/decisions/036-retention.md). One rule for the job that deletes them and the screens that show
 * the date.
 */

const DAY_MS = 24 * 60 * 60_000;
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

const retentionBases = ['completed', 'inactive'] as const;
export type RetentionBasis = (typeof retentionBases)[number];

/** What the rule reads of a client. */
export interface RetentionFacts {
  /**
   * When the client's service completed: the verification of the rest of the fee (the balance) after an
   * accepted offer, for the account that pays (a group's leader); null while it has not.
   */
  serviceCompletedAt: Date | null;
  /** The latest of: account made, sign-in, document upload, payment made (see `lastActivity`). */
  lastActivityAt: Date;
}

/**
 * When the client's service completed: once an offer (theirs or their group's) was accepted and the
 * fee is paid in full, the later of the acceptance and the balance's verification; null until then.
 * With nothing left to pay after the upfront fee, the acceptance completes it.
 */
export function serviceCompletedAt(records: {
  offerAcceptedAt: Date | null;
  balanceVerifiedAt: Date | null;
  nothingLeftToPay: boolean;
}): Date | null {
  const { offerAcceptedAt, balanceVerifiedAt, nothingLeftToPay } = records;
  if (!offerAcceptedAt) return null;
  if (balanceVerifiedAt) return balanceVerifiedAt > offerAcceptedAt ? balanceVerifiedAt : offerAcceptedAt;
  return nothingLeftToPay ? offerAcceptedAt : null;
}

/** The client's last activity: the latest of the moments given (nulls ignored). */
export function lastActivity(createdAt: Date, ...moments: ReadonlyArray<Date | null>): Date {
  return moments.reduce<Date>((latest, at) => (at && at > latest ? at : latest), createdAt);
}

/**
 * When the files are due for deletion: RETENTION_DAYS after the service completed, or
 * INACTIVITY_RETENTION_DAYS after the last activity, whichever comes first.
 */
export function retentionDue(facts: RetentionFacts, retentionDays: number): { dueAt: Date; basis: RetentionBasis } {
  const inactive = addDays(facts.lastActivityAt, INACTIVITY_RETENTION_DAYS);
  const completed = facts.serviceCompletedAt && addDays(facts.serviceCompletedAt, retentionDays);
  return completed && completed < inactive ? { dueAt: completed, basis: 'completed' } : { dueAt: inactive, basis: 'inactive' };
}

/** When the client is warned: RETENTION_WARNING_DAYS before the due date. */
export const retentionWarningAt = (dueAt: Date) => addDays(dueAt, -RETENTION_WARNING_DAYS);

/**
 * When the files actually go: the due date, but never sooner than RETENTION_WARNING_DAYS after the
 * warning e-mail was queued (a late warning, after downtime, still gives the full notice). Null until
 * the client has been warned for this due date.
 */
export function retentionDeletionAt(dueAt: Date, warnedAt: Date | null): Date | null {
  if (!warnedAt) return null;
  const afterNotice = addDays(warnedAt, RETENTION_WARNING_DAYS);
  return afterNotice > dueAt ? afterNotice : dueAt;
}

export const retentionMessages = {
  holdReasonTooLong: 'The reason can be at most 500 characters.',
  proofDeleted: 'Proof deleted under retention',
} as const;

/** PUT /api/admin/users/{id}/retention-hold: put the client's files on hold, or release them. */
export const retentionHoldRequestSchema = z.object({
  hold: z.boolean({ error: 'hold must be true or false.' }),
  reason: optionalTextSchema(retentionMessages.holdReasonTooLong, 500),
});

/** The admin's Retention block on the client page. */
export const clientRetentionSchema = z.object({
  /** When the files are due for deletion by the rule (ISO); later if the warning went out late. */
  dueAt: z.string(),
  /** Why: 'completed' (service completed) or 'inactive' (no activity). */
  basis: z.enum(retentionBases),
  /** When the client was e-mailed about this due date, or null. */
  warnedAt: z.nullable(z.string()),
  /** Whether there is anything left to delete (documents, proofs or shared files). */
  hasFiles: z.boolean(),
  hold: z.nullable(z.object({ since: z.string(), reason: z.nullable(z.string()), by: z.nullable(z.string()) })),
  /** When files were last deleted under retention, or null. */
  lastDeletedAt: z.nullable(z.string()),
});
export type ClientRetention = z.infer<typeof clientRetentionSchema>;

/** GET /api/retention: what the client is told about the retention of their own files. */
export const retentionNoticeSchema = z.object({
  /** When their files will be deleted, once they have been e-mailed about it (ISO); null otherwise or while held. */
  deletesOn: z.nullable(z.string()),
  /** When their files were deleted under retention, while they hold none since (ISO); else null. */
  deletedOn: z.nullable(z.string()),
});
export type RetentionNotice = z.infer<typeof retentionNoticeSchema>;

/**
 * The client's notice, from the admin's view of their retention: a date only once they were warned
 * (the e-mail and the dashboard say the same), nothing while staff hold their files.
 */
export function retentionNotice(retention: ClientRetention): RetentionNotice {
  const pending = retention.hasFiles && retention.hold === null && retention.warnedAt !== null;
  return {
    deletesOn: pending ? retention.dueAt : null,
    deletedOn: retention.hasFiles ? null : retention.lastDeletedAt,
  };
}
