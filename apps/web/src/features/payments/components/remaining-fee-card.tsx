import { groupMessages } from '@nestway/core/groups';
import { formatMoney } from '@/i18n/format';
import { BALANCE_PAYMENT_TYPE, balanceState, withPaymentType, type PaymentRecord } from '@nestway/core/payments';
import { paths } from '@nestway/core/web-routes';
import { HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import { useRemainingFee } from '@/queries/payments';
import { ReviewStatusBadge } from '@/components/status/review-status-badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';

interface RemainingFeeCardProps {
  payments: PaymentRecord[];
  isCotenant: boolean;
}

/**
 * Once an offer is accepted, the rest of the service fee (decision 020): what is due and the way to
 * pay it, then the payment's review. Shows nothing until it is due, when nothing is left to pay, or
 * once it is paid (`balanceState`, the rule every payment prompt reads).
 */
export function RemainingFeeCard({ payments, isCotenant }: RemainingFeeCardProps) {
  const remaining = useRemainingFee();
  if (!remaining.isSuccess) return null;
  const state = balanceState(remaining.data, payments);
  if (state !== 'to-pay' && state !== 'in-review') return null;
  const fee = remaining.data;
  const payment = payments.find((p) => p.type === BALANCE_PAYMENT_TYPE);
  return (
    <SectionCard icon={HandCoins} title="Pay the Rest of Your Service Fee">
      <p>
        {isCotenant ? "Your group's offer was accepted. The rest of your group's" : 'Your offer was accepted. The rest of your'} service fee
        is{' '}
        <span className="font-semibold text-brand-900" data-testid="remaining-fee">
          {formatMoney(fee.remainingPence)}
        </span>
        : the full fee of {formatMoney(fee.fullFeePence)} for {fee.applicants === 1 ? 'one applicant' : `${fee.applicants} applicants`}
        {fee.upfrontPaid ? `, less the ${formatMoney(fee.upfrontFeePence)} ${isCotenant ? 'your group leader' : 'you'} paid upfront` : ''}.
      </p>
      {payment && (
        <p className="flex flex-wrap items-center gap-2">
          <ReviewStatusBadge status={payment.status} />
          <span className="font-semibold">{formatMoney(payment.amountPence)}</span>
          {payment.status === 'pending' && (
            <span className="text-muted">
              {isCotenant ? "We are checking your group leader's payment." : 'We are checking your payment.'}
            </span>
          )}
        </p>
      )}
      {isCotenant ? (
        <p className="text-muted">{groupMessages.leaderOnly}</p>
      ) : (
        state === 'to-pay' && (
          <Button asChild className="self-start">
            <Link to={withPaymentType(paths.paymentInstructions, BALANCE_PAYMENT_TYPE)}>Pay the Rest</Link>
          </Button>
        )
      )}
    </SectionCard>
  );
}
