import type { AdminClientFilter } from '@nestway/core/admin-badges';

/** Each filter by the name of the summary card that chooses it. */
export const filterLabels = {
  all: 'Total Clients',
  pendingConsultations: 'Pending Consultations',
  paymentsToVerify: 'Payments to Verify',
  documentsToReview: 'Documents to Review',
} as const satisfies Record<AdminClientFilter, string>;
