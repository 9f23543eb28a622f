import {
  areDocumentsVerified,
  hasCompletePreferences,
  hasPendingPayment,
  hasVerifiedPayment,
  type OnboardingRecords,
} from './client-progress';

/** How the web colours a badge; the rules pick the tone, the web the colours. */
export const badgeTones = ['neutral', 'info', 'warning', 'success'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** What the admin dashboard reads of one client: the onboarding records plus two facts of its own. */
export interface AdminClientRecords extends OnboardingRecords {
  /** A terms signature record exists. */
  termsSigned: boolean;
  /** The client has a property offer that an admin accepted. */
  offerAccepted: boolean;
}

export type AdminStageKind =
  | 'just-registered'
  | 'preferences-complete'
  | 'terms-signed'
  | 'consultation-pending'
  | 'consultation-scheduled'
  | 'consultation-complete'
  | 'payment-pending'
  | 'payment-complete'
  | 'documents-verified'
  | 'service-completed';

export type AdminActionKind =
  | 'confirm-call'
  | 'complete-call'
  | 'verify-payment'
  | 'review-documents'
  | 'follow-up-documents'
  | 'no-action-needed'
  | 'waiting-for-user';

export interface Badge<Kind extends string> {
  kind: Kind;
  label: string;
  tone: BadgeTone;
}

/** The ten stages in the spec's order (part 2 §4), earliest first. */
export const adminStages = {
  'just-registered': { label: 'Just Registered', tone: 'neutral' },
  'preferences-complete': { label: 'Preferences Complete', tone: 'info' },
  'terms-signed': { label: 'Terms Signed', tone: 'info' },
  'consultation-pending': { label: 'Consultation Pending', tone: 'warning' },
  'consultation-scheduled': { label: 'Consultation Scheduled', tone: 'info' },
  'consultation-complete': { label: 'Consultation Complete', tone: 'info' },
  'payment-pending': { label: 'Payment Pending', tone: 'warning' },
  'payment-complete': { label: 'Payment Complete', tone: 'info' },
  'documents-verified': { label: 'Documents Verified', tone: 'success' },
  'service-completed': { label: 'Service Completed', tone: 'success' },
} as const satisfies Record<AdminStageKind, Omit<Badge<AdminStageKind>, 'kind'>>;

/** The seven actions (part 2 §4): four for the admin to do now (warning), and two ways of "nothing". */
export const adminActions = {
  'confirm-call': { label: 'Confirm Call', tone: 'warning' },
  'complete-call': { label: 'Complete Call', tone: 'warning' },
  'verify-payment': { label: 'Verify Payment', tone: 'warning' },
  'review-documents': { label: 'Review Documents', tone: 'warning' },
  'follow-up-documents': { label: 'Follow Up Documents', tone: 'warning' },
  'no-action-needed': { label: 'No Action Needed', tone: 'success' },
  'waiting-for-user': { label: 'Waiting for User', tone: 'neutral' },
} as const satisfies Record<AdminActionKind, Omit<Badge<AdminActionKind>, 'kind'>>;

const hasPendingDocument = (documents: OnboardingRecords['documents']) => documents.some((d) => d.status === 'pending');

const stageBadge = (kind: AdminStageKind): Badge<AdminStageKind> => ({ kind, ...adminStages[kind] });
const actionBadge = (kind: AdminActionKind): Badge<AdminActionKind> => ({ kind, ...adminActions[kind] });

/**
 * The Current Stage column: the furthest of the ten stages whose fact holds, checked from the last
 * (each check stands alone, so a record out of the usual order still shows its furthest point).
 * The spec names the stages but not what reaches them; decided here:
 * - Service Completed: an accepted offer. The service's purpose is a home, and an accepted offer is the
 *   last thing the spec records about a client. (The admin override's 'ready' step reads 'Ready for
 *   Service', the start of the search, so it is not this stage.)
 * - Documents Verified: at least one document and every one verified (`areDocumentsVerified`).
 * - Payment Complete / Pending: a verified payment / one awaiting verification.
 * - Consultation Complete / Scheduled / Pending: the call's status completed / confirmed / pending.
 * - Terms Signed: a signature exists; Preferences Complete: `hasCompletePreferences`.
 * In the spec's list Terms Signed comes before the consultation stages, so a booked call outranks it.
 */
export function adminStage(client: AdminClientRecords): Badge<AdminStageKind> {
  const { consultation, payments, documents } = client;
  if (client.offerAccepted) return stageBadge('service-completed');
  if (areDocumentsVerified(documents)) return stageBadge('documents-verified');
  if (hasVerifiedPayment(payments)) return stageBadge('payment-complete');
  if (hasPendingPayment(payments)) return stageBadge('payment-pending');
  if (consultation?.status === 'completed') return stageBadge('consultation-complete');
  if (consultation?.status === 'confirmed') return stageBadge('consultation-scheduled');
  if (consultation?.status === 'pending') return stageBadge('consultation-pending');
  if (client.termsSigned) return stageBadge('terms-signed');
  if (hasCompletePreferences(client.preferences)) return stageBadge('preferences-complete');
  return stageBadge('just-registered');
}

/**
 * The Admin Action Required column: the first thing the admin must do, in the order the client
 * meets them (call, payment, documents); else whether the client or nobody has a move to make.
 * - Confirm Call: a requested (pending) call. Complete Call: a confirmed one, whatever its time (the
 *   badge does not read the clock; the admin completes the call after holding it).
 * - Verify Payment: a payment awaiting verification, card or bank transfer.
 * - Review Documents: a pending document. Follow Up Documents: a rejected one and none pending, so the
 *   client has to upload that type again.
 * - No Action Needed: an accepted offer, or a verified payment with every document verified: the
 *   onboarding is over for both sides (viewings and offers have their own lists).
 * - Waiting for User: anything else, where the client's next step is theirs (preferences, booking,
 *   terms, paying, or a first upload).
 */
export function adminAction(client: AdminClientRecords): Badge<AdminActionKind> {
  const { consultation, payments, documents } = client;
  if (consultation?.status === 'pending') return actionBadge('confirm-call');
  if (consultation?.status === 'confirmed') return actionBadge('complete-call');
  if (hasPendingPayment(payments)) return actionBadge('verify-payment');
  if (hasPendingDocument(documents)) return actionBadge('review-documents');
  if (documents.some((d) => d.status === 'rejected')) return actionBadge('follow-up-documents');
  if (client.offerAccepted || (hasVerifiedPayment(payments) && areDocumentsVerified(documents))) return actionBadge('no-action-needed');
  return actionBadge('waiting-for-user');
}

type ProgressDotKey = 'registration' | 'consultation' | 'payment' | 'documents';

/** One dot of the admin's Progress Overview: done, under way, or not reached. */
export interface ProgressDot {
  key: ProgressDotKey;
  label: string;
  state: 'done' | 'active' | 'todo';
  /** A word or two beside the dot. */
  detail: string;
}

const consultationDetails = { pending: 'Pending', confirmed: 'Scheduled', completed: 'Complete' } as const;

/**
 * The Progress Overview on the admin's client detail (part 2 §4), four dots:
 * - Registration: always done (the client exists).
 * - Consultation: not booked, pending or scheduled (under way), complete (done).
 * - Payment: done when a payment is verified, and only once the consultation is completed, as the spec
 *   says; so a follow-up call after the first one was completed shows it not done until completed.
 * - Documents: done when at least one document is uploaded, whatever its review status.
 */
export function progressOverview(client: OnboardingRecords): ProgressDot[] {
  const { consultation, payments, documents } = client;
  const paymentVerified = consultation?.status === 'completed' && hasVerifiedPayment(payments);
  return [
    { key: 'registration', label: 'Registration', state: 'done', detail: 'Registered' },
    {
      key: 'consultation',
      label: 'Consultation',
      state: !consultation ? 'todo' : consultation.status === 'completed' ? 'done' : 'active',
      detail: consultation ? consultationDetails[consultation.status] : 'Not booked',
    },
    { key: 'payment', label: 'Payment', state: paymentVerified ? 'done' : 'todo', detail: paymentVerified ? 'Verified' : 'Not verified' },
    {
      key: 'documents',
      label: 'Documents',
      state: documents.length > 0 ? 'done' : 'todo',
      detail: documents.length > 0 ? 'Uploaded' : 'Not uploaded',
    },
  ];
}

/** The client list's filters, one per summary card that filters (`all` is Total Clients). */
export const adminClientFilterKinds = ['all', 'pendingConsultations', 'paymentsToVerify', 'documentsToReview'] as const;
export type AdminClientFilter = (typeof adminClientFilterKinds)[number];

/**
 * What the first four summary cards count, and the client list shows when one is chosen (Pending
 * Offers counts offers, not clients). Each is a plain "exists" test so the server can count the same
 * clients in SQL (apps/api/src/modules/clients/client-list.ts, whose test checks that it does):
 * - all (Total Clients): every client account (not admins).
 * - pendingConsultations: the client's call has status 'pending', i.e. requested and not yet confirmed
 *   (the card matches Confirm Call; a confirmed call is scheduled, no longer pending).
 * - paymentsToVerify: at least one payment with status 'pending' (a proof or a card payment).
 * - documentsToReview: at least one document with status 'pending'.
 */
export const adminClientFilters = {
  all: () => true,
  pendingConsultations: (client) => client.consultation?.status === 'pending',
  paymentsToVerify: (client) => hasPendingPayment(client.payments),
  documentsToReview: (client) => hasPendingDocument(client.documents),
} as const satisfies Record<AdminClientFilter, (client: OnboardingRecords) => boolean>;
