import * as m from '@nestway/core/i18n/messages';
import { isUpfrontPayment, type PaymentRecord } from '@nestway/core/payments';
import { formatMoney, formatUkDateTime } from '@/i18n/format';
import { withSlots } from '@/i18n/with-slots';
import { paths } from '@nestway/core/web-routes';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useRemainingFee } from '@/queries/payments';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { ReviewStatusBadge } from '@/components/status/review-status-badge';
import { isProofChangeable, PaymentProofActions } from './payment-proof-actions';

interface PaymentStatusSectionProps {
  /** Newest first. */
  payments: PaymentRecord[];
  /** The signed-in client's own fee: the one they pay, unless they are a co-tenant. */
  feePence: number;
  /** A co-tenant sees the group leader's payment but cannot act on it (decision 006). */
  isCotenant: boolean;
}

/**
 * The dashboard's Payment Status, shown once the consultation has taken place: every payment, newest
 * first (the upfront fee and the rest of the fee, so that it agrees with What's Next), or the fee due;
 * a pending bank transfer's proof can be replaced or deleted from here. The way to pay or see the
 * upfront fee shows until a payment of it is verified; the rest of the fee has its own card.
 */
export function PaymentStatusSection({ payments, feePence, isCotenant }: PaymentStatusSectionProps) {
  const upfront = payments.filter(isUpfrontPayment);
  const upfrontVerified = upfront.some((p) => p.status === 'verified');
  // A co-tenant's own account keeps the default fee; the group's is the leader's, which the remaining-fee answer reads for the payer.
  const groupFee = useRemainingFee({ enabled: isCotenant });
  const upfrontFeePence = isCotenant ? groupFee.data?.upfrontFeePence : feePence;
  return (
    <SectionCard icon={Wallet} title={m.onboarding_payment_status_title()}>
      {payments.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-col gap-2">
              <p className="flex flex-wrap items-center gap-2">
                <ReviewStatusBadge status={payment.status} />
                <span className="font-semibold" dir="ltr">
                  {formatMoney(payment.amountPence)}
                </span>
                <span className="text-muted">
                  {(isUpfrontPayment(payment) ? m.onboarding_payment_paid_on : m.onboarding_payment_rest_paid_on)({
                    date: formatUkDateTime(payment.createdAt),
                  })}
                </span>
              </p>
              {payment.reviewNotes && <p className="rounded-xl bg-sand-100 p-3">{payment.reviewNotes}</p>}
              {!isCotenant && isProofChangeable(payment) && <PaymentProofActions payment={payment} />}
            </li>
          ))}
        </ul>
      ) : (
        upfrontFeePence !== undefined && (
          <p>
            {withSlots(
              (slot) => (isCotenant ? m.onboarding_payment_upfront_fee_group : m.onboarding_payment_upfront_fee)({ amount: slot(0) }),
              [
                <span key="fee" className="font-semibold" dir="ltr">
                  {formatMoney(upfrontFeePence)}
                </span>,
              ],
            )}
          </p>
        )
      )}
      {isCotenant && <p className="text-muted">{m.onboarding_payment_leader_only()}</p>}
      {!isCotenant && !upfrontVerified && (
        <Button asChild className="self-start">
          <Link to={upfront.length > 0 ? paths.paymentInstructions : paths.terms}>
            {upfront.length > 0 ? m.onboarding_payment_view() : m.onboarding_payment_pay_initial_fees()}
          </Link>
        </Button>
      )}
    </SectionCard>
  );
}
