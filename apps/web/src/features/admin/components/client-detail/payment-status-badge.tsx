import type { PaymentStatus } from '@nestway/core/payments';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  if (status === 'verified') {
    return (
      <Badge tone="positive">
        <CircleCheck aria-hidden />
        Verified
      </Badge>
    );
  }
  if (status === 'rejected') {
    return (
      <Badge className="bg-red-50 text-danger ring-1 ring-red-200 ring-inset">
        <CircleX aria-hidden />
        Rejected
      </Badge>
    );
  }
  return (
    <Badge tone="attention">
      <Clock aria-hidden />
      Pending
    </Badge>
  );
}
