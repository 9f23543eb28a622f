import { groupMessages } from '@nestway/core/groups';
import type { PaymentRecord } from '@nestway/core/payments';
import { formatMoney } from '@nestway/core/money';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { paths } from '@nestway/core/web-routes';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { ReviewStatusBadge } from '@/components/status/review-status-badge';
import { isProofChangeable, PaymentProofActions } from './payment-proof-actions';

interface PaymentStatusSectionProps {
  payments: PaymentRecord[];
  feePence: number;
  /** A co-tenant sees the group leader's payment but cannot act on it (decision 006). */
  isCotenant: boolean;
}

/**
 * The dashboard's Payment Status, shown once the consultation has taken place: the latest payment, or
 * the fee due; a pending bank transfer's proof can be replaced or deleted from here.
 */
export function PaymentStatusSection({ payments, feePence, isCotenant }: PaymentStatusSectionProps) {
  const [latest] = payments;
  return (
    <SectionCard icon={Wallet} title="Payment Status">
      {latest ? (
        <div className="flex flex-col gap-2">
          <p className="flex flex-wrap items-center gap-2">
            <ReviewStatusBadge status={latest.status} />
            <span className="font-semibold">{formatMoney(latest.amountPence)}</span>
            <span className="text-muted">paid {formatUkDateTime(latest.createdAt)}</span>
          </p>
          {latest.reviewNotes && <p className="rounded-xl bg-sand-100 p-3">{latest.reviewNotes}</p>}
        </div>
      ) : (
        <p>
          Your upfront fee is <span className="font-semibold">{formatMoney(feePence)}</span>.
        </p>
      )}
      {isCotenant ? (
        <p className="text-muted">{groupMessages.leaderOnly}</p>
      ) : (
        latest && isProofChangeable(latest) && <PaymentProofActions payment={latest} />
      )}
      {!isCotenant && latest?.status !== 'verified' && (
        <Button asChild className="self-start">
          <Link to={latest ? paths.paymentInstructions : paths.terms}>{latest ? 'View Payment' : 'Pay Initial Fees'}</Link>
        </Button>
      )}
    </SectionCard>
  );
}
