import {
  areDocumentsVerified,
  hasCompletePreferences,
  hasPendingPayment,
  hasSubmittedDocuments,
  hasVerifiedPayment,
  type OnboardingRecords,
} from './client-progress';
import * as m from '@nestway/core/i18n/messages';
import { PROOF_VERIFICATION_HOURS, type BalanceState } from './payments';
import { paths } from './web-routes';

export type NextStepKind =
  | 'complete-preferences'
  | 'schedule-consultation'
  | 'upload-documents'
  | 'payment-in-review'
  | 'pay-initial-fees'
  | 'pay-rest'
  // A co-tenant's: what the group waits on from the leader (decision 006).
  | 'group-consultation'
  | 'group-payment';

/** The dashboard's What's Next card: `kind` picks the card's action, the texts (in the build's language) are what it shows. */
export interface NextStep {
  kind: NextStepKind;
  title: string;
  description: string;
}

/** Each kind's title, as a message function: called when shown, in the build's language. */
export const nextStepTitles = {
  'complete-preferences': m.onboarding_next_step_complete_preferences_title,
  'schedule-consultation': m.onboarding_next_step_schedule_consultation_title,
  'upload-documents': m.onboarding_next_step_upload_documents_title,
  'payment-in-review': m.onboarding_next_step_payment_in_review_title,
  'pay-initial-fees': m.onboarding_next_step_pay_initial_fees_title,
  'pay-rest': m.onboarding_next_step_pay_rest_title,
  'group-consultation': m.onboarding_next_step_group_consultation_title,
  'group-payment': m.onboarding_next_step_group_payment_title,
} as const satisfies Record<NextStepKind, () => string>;

/** The verification hours as the page writes numbers (`formatNumber` of the web), plain digits by default. */
type NumberFormatter = (value: number) => string;

const descriptions = {
  completePreferences: m.onboarding_next_step_complete_preferences,
  bookConsultation: m.onboarding_next_step_book_consultation,
  consultationRequested: m.onboarding_next_step_consultation_requested,
  consultationConfirmed: m.onboarding_next_step_consultation_confirmed,
  uploadDocuments: m.onboarding_next_step_upload_documents,
  reuploadDocuments: m.onboarding_next_step_reupload_documents,
  paymentInReview: (format: NumberFormatter) => m.onboarding_next_step_payment_in_review({ hours: format(PROOF_VERIFICATION_HOURS) }),
  payFees: m.onboarding_next_step_pay_fees,
  payAgain: m.onboarding_next_step_pay_again,
  payRest: m.onboarding_next_step_pay_rest,
  payRestAndUpload: m.onboarding_next_step_pay_rest_and_upload,
} as const;

const step = (kind: NextStepKind, description: string): NextStep => ({ kind, title: nextStepTitles[kind](), description });

export interface NextStepOptions {
  cotenant?: boolean;
  /** Where the rest of the service fee stands (`balanceState`); omitted or 'not-due' before an offer is accepted. */
  balance?: BalanceState;
  /** How the texts write numbers: pass the page's `formatNumber`, so the digits match the language. */
  formatNumber?: NumberFormatter;
}

/**
 * The client's next step, or null when there is nothing left for them to do (spec part 2 §4), in the
 * spec's order: preferences, the consultation, documents once a payment is verified, a payment in
 * review, then paying. Once an offer is accepted and the rest of the fee is to pay, paying it comes
 * before the documents and the step names both while documents are still due (decision 020). "Documents all verified" is `hasSubmittedDocuments` (at least one, none
 * rejected): documents awaiting review ask nothing of the client, so with a verified payment they
 * end the list. The consultation step stays while the call is pending or confirmed, also for a
 * follow-up call booked after the first one was completed; its description follows the call.
 */
export function nextStep(
  records: OnboardingRecords,
  { cotenant = false, balance, formatNumber = String }: NextStepOptions = {},
): NextStep | null {
  if (cotenant) return cotenantNextStep(records, balance === 'to-pay', formatNumber);
  const { preferences, consultation, payments, documents } = records;
  if (!hasCompletePreferences(preferences)) return step('complete-preferences', descriptions.completePreferences());
  if (consultation?.status !== 'completed') {
    const description = !consultation
      ? descriptions.bookConsultation()
      : consultation.status === 'pending'
        ? descriptions.consultationRequested()
        : descriptions.consultationConfirmed();
    return step('schedule-consultation', description);
  }
  const paid = hasVerifiedPayment(payments);
  const documentsDue = paid && !hasSubmittedDocuments(documents);
  if (balance === 'to-pay') return step('pay-rest', documentsDue ? descriptions.payRestAndUpload() : descriptions.payRest());
  if (documentsDue) {
    const rejected = documents.some((d) => d.status === 'rejected');
    return step('upload-documents', rejected ? descriptions.reuploadDocuments() : descriptions.uploadDocuments());
  }
  if (hasPendingPayment(payments)) return step('payment-in-review', descriptions.paymentInReview(formatNumber));
  if (!paid) {
    const rejected = payments.some((p) => p.status === 'rejected');
    return step('pay-initial-fees', rejected ? descriptions.payAgain() : descriptions.payFees());
  }
  return null;
}

const cotenantDescriptions = {
  completePreferences: m.onboarding_next_step_cotenant_complete_preferences,
  leaderBooks: m.onboarding_next_step_cotenant_leader_books,
  consultationRequested: m.onboarding_next_step_cotenant_consultation_requested,
  consultationConfirmed: m.onboarding_next_step_cotenant_consultation_confirmed,
  uploadDocuments: m.onboarding_next_step_cotenant_upload_documents,
  leaderPays: m.onboarding_next_step_cotenant_leader_pays,
  paymentInReview: (format: NumberFormatter) =>
    m.onboarding_next_step_cotenant_payment_in_review({ hours: format(PROOF_VERIFICATION_HOURS) }),
  leaderPaysRest: m.onboarding_next_step_cotenant_leader_pays_rest,
} as const;

/**
 * A co-tenant's next step (decision 006): their own preferences and documents, and otherwise what the
 * group waits on from the leader, who books the consultation and pays. `records` hold the group's call
 * and payments (the leader's) with the co-tenant's own preferences and documents.
 */
function cotenantNextStep(
  { preferences, consultation, payments, documents }: OnboardingRecords,
  restToPay: boolean,
  formatNumber: NumberFormatter,
): NextStep | null {
  if (!hasCompletePreferences(preferences)) return step('complete-preferences', cotenantDescriptions.completePreferences());
  if (consultation?.status !== 'completed') {
    const description = !consultation
      ? cotenantDescriptions.leaderBooks()
      : consultation.status === 'pending'
        ? cotenantDescriptions.consultationRequested()
        : cotenantDescriptions.consultationConfirmed();
    return step('group-consultation', description);
  }
  const paid = hasVerifiedPayment(payments);
  if (paid && !hasSubmittedDocuments(documents)) {
    const rejected = documents.some((d) => d.status === 'rejected');
    return step('upload-documents', rejected ? descriptions.reuploadDocuments() : cotenantDescriptions.uploadDocuments());
  }
  if (hasPendingPayment(payments)) return step('payment-in-review', cotenantDescriptions.paymentInReview(formatNumber));
  if (!paid) return step('group-payment', cotenantDescriptions.leaderPays());
  if (restToPay) return step('group-payment', cotenantDescriptions.leaderPaysRest());
  return null;
}

/**
 * The dashboard's Application Complete: nothing left to do after a completed consultation, and every
 * document verified. Documents awaiting review ask nothing of the client but are not complete yet.
 */
export const isApplicationComplete = (records: OnboardingRecords, options: NextStepOptions = {}) =>
  nextStep(records, options) === null && records.consultation?.status === 'completed' && areDocumentsVerified(records.documents);

/**
 * Where /dashboard sends a client before it shows anything (part 2 §2): to the preferences form while
 * none are saved, then to the terms until the terms in force are signed. Null: the dashboard shows.
 */
export function dashboardDetour(client: {
  hasPreferences: boolean;
  hasSignedTerms: boolean;
}): typeof paths.preferences | typeof paths.terms | null {
  if (!client.hasPreferences) return paths.preferences;
  if (!client.hasSignedTerms) return paths.terms;
  return null;
}
