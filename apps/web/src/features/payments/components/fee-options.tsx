import { checkoutMessages } from '@nestway/core/checkout';
import { formatMoney } from '@/i18n/format';
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
        <p className="text-sm font-medium text-brand-100">{balance ? 'The rest of your service fee' : 'Your service fee'}</p>
        <p className="font-display text-4xl font-semibold" data-testid="service-fee">
          {formatMoney(feePence)}
        </p>
        <p className="text-sm text-brand-100">
          {balance ? 'Your offer was accepted: this completes your service fee.' : 'The upfront fee agreed for your property search.'}
        </p>
      </div>
      <div className={cardsOff ? 'grid gap-px bg-sand-200' : 'grid gap-px bg-sand-200 sm:grid-cols-2'}>
        {!cardsOff && <CardOption type={type} />}
        <div className="flex flex-col gap-3 bg-white p-6 sm:p-7">
          <h2 className="flex items-center gap-2 font-semibold text-brand-900">
            <Landmark className="size-5 text-accent-500" aria-hidden />
            Pay by bank transfer
          </h2>
          <p className="text-sm text-muted">
            {!cardsOff && 'No card fee. '}Transfer {formatMoney(feePence)} to our account below, then upload a screenshot or photo of the
            confirmation. We verify it within {PROOF_VERIFICATION_HOURS} hours.
          </p>
          {cardsOff && <p className="text-sm text-muted">{checkoutMessages.cardPaymentsOff}</p>}
          <Button asChild variant="outline" className="self-start">
            <a href="#bank-details">See bank details</a>
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
        Pay by card
      </h2>
      <p className="text-sm text-muted">
        Pay online by debit or credit card, Apple Pay or Google Pay. A card transaction fee is added at checkout.
      </p>
      <Button asChild variant="accent" className="self-start">
        <Link to={withPaymentType(paths.stripeCheckout, type)}>Pay by Card</Link>
      </Button>
      <p className="flex items-start gap-2 text-xs text-muted">
        <Smartphone className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        Using Apple Pay? If the Apple Pay button does not appear at checkout, open this page in Safari on your iPhone, iPad or Mac.
      </p>
    </div>
  );
}
