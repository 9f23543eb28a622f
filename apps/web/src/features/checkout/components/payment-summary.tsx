import type { PaymentIntentResponse } from '@nestway/core/checkout';
import { CARD_FEE_LABEL } from '@nestway/core/money';
import { formatMoney } from '@/i18n/format';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type Amounts = Pick<PaymentIntentResponse, 'baseAmount' | 'transactionFee' | 'totalAmount' | 'mode'>;

/** What the client pays, as the server computed it. */
export function PaymentSummary({ baseAmount, transactionFee, totalAmount, mode }: Amounts) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Payment Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">Service fee</dt>
            <dd className="font-medium text-ink">{formatMoney(baseAmount)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">
              Card transaction fee
              <span className="block text-xs">{CARD_FEE_LABEL}</span>
            </dt>
            <dd className="font-medium text-ink">{formatMoney(transactionFee)}</dd>
          </div>
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-sand-200 pt-4">
            <dt className="font-semibold text-brand-900">Total</dt>
            <dd className="font-display text-2xl font-semibold text-brand-900">{formatMoney(totalAmount)}</dd>
          </div>
        </dl>
        <p className="mt-6 flex items-start gap-2 text-xs text-muted">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          {mode === 'stripe'
            ? 'Your card details go straight to Stripe, our payment provider; they never reach our servers.'
            : 'Test mode: this checkout runs without a payment provider and no card is charged.'}
        </p>
      </CardContent>
    </Card>
  );
}
