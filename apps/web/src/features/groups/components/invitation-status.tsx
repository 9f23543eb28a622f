import type { InvitationStatus as Status, InvitationSummary } from '@nestway/core/groups';
import * as m from '@nestway/core/i18n/messages';
import { formatUkDayAndMonth } from '@/i18n/format';
import { CircleCheck, Clock, TimerOff } from 'lucide-react';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

const looks = (): Record<Status, StatusLook> => ({
  accepted: { label: m.prefs_invitation_joined(), tone: 'positive', Icon: CircleCheck },
  pending: { label: m.prefs_invitation_sent(), tone: 'neutral', Icon: Clock },
  expired: { label: m.prefs_invitation_expired(), tone: 'attention', Icon: TimerOff },
});

/** What the leader can do about an invitation in each status. */
const sentence = (invitation: InvitationSummary) => {
  switch (invitation.status) {
    case 'accepted':
      return m.prefs_invitation_joined_sentence();
    case 'pending':
      return m.prefs_invitation_valid_until({ date: formatUkDayAndMonth(invitation.expiresAt) });
    case 'expired':
      return m.prefs_invitation_expired_sentence();
  }
};

/** The badge and sentence that annotate an address the leader has already invited. */
export function InvitationStatus({ invitation }: { invitation: InvitationSummary }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <StatusBadge status={invitation.status} looks={looks()} />
      <span>{sentence(invitation)}</span>
    </span>
  );
}
