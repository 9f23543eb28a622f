import * as m from '@nestway/core/i18n/messages';
import { formatMoney, formatNumber } from '@/i18n/format';
import { ltrInText } from '@/i18n/bidi';
import { BALANCE_PAYMENT_TYPE, PROOF_VERIFICATION_HOURS, withPaymentType, type ClientPaymentType } from '@nestway/core/payments';
import { CreditCard, Landmark, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { useCardPayments } from '@/queries/checkout';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * The amount due (the upfront fee, or the rest of the fee), and the ways to pay it: card online, when
 * the deployment takes cards, or bank transfer with a proof upload.
 */
export function FeeOptions({ feePence, type }: { feePence: number; type: ClientPaymentType }) {
  const balance = type === BALANCE_PAYMENT_TYPE;
  // While the answer loads, or if it fails, the card option shows: the checkout says so if cards are off.
  const cardsOff = useCardPayments().data?.mode === 'off';
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-1 bg-brand-900 px-6 py-6 text-white sm:px-8">
        <p className="text-sm font-medium text-brand-100">
          {balance ? m.onboarding_payment_fee_label_rest() : m.onboarding_payment_fee_label()}
        </p>
        <p className="font-display text-4xl font-semibold" data-testid="service-fee">
          <span dir="ltr">{formatMoney(feePence)}</span>
        </p>
        <p className="text-sm text-brand-100">{balance ? m.onboarding_payment_fee_note_rest() : m.onboarding_payment_fee_note()}</p>
      </div>
      <div className={cardsOff ? 'grid gap-px bg-sand-200' : 'grid gap-px bg-sand-200 sm:grid-cols-2'}>
        {!cardsOff && <CardOption type={type} />}
        <div className="flex flex-col gap-3 bg-white p-6 sm:p-7">
          <h2 className="flex items-center gap-2 font-semibold text-brand-900">
            <Landmark className="size-5 text-accent-500" aria-hidden />
            {m.onboarding_payment_bank_heading()}
          </h2>
          <p className="text-sm text-muted">
            {(cardsOff ? m.onboarding_payment_bank_text : m.onboarding_payment_bank_text_no_card_fee)({
              amount: ltrInText(formatMoney(feePence)),
              hours: formatNumber(PROOF_VERIFICATION_HOURS),
            })}
          </p>
          {cardsOff && <p className="text-sm text-muted">{m.onboarding_payment_cards_off()}</p>}
          <Button asChild variant="outline" className="self-start">
            <a href="#bank-details">{m.onboarding_payment_see_bank_details()}</a>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function CardOption({ type }: { type: ClientPaymentType }) {
  return (
    <div className="flex flex-col gap-3 bg-white p-6 sm:p-7">
      <h2 className="flex items-center gap-2 font-semibold text-brand-900">
        <CreditCard className="size-5 text-accent-500" aria-hidden />
        {m.onboarding_payment_card_heading()}
      </h2>
      <p className="text-sm text-muted">{m.onboarding_payment_card_text()}</p>
      <Button asChild variant="accent" className="self-start">
        <Link to={withPaymentType(paths.stripeCheckout, type)}>{m.onboarding_payment_pay_by_card()}</Link>
      </Button>
      <p className="flex items-start gap-2 text-xs text-muted">
        <Smartphone className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        {m.onboarding_payment_apple_pay_note()}
      </p>
    </div>
  );
}
