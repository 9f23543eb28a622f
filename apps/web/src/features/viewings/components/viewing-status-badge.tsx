import * as m from '@nestway/core/i18n/messages';
import type { ViewingStatus } from '@nestway/core/viewings';
import { CalendarClock, CircleCheck, CircleX } from 'lucide-react';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

/** Worded at render, in the build's language (core's viewingStatusLabels are the English ones). */
const looks = (): Record<ViewingStatus, StatusLook> => ({
  scheduled: { label: m.dashboard_viewing_status_scheduled(), tone: 'info', Icon: CalendarClock },
  completed: { label: m.dashboard_viewing_status_completed(), tone: 'positive', Icon: CircleCheck },
  cancelled: { label: m.dashboard_viewing_status_cancelled(), tone: 'negative', Icon: CircleX },
});

/** A viewing's status, worded the same for the client and the admin. */
export function ViewingStatusBadge({ status }: { status: ViewingStatus }) {
  return <StatusBadge status={status} looks={looks()} />;
}
