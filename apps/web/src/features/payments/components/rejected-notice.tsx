import * as m from '@nestway/core/i18n/messages';
import type { PaymentRecord } from '@nestway/core/payments';
import { CircleAlert } from 'lucide-react';
import { formatMoney } from '@/i18n/format';
import { ltrInText } from '@/i18n/bidi';

/** The last payment was rejected: why, and what to do now. */
export function RejectedNotice({ payment }: { payment: PaymentRecord }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-card border border-red-200 bg-red-50 p-5 text-sm">
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-ink">{m.onboarding_payment_rejected({ amount: ltrInText(formatMoney(payment.amountPence)) })}</p>
        {payment.reviewNotes && <p className="text-ink">{m.onboarding_payment_rejected_reason({ reason: payment.reviewNotes })}</p>}
        <p className="text-muted">{m.onboarding_payment_rejected_next()}</p>
      </div>
    </div>
  );
}
