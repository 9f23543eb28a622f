import * as z from 'zod/mini';
import { NOTES_MAX_LENGTH } from './text-limits';

/**
 * Staff's shared list of reasons for rejecting a document or a payment (decision 038): picking one
 * fills the rejection note, which stays editable. A reason is for documents, for payments, or for
 * both ('any'); each dialog offers its own kind and the 'any' ones.
 */
export const rejectionReasonScopes = ['document', 'payment', 'any'] as const;
export type RejectionReasonScope = (typeof rejectionReasonScopes)[number];
/** What a rejection dialog is rejecting: a reason for 'any' fits both. */
export type RejectionKind = Exclude<RejectionReasonScope, 'any'>;

export const rejectionReasonScopeLabels: Record<RejectionReasonScope, string> = {
  document: 'Documents',
  payment: 'Payments',
  any: 'Documents and payments',
};

export const rejectionReasonMessages = {
  textRequired: 'Enter the reason',
  /** A reason fills the rejection note, so it may be no longer than a note. */
  textTooLong: `A reason can be at most ${NOTES_MAX_LENGTH} characters`,
  duplicate: 'This reason is already on the list.',
  notFound: 'This reason is no longer on the list.',
  saved: 'Reason saved for next time.',
  deleted: 'Reason removed from the list.',
} as const;

const rejectionReasonTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, rejectionReasonMessages.textRequired),
    z.maxLength(NOTES_MAX_LENGTH, rejectionReasonMessages.textTooLong),
  );

export const createRejectionReasonSchema = z.object({
  text: rejectionReasonTextSchema,
  appliesTo: z._default(z.enum(rejectionReasonScopes), 'any'),
});
export type CreateRejectionReason = z.input<typeof createRejectionReasonSchema>;

export const rejectionReasonSchema = z.object({
  id: z.string(),
  text: z.string(),
  appliesTo: z.enum(rejectionReasonScopes),
  /** ISO instant. */
  createdAt: z.string(),
});
export type RejectionReason = z.output<typeof rejectionReasonSchema>;

export const rejectionReasonListSchema = z.object({ reasons: z.array(rejectionReasonSchema) });

/** The reasons a dialog rejecting `kind` offers: its own and those for both, in the list's order. */
export const reasonsFor = (reasons: readonly RejectionReason[], kind: RejectionKind) =>
  reasons.filter((reason) => reason.appliesTo === kind || reason.appliesTo === 'any');
