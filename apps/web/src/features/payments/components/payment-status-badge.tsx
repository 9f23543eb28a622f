import type { PaymentStatus } from '@nestway/core/payments';
import { Badge } from '@/components/ui/badge';

const labels: Record<PaymentStatus, { text: string; tone: 'positive' | 'attention' | 'neutral' }> = {
  pending: { text: 'Pending verification', tone: 'attention' },
  verified: { text: 'Verified', tone: 'positive' },
  rejected: { text: 'Rejected', tone: 'neutral' },
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { text, tone } = labels[status];
  return <Badge tone={tone}>{text}</Badge>;
}
