import type { InvitationStatus as Status, InvitationSummary } from '@nestway/core/groups';
import { formatUkDayAndMonth } from '@/i18n/format';
import { CircleCheck, Clock, TimerOff } from 'lucide-react';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

const looks: Record<Status, StatusLook> = {
  accepted: { label: 'Joined', tone: 'positive', Icon: CircleCheck },
  pending: { label: 'Invitation sent', tone: 'neutral', Icon: Clock },
  expired: { label: 'Expired', tone: 'attention', Icon: TimerOff },
};

/** What the leader can do about an invitation in each status. */
const sentence = (invitation: InvitationSummary) => {
  switch (invitation.status) {
    case 'accepted':
      return 'This co-tenant has joined your group.';
    case 'pending':
      return `Link valid until ${formatUkDayAndMonth(invitation.expiresAt)}. Sending again e-mails a fresh link.`;
    case 'expired':
      return 'The link has expired. Send again for a fresh one.';
  }
};

/** The badge and sentence that annotate an address the leader has already invited. */
export function InvitationStatus({ invitation }: { invitation: InvitationSummary }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <StatusBadge status={invitation.status} looks={looks} />
      <span>{sentence(invitation)}</span>
    </span>
  );
}
