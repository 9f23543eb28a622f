import { viewingStatusLabels, type ViewingStatus } from '@nestway/core/viewings';
import { CalendarClock, CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const looks: Record<ViewingStatus, { tone: 'info' | 'positive' | 'negative'; Icon: LucideIcon }> = {
  scheduled: { tone: 'info', Icon: CalendarClock },
  completed: { tone: 'positive', Icon: CircleCheck },
  cancelled: { tone: 'negative', Icon: CircleX },
};

/** A viewing's status, worded by core's labels. */
export function ViewingStatusBadge({ status }: { status: ViewingStatus }) {
  const { tone, Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden />
      {viewingStatusLabels[status]}
    </Badge>
  );
}
