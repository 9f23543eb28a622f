import type { ConsultationStatus } from './consultations';
import type { DocumentStatus } from './documents';
import type { PaymentStatus } from './payments';

/**
 * What the client dashboard and the admin dashboard read of a client's onboarding: only the fields
 * their rules need, so the web can pass API answers and the server can pass rows or SQL aggregates.
 * For a co-tenant, pass the leader's call and payments (the leader books and pays for the group,
 * decision 006) with the co-tenant's own preferences and documents.
 */
export interface OnboardingRecords {
  /** Null until the client has saved preferences; the three fields the next step checks. */
  preferences: { bedrooms?: number | null; maxBudget?: number | null; moveInDate?: string | null } | null;
  /** The consultation call, or null when none is booked. */
  consultation: { status: ConsultationStatus } | null;
  payments: readonly { status: PaymentStatus }[];
  documents: readonly { status: DocumentStatus }[];
}

/**
 * Whether the client's preferences are done: saved, with bedrooms, maximum budget and move-in date
 * (spec part 2 §4). The form never stores 0 or a blank date for them (at least 1 bedroom, £1), so a
 * value of 0 or blank counts as missing too, as it would if an admin's edit or old data left one.
 */
export function hasCompletePreferences(preferences: OnboardingRecords['preferences']): boolean {
  return !!preferences && !!preferences.bedrooms && !!preferences.maxBudget && !!preferences.moveInDate?.trim();
}

export const hasVerifiedPayment = (payments: OnboardingRecords['payments']) => payments.some((p) => p.status === 'verified');

/** A payment awaiting the team's check: a bank-transfer proof, or a card payment (decision 008). */
export const hasPendingPayment = (payments: OnboardingRecords['payments']) => payments.some((p) => p.status === 'pending');

/**
 * Whether the client has nothing left to upload: at least one document and none rejected (the spec's
 * words for "documents all verified" in the client's next step). Documents still pending count as
 * done, because the client can do nothing about them until an admin reviews them; a rejected one
 * must be uploaded again. The client's next step and Document Upload step use this.
 */
export function hasSubmittedDocuments(documents: OnboardingRecords['documents']): boolean {
  return documents.length > 0 && documents.every((d) => d.status !== 'rejected');
}

/**
 * Whether an admin has verified every document (and there is at least one): the admin's Documents
 * Verified stage. Stricter than `hasSubmittedDocuments`, because the admin still has pending ones
 * to review.
 */
export function areDocumentsVerified(documents: OnboardingRecords['documents']): boolean {
  return documents.length > 0 && documents.every((d) => d.status === 'verified');
}
