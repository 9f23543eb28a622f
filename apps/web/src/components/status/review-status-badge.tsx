import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

/** Payments and documents share these states: pending until an admin verifies or rejects. */
type ReviewStatus = 'pending' | 'verified' | 'rejected';

const looks: Record<ReviewStatus, StatusLook> = {
  pending: { label: 'Pending review', tone: 'attention', Icon: Clock },
  verified: { label: 'Verified', tone: 'positive', Icon: CircleCheck },
  rejected: { label: 'Rejected', tone: 'negative', Icon: CircleX },
};

/** A payment's or a document's status, worded and coloured the same for the client and the admin. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <StatusBadge status={status} looks={looks} />;
}
