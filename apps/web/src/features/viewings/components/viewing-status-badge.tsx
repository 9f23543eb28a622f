import { viewingStatusLabels, type ViewingStatus } from '@nestway/core/viewings';
import { CalendarClock, CircleCheck, CircleX } from 'lucide-react';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

const looks: Record<ViewingStatus, StatusLook> = {
  scheduled: { label: viewingStatusLabels.scheduled, tone: 'info', Icon: CalendarClock },
  completed: { label: viewingStatusLabels.completed, tone: 'positive', Icon: CircleCheck },
  cancelled: { label: viewingStatusLabels.cancelled, tone: 'negative', Icon: CircleX },
};

/** A viewing's status, worded by core's labels, the same for the client and the admin. */
export function ViewingStatusBadge({ status }: { status: ViewingStatus }) {
  return <StatusBadge status={status} looks={looks} />;
}
