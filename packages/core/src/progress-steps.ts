import * as m from '@nestway/core/i18n/messages';
import { arePreferencesLocked } from './consultations';
import {
  hasCompletePreferences,
  hasPendingPayment,
  hasSubmittedDocuments,
  hasVerifiedPayment,
  type OnboardingRecords,
} from './client-progress';
import { paths } from './web-routes';

type ProgressStepKey = 'registration' | 'preferences' | 'consultation' | 'payment' | 'documents';
type ProgressStepStatus = 'completed' | 'pending' | 'locked';

/** One step of the dashboard's progress tracker. */
export interface ProgressStep {
  key: ProgressStepKey;
  title: string;
  /** Where the step leads when it may be opened. */
  href: string;
  status: ProgressStepStatus;
  /** 'Next Action' on the first pending step, 'In Progress' on the other pending ones, else null. */
  label: 'Next Action' | 'In Progress' | null;
  /** The label as the page shows it, in the build's language. */
  labelText: string | null;
  /** Whether the step is a link. */
  canOpen: boolean;
}

/**
 * The five onboarding steps in order, each completed, pending or locked (spec part 1 §4, routes from
 * part 2 §2). Decisions where the spec is loose:
 * - Preferences are "done" when `hasCompletePreferences` holds (the spec says "exist"): the same test as
 *   the What's Next card, so the tracker and the card never disagree.
 * - Document Upload is completed by `hasSubmittedDocuments` (at least one, none rejected), the spec's
 *   meaning of "documents verified" for the client; documents awaiting review ask nothing of them.
 * - "The Pay step is not navigable once paid": a verified payment already completes the step, so "paid"
 *   also covers a payment awaiting verification; paying again would be refused (decision 008).
 * - A pending Preferences step cannot be opened once the call is confirmed or completed: the same lock
 *   as the preferences screen (`arePreferencesLocked`).
 * Registration is always completed and the only completed step that may be opened; locked steps may not.
 * For a co-tenant the consultation and the payment are the leader's (decision 006): they are never the
 * co-tenant's Next Action, and Pay Initial Fees does not open.
 */
export function progressSteps(records: OnboardingRecords, { cotenant = false }: { cotenant?: boolean } = {}): ProgressStep[] {
  const { consultation, payments, documents } = records;
  const preferencesDone = hasCompletePreferences(records.preferences);
  const consultationCompleted = consultation?.status === 'completed';
  const paid = hasVerifiedPayment(payments);

  const steps: { key: ProgressStepKey; title: string; href: string; status: ProgressStepStatus; blocked?: boolean }[] = [
    { key: 'registration', title: m.onboarding_progress_registration(), href: paths.dashboard, status: 'completed' },
    {
      key: 'preferences',
      title: m.onboarding_progress_preferences(),
      href: paths.preferences,
      status: preferencesDone ? 'completed' : 'pending',
      blocked: arePreferencesLocked(consultation),
    },
    {
      key: 'consultation',
      title: m.onboarding_progress_consultation(),
      href: paths.dashboard,
      status: consultationCompleted ? 'completed' : consultation?.status === 'confirmed' || preferencesDone ? 'pending' : 'locked',
    },
    {
      key: 'payment',
      title: m.onboarding_progress_payment(),
      href: paths.terms,
      status: paid ? 'completed' : consultationCompleted ? 'pending' : 'locked',
      blocked: hasPendingPayment(payments),
    },
    {
      key: 'documents',
      title: m.onboarding_progress_documents(),
      href: paths.dashboard,
      status: hasSubmittedDocuments(documents) ? 'completed' : paid ? 'pending' : 'locked',
    },
  ];

  const isLeaders = (key: ProgressStepKey) => cotenant && (key === 'consultation' || key === 'payment');
  const firstPending = steps.findIndex((s) => s.status === 'pending' && !isLeaders(s.key));
  return steps.map(({ blocked = false, ...s }, index) => {
    const label = s.status !== 'pending' ? null : index === firstPending ? 'Next Action' : 'In Progress';
    return {
      ...s,
      label,
      labelText: label && (label === 'Next Action' ? m.onboarding_progress_next_action() : m.onboarding_progress_in_progress()),
      canOpen: s.key === 'registration' || (s.status === 'pending' && !blocked && !(cotenant && s.key === 'payment')),
    };
  });
}
