import type { AdminClientDetail } from '@nestway/core/admin';
import type { OnboardingRecords } from '@nestway/core/client-progress';

/** The client's onboarding records, as core's progress rules read them, from the admin's client record. */
export const clientRecords = (detail: AdminClientDetail): OnboardingRecords => ({
  preferences: detail.preferences,
  consultation: detail.callSchedule,
  payments: detail.payments,
  documents: detail.documents,
});
