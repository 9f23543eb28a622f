import * as m from '@nestway/core/i18n/messages';
import { formatMoney, formatNumber } from '@/i18n/format';
import { ltrInText } from '@/i18n/bidi';
import { withSlots } from '@/i18n/with-slots';
import { nextStepTitles } from '@nestway/core/next-step';
import { BALANCE_PAYMENT_TYPE, balanceState, withPaymentType, type PaymentRecord } from '@nestway/core/payments';
import { paths } from '@nestway/core/web-routes';
import { HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import { useRemainingFee } from '@/queries/payments';
import { ReviewStatusBadge } from '@/components/status/review-status-badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';

/** What is left to pay and how it adds up, as the payer and as a co-tenant read it. */
const summary = {
  own: { full: m.onboarding_payment_remaining, lessUpfront: m.onboarding_payment_remaining_less_upfront },
  group: { full: m.onboarding_payment_remaining_group, lessUpfront: m.onboarding_payment_remaining_group_less_upfront },
};

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
    <SectionCard icon={HandCoins} title={nextStepTitles['pay-rest']()}>
      <p>
        {withSlots(
          (slot) =>
            summary[isCotenant ? 'group' : 'own'][fee.upfrontPaid ? 'lessUpfront' : 'full']({
              remaining: slot(0),
              fullFee: ltrInText(formatMoney(fee.fullFeePence)),
              applicants: m.onboarding_applicants({ count: fee.applicants, countText: formatNumber(fee.applicants) }),
              upfront: ltrInText(formatMoney(fee.upfrontFeePence)),
            }),
          [
            <span key="remaining" className="font-semibold text-brand-900" data-testid="remaining-fee" dir="ltr">
              {formatMoney(fee.remainingPence)}
            </span>,
          ],
        )}
      </p>
      {payment && (
        <p className="flex flex-wrap items-center gap-2">
          <ReviewStatusBadge status={payment.status} />
          <span className="font-semibold" dir="ltr">
            {formatMoney(payment.amountPence)}
          </span>
          {payment.status === 'pending' && (
            <span className="text-muted">{isCotenant ? m.onboarding_payment_checking_group() : m.onboarding_payment_checking()}</span>
          )}
        </p>
      )}
      {isCotenant ? (
        <p className="text-muted">{m.onboarding_payment_leader_only()}</p>
      ) : (
        state === 'to-pay' && (
          <Button asChild className="self-start">
            <Link to={withPaymentType(paths.paymentInstructions, BALANCE_PAYMENT_TYPE)}>{m.onboarding_payment_pay_rest()}</Link>
          </Button>
        )
      )}
    </SectionCard>
  );
}
