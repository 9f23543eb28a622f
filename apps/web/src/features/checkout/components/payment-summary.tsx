import * as m from '@nestway/core/i18n/messages';
import type { PaymentIntentResponse } from '@nestway/core/checkout';
import { formatMoney } from '@/i18n/format';
import { languageTag } from '@/i18n/locale';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type Amounts = Pick<PaymentIntentResponse, 'baseAmount' | 'transactionFee' | 'totalAmount' | 'mode'>;

/** The card fee's rate as core's CARD_FEE_LABEL says it (2.9% + 20p), in the page's language. */
const CARD_FEE_RATE = 0.029;
const CARD_FEE_FIXED_PENCE = 20;
const cardFeePercent = () => new Intl.NumberFormat(languageTag, { style: 'percent', maximumFractionDigits: 1 }).format(CARD_FEE_RATE);

/** What the client pays, as the server computed it. */
export function PaymentSummary({ baseAmount, transactionFee, totalAmount, mode }: Amounts) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{m.onboarding_checkout_summary_title()}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">{m.onboarding_checkout_service_fee()}</dt>
            <dd className="font-medium text-ink" dir="ltr">
              {formatMoney(baseAmount)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">
              {m.onboarding_checkout_card_fee()}
              <span className="block text-xs" dir="ltr">
                {m.onboarding_checkout_card_fee_rate({ percent: cardFeePercent(), fixed: formatMoney(CARD_FEE_FIXED_PENCE) })}
              </span>
            </dt>
            <dd className="font-medium text-ink" dir="ltr">
              {formatMoney(transactionFee)}
            </dd>
          </div>
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-sand-200 pt-4">
            <dt className="font-semibold text-brand-900">{m.onboarding_checkout_total()}</dt>
            <dd className="font-display text-2xl font-semibold text-brand-900" dir="ltr">
              {formatMoney(totalAmount)}
            </dd>
          </div>
        </dl>
        <p className="mt-6 flex items-start gap-2 text-xs text-muted">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          {mode === 'stripe' ? m.onboarding_checkout_stripe_note() : m.onboarding_checkout_test_note()}
        </p>
      </CardContent>
    </Card>
  );
}
