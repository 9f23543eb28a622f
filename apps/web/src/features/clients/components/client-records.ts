import type { AdminClientDetail } from '@nestway/core/admin';
import type { OnboardingRecords } from '@nestway/core/client-progress';

/**
 * The client's onboarding records, as core's progress rules read them, from the admin's client record.
 * A co-tenant's consultation and payments are the group leader's (decision 006), as the co-tenant's
 * own dashboard reads them: pass the leader's record, once loaded.
 */
export const clientRecords = (detail: AdminClientDetail, leader?: AdminClientDetail): OnboardingRecords => ({
  preferences: detail.preferences,
  consultation: leader ? leader.callSchedule : detail.callSchedule,
  payments: leader ? leader.payments : detail.payments,
  documents: detail.documents,
});
