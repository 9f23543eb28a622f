import {
  areDocumentsVerified,
  hasCompletePreferences,
  hasPendingPayment,
  hasSubmittedDocuments,
  hasVerifiedPayment,
  type OnboardingRecords,
} from './client-progress';
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

/** The dashboard's What's Next card: `kind` picks the card's action, the texts are what it shows. */
export interface NextStep {
  kind: NextStepKind;
  title: string;
  description: string;
}

export const nextStepTitles = {
  'complete-preferences': 'Complete Your Preferences',
  'schedule-consultation': 'Schedule Your Consultation',
  'upload-documents': 'Upload Required Documents',
  'payment-in-review': 'Payment Verification in Progress',
  'pay-initial-fees': 'Pay Initial Fees',
  'pay-rest': 'Pay the Rest of Your Service Fee',
  'group-consultation': "Your Group's Consultation",
  'group-payment': "Your Group's Payment",
} as const satisfies Record<NextStepKind, string>;

const descriptions = {
  completePreferences: 'Tell us the bedrooms you need, your monthly budget and your move-in date so we can start planning your search.',
  bookConsultation: 'Book a call with your consultant to agree your budget, area, dates and anything else you need.',
  consultationRequested: 'Your consultation request is waiting for our team to confirm the time.',
  consultationConfirmed: 'Your consultation is confirmed. Your consultant will go through your search with you at the agreed time.',
  uploadDocuments: 'Your payment is verified. Upload your passport, visa and other supporting documents for your application.',
  reuploadDocuments: 'One or more of your documents was rejected. Please upload all files of that type again together.',
  paymentInReview: `We are checking your payment and will confirm it within ${PROOF_VERIFICATION_HOURS} hours.`,
  payFees: 'Your consultation is complete. Pay your upfront fee so we can start your search.',
  payAgain: 'We could not verify your last payment. Please pay your upfront fee again, or contact us if you think this is a mistake.',
  payRest: 'Your offer was accepted. Pay the rest of your service fee, shown below, so we can go ahead with the property.',
  payRestAndUpload:
    'Your offer was accepted. Pay the rest of your service fee, shown below, and upload your passport, visa and other supporting documents for your application.',
} as const;

const step = (kind: NextStepKind, description: string): NextStep => ({ kind, title: nextStepTitles[kind], description });

export interface NextStepOptions {
  cotenant?: boolean;
  /** Where the rest of the service fee stands (`balanceState`); omitted or 'not-due' before an offer is accepted. */
  balance?: BalanceState;
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
export function nextStep(records: OnboardingRecords, { cotenant = false, balance }: NextStepOptions = {}): NextStep | null {
  if (cotenant) return cotenantNextStep(records, balance === 'to-pay');
  const { preferences, consultation, payments, documents } = records;
  if (!hasCompletePreferences(preferences)) return step('complete-preferences', descriptions.completePreferences);
  if (consultation?.status !== 'completed') {
    const description = !consultation
      ? descriptions.bookConsultation
      : consultation.status === 'pending'
        ? descriptions.consultationRequested
        : descriptions.consultationConfirmed;
    return step('schedule-consultation', description);
  }
  const paid = hasVerifiedPayment(payments);
  const documentsDue = paid && !hasSubmittedDocuments(documents);
  if (balance === 'to-pay') return step('pay-rest', documentsDue ? descriptions.payRestAndUpload : descriptions.payRest);
  if (documentsDue) {
    const rejected = documents.some((d) => d.status === 'rejected');
    return step('upload-documents', rejected ? descriptions.reuploadDocuments : descriptions.uploadDocuments);
  }
  if (hasPendingPayment(payments)) return step('payment-in-review', descriptions.paymentInReview);
  if (!paid) {
    const rejected = payments.some((p) => p.status === 'rejected');
    return step('pay-initial-fees', rejected ? descriptions.payAgain : descriptions.payFees);
  }
  return null;
}

const cotenantDescriptions = {
  completePreferences:
    'Tell us about yourself, your studies and your current home. Your group leader has set the home your group is looking for.',
  leaderBooks: "Your group leader books the group's consultation call. Nothing to do for you until then.",
  consultationRequested: 'Your group leader has asked for a consultation time; our team will confirm it.',
  consultationConfirmed:
    "Your group's consultation is confirmed. Your consultant will go through the search with your group at the agreed time.",
  uploadDocuments: "Your group's payment is verified. Upload your passport, visa and other supporting documents for your application.",
  leaderPays: 'Your group leader pays the upfront fee for the group. Once it is verified, you can upload your documents here.',
  paymentInReview: `We are checking your group leader's payment and will confirm it within ${PROOF_VERIFICATION_HOURS} hours.`,
  leaderPaysRest: "Your group's offer was accepted. Your group leader pays the rest of the service fee for the group.",
} as const;

/**
 * A co-tenant's next step (decision 006): their own preferences and documents, and otherwise what the
 * group waits on from the leader, who books the consultation and pays. `records` hold the group's call
 * and payments (the leader's) with the co-tenant's own preferences and documents.
 */
function cotenantNextStep({ preferences, consultation, payments, documents }: OnboardingRecords, restToPay: boolean): NextStep | null {
  if (!hasCompletePreferences(preferences)) return step('complete-preferences', cotenantDescriptions.completePreferences);
  if (consultation?.status !== 'completed') {
    const description = !consultation
      ? cotenantDescriptions.leaderBooks
      : consultation.status === 'pending'
        ? cotenantDescriptions.consultationRequested
        : cotenantDescriptions.consultationConfirmed;
    return step('group-consultation', description);
  }
  const paid = hasVerifiedPayment(payments);
  if (paid && !hasSubmittedDocuments(documents)) {
    const rejected = documents.some((d) => d.status === 'rejected');
    return step('upload-documents', rejected ? descriptions.reuploadDocuments : cotenantDescriptions.uploadDocuments);
  }
  if (hasPendingPayment(payments)) return step('payment-in-review', cotenantDescriptions.paymentInReview);
  if (!paid) return step('group-payment', cotenantDescriptions.leaderPays);
  if (restToPay) return step('group-payment', cotenantDescriptions.leaderPaysRest);
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
