import { viewingStatusLabels, type ViewingStatus } from '@nestway/core/viewings';
import { Badge } from '@/components/ui/badge';

const tones = { scheduled: 'info', completed: 'positive', cancelled: 'negative' } as const satisfies Record<ViewingStatus, string>;

/** A viewing's status, coloured: scheduled, completed, cancelled. */
export function ViewingStatusBadge({ status }: { status: ViewingStatus }) {
  return <Badge tone={tones[status]}>{viewingStatusLabels[status]}</Badge>;
}
