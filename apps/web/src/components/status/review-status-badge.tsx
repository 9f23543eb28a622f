import * as m from '@nestway/core/i18n/messages';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

/** Payments and documents share these states: pending until an admin verifies or rejects. */
type ReviewStatus = 'pending' | 'verified' | 'rejected';

/** Worded at render, in the build's language. */
const looks = (): Record<ReviewStatus, StatusLook> => ({
  pending: { label: m.dashboard_review_pending(), tone: 'attention', Icon: Clock },
  verified: { label: m.dashboard_review_verified(), tone: 'positive', Icon: CircleCheck },
  rejected: { label: m.dashboard_review_rejected(), tone: 'negative', Icon: CircleX },
});

/** A payment's or a document's status, worded and coloured the same for the client and the admin. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <StatusBadge status={status} looks={looks()} />;
}
