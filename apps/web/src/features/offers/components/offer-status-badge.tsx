import * as m from '@nestway/core/i18n/messages';
import type { OfferStatus } from '@nestway/core/offers';
import { CircleCheck, CircleX, Clock, Undo2 } from 'lucide-react';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

/** Worded at render, in the build's language (core's offerStatusLabels are the English ones). */
const looks = (): Record<OfferStatus, StatusLook> => ({
  pending: { label: m.dashboard_offer_status_pending(), tone: 'attention', Icon: Clock },
  accepted: { label: m.dashboard_offer_status_accepted(), tone: 'positive', Icon: CircleCheck },
  rejected: { label: m.dashboard_offer_status_rejected(), tone: 'negative', Icon: CircleX },
  withdrawn: { label: m.dashboard_offer_status_withdrawn(), tone: 'neutral', Icon: Undo2 },
});

/** An offer's status, worded the same for the client and the admin. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <StatusBadge status={status} looks={looks()} />;
}
