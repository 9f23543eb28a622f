import { offerStatusLabels, type OfferStatus } from '@nestway/core/offers';
import { CircleCheck, CircleX, Clock, Undo2, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const looks: Record<OfferStatus, { tone: 'attention' | 'positive' | 'negative' | 'neutral'; Icon: LucideIcon }> = {
  pending: { tone: 'attention', Icon: Clock },
  accepted: { tone: 'positive', Icon: CircleCheck },
  rejected: { tone: 'negative', Icon: CircleX },
  withdrawn: { tone: 'neutral', Icon: Undo2 },
};

/** An offer's status, worded by core's labels. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { tone, Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden />
      {offerStatusLabels[status]}
    </Badge>
  );
}
