import { offerStatusLabels, type OfferStatus } from '@nestway/core/offers';
import { CircleCheck, CircleX, Clock, Undo2 } from 'lucide-react';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

const looks: Record<OfferStatus, StatusLook> = {
  pending: { label: offerStatusLabels.pending, tone: 'attention', Icon: Clock },
  accepted: { label: offerStatusLabels.accepted, tone: 'positive', Icon: CircleCheck },
  rejected: { label: offerStatusLabels.rejected, tone: 'negative', Icon: CircleX },
  withdrawn: { label: offerStatusLabels.withdrawn, tone: 'neutral', Icon: Undo2 },
};

/** An offer's status, worded by core's labels, the same for the client and the admin. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <StatusBadge status={status} looks={looks} />;
}
