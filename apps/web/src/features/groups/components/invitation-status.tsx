import type { InvitationSummary } from '@nestway/core/groups';
import { formatUkDayAndMonth } from '@nestway/core/uk-time';
import { CircleCheck, Clock, TimerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

/** The badge and sentence that annotate an address the leader has already invited. */
export function InvitationStatus({ invitation }: { invitation: InvitationSummary }) {
  switch (invitation.status) {
    case 'accepted':
      return (
        <StatusLine
          badge={
            <Badge tone="positive">
              <CircleCheck aria-hidden /> Joined
            </Badge>
          }
          text="This co-tenant has joined your group."
        />
      );
    case 'pending':
      return (
        <StatusLine
          badge={
            <Badge tone="neutral">
              <Clock aria-hidden /> Invitation sent
            </Badge>
          }
          text={`Link valid until ${formatUkDayAndMonth(invitation.expiresAt)}. Sending again e-mails a fresh link.`}
        />
      );
    case 'expired':
      return (
        <StatusLine
          badge={
            <Badge tone="attention">
              <TimerOff aria-hidden /> Expired
            </Badge>
          }
          text="The link has expired. Send again for a fresh one."
        />
      );
  }
}

function StatusLine({ badge, text }: { badge: ReactNode; text: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {badge}
      <span>{text}</span>
    </span>
  );
}
