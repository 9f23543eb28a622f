import type { PaymentStatus } from '@nestway/core/payments';
import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const looks: Record<PaymentStatus, { text: string; tone: 'positive' | 'attention' | 'negative'; Icon: LucideIcon }> = {
  pending: { text: 'Pending verification', tone: 'attention', Icon: Clock },
  verified: { text: 'Verified', tone: 'positive', Icon: CircleCheck },
  rejected: { text: 'Rejected', tone: 'negative', Icon: CircleX },
};

/** A payment's status, worded and coloured the same for the client and the admin. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { text, tone, Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden />
      {text}
    </Badge>
  );
}
