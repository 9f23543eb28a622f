import * as m from '@nestway/core/i18n/messages';
import { formatMoney, formatNumber, formatUkDateTime } from '@/i18n/format';
import { isCardPayment, PROOF_VERIFICATION_HOURS, type PaymentRecord } from '@nestway/core/payments';
import { Receipt } from 'lucide-react';
import { ReviewStatusBadge } from '@/components/status/review-status-badge';
import { SectionCard } from '@/components/ui/section-card';
import { isProofChangeable, PaymentProofActions } from './payment-proof-actions';

/** The payment awaiting review: its proof, and (while pending, for a bank transfer) replace or delete. */
export function CurrentPayment({ payment }: { payment: PaymentRecord }) {
  const byCard = payment.method === 'card' || isCardPayment(payment.notes);

  return (
    <SectionCard icon={Receipt} title={m.onboarding_payment_your_payment()}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {payment.proofImagePath && (
          <a
            href={payment.proofImagePath}
            target="_blank"
            rel="noopener noreferrer"
            className="shrink-0 self-start rounded-xl ring-1 ring-sand-200"
          >
            <img src={payment.proofImagePath} alt={m.onboarding_payment_proof_alt()} className="h-32 w-32 rounded-xl object-cover" />
            <span className="sr-only"> {m.onboarding_payment_opens_full_image()}</span>
          </a>
        )}
        <div className="flex flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-display text-2xl font-semibold text-brand-900" dir="ltr">
              {formatMoney(payment.amountPence)}
            </span>
            <ReviewStatusBadge status={payment.status} />
          </div>
          <dl className="grid gap-1 text-sm text-muted">
            <div>
              <dt className="inline">{m.onboarding_payment_method()} </dt>
              <dd className="inline text-ink">{byCard ? m.onboarding_payment_method_card() : m.onboarding_payment_method_bank()}</dd>
            </div>
            <div>
              <dt className="inline">{m.onboarding_payment_submitted()} </dt>
              <dd className="inline text-ink">{formatUkDateTime(payment.createdAt)}</dd>
            </div>
          </dl>
          <p className="text-muted">
            {byCard
              ? m.onboarding_payment_card_received()
              : m.onboarding_payment_checking_proof({ hours: formatNumber(PROOF_VERIFICATION_HOURS) })}
          </p>
        </div>
      </div>
      {isProofChangeable(payment) && <PaymentProofActions payment={payment} />}
    </SectionCard>
  );
}
