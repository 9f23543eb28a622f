import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Payments and documents share these states: pending until an admin verifies or rejects. */
type ReviewStatus = 'pending' | 'verified' | 'rejected';

const looks: Record<ReviewStatus, { text: string; tone: 'positive' | 'attention' | 'negative'; Icon: LucideIcon }> = {
  pending: { text: 'Pending review', tone: 'attention', Icon: Clock },
  verified: { text: 'Verified', tone: 'positive', Icon: CircleCheck },
  rejected: { text: 'Rejected', tone: 'negative', Icon: CircleX },
};

/** A payment's or a document's status, worded and coloured the same for the client and the admin. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { text, tone, Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden />
      {text}
    </Badge>
  );
}
