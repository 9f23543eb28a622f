import { applicationStepLabels, applicationSteps, type ApplicationStep } from './application-steps';
import {
  hasCompletePreferences,
  hasPendingPayment,
  hasSubmittedDocuments,
  hasVerifiedPayment,
  type OnboardingRecords,
} from './client-progress';

/**
 * How an admin's status override (`users.step_override`) and the client's real records combine
 * (docs/decisions/017-status-override.md). The override never rewrites or hides a record: it completes
 * every step before its target, as if the records did; from the target on, the records decide. So:
 * - a client moves past the target by their own records, as they would without an override;
 * - a new override replaces the last one, clearing the completions it gave to the later steps;
 * - a step the records complete stays complete (an admin undoes a payment or a document by rejecting
 *   it, not by moving a badge).
 * The rules (next step, progress steps, admin badges, progress overview) stay as they are: they read
 * `withStepOverride(records, override)` instead of the records.
 */

/** What completes each step in the records, in the application steps' order (spec part 2 §4). */
const stepCompleted = {
  preferences: (records) => hasCompletePreferences(records.preferences),
  payment_verification: (records) => hasVerifiedPayment(records.payments),
  // Uploaded and none rejected: the client's "documents done", as in their next step.
  document_upload: (records) => hasSubmittedDocuments(records.documents),
  consultation: (records) => records.consultation?.status === 'completed',
  ready: () => false,
} as const satisfies Record<ApplicationStep, (records: OnboardingRecords) => boolean>;

const stepIndex = (step: ApplicationStep) => applicationSteps.indexOf(step);

/** The client's application step from their records alone: the first step in order they have not completed. */
export function applicationStepFromRecords(records: OnboardingRecords): ApplicationStep {
  return applicationSteps.find((step) => !stepCompleted[step](records)) ?? 'ready';
}

/**
 * The values a completed step is read with when the override completes it and the records do not.
 * They exist only inside the rules' inputs and are never shown: screens show the real records.
 */
const FILLED_BY_OVERRIDE = 'set by admin override';

/**
 * The records as the rules should read them with the override in force: each step before `override`
 * completed, keeping what the records already have:
 * - preferences: the missing bedrooms, budget or move-in date filled with placeholders;
 * - payment_verification: a verified payment added when none is verified (a pending one stays, so
 *   the admin is still asked to verify it);
 * - document_upload: rejected documents left out, and a verified one added when none is left
 *   (pending ones stay, so the admin is still asked to review them);
 * - consultation (only before 'ready'): the call read as completed.
 * Null (no override) answers the records unchanged.
 */
/** Whether the override completes `step` (a step before the override's target), whatever the records say. */
export const isCompletedByOverride = (override: ApplicationStep | null | undefined, step: ApplicationStep) =>
  !!override && stepIndex(step) < stepIndex(override);

export function withStepOverride<R extends OnboardingRecords>(
  records: R,
  override: ApplicationStep | null | undefined,
): Omit<R, keyof OnboardingRecords> & OnboardingRecords {
  if (!override) return records;
  const completes = (step: ApplicationStep) => isCompletedByOverride(override, step) && !stepCompleted[step](records);
  const result: OnboardingRecords = {
    preferences: records.preferences,
    consultation: records.consultation,
    payments: records.payments,
    documents: records.documents,
  };
  if (completes('preferences')) {
    const preferences = records.preferences;
    result.preferences = {
      bedrooms: preferences?.bedrooms || 1,
      maxBudget: preferences?.maxBudget || 1,
      moveInDate: preferences?.moveInDate?.trim() || FILLED_BY_OVERRIDE,
    };
  }
  if (completes('payment_verification')) result.payments = [...records.payments, { status: 'verified' }];
  if (completes('document_upload')) {
    const kept = records.documents.filter((d) => d.status !== 'rejected');
    result.documents = kept.length > 0 ? kept : [{ status: 'verified' }];
  }
  if (completes('consultation')) result.consultation = { status: 'completed' };
  return { ...records, ...result };
}

/**
 * The client's application step with the override in force: the first step from the override's
 * target on that the records have not completed (the override completes the ones before it).
 */
export function currentApplicationStep(records: OnboardingRecords, override: ApplicationStep | null | undefined): ApplicationStep {
  return applicationStepFromRecords(withStepOverride(records, override));
}

/** Where a client stands before their consultation call has taken place, as the admin reads it. */
const awaitingCallLabels = {
  none: 'Consultation (no call booked yet)',
  pending: 'Consultation (call requested, to confirm)',
  confirmed: 'Consultation (call confirmed)',
} as const;

/**
 * The client's current step as the admin's client page names it. The override's steps put Payment
 * Verification before Consultation (spec part 2 §4), but a client pays once the call has taken place:
 * while the step is Payment Verification with no payment made and the call not completed, the client is
 * waiting on the call, and the label says where the call stands instead. An override to Payment
 * Verification or later opens paying without the call, so it reads as the step.
 */
export function currentApplicationStepLabel(records: OnboardingRecords, override: ApplicationStep | null | undefined): string {
  const step = currentApplicationStep(records, override);
  const read = withStepOverride(records, override);
  const callStatus = read.consultation?.status;
  const overriddenToPay = isCompletedByOverride(override, 'preferences');
  if (step === 'payment_verification' && !overriddenToPay && !hasPendingPayment(read.payments) && callStatus !== 'completed') {
    return awaitingCallLabels[callStatus ?? 'none'];
  }
  return applicationStepLabels[step];
}
