import { useCardPayments } from '@/queries/checkout';

/** The heading of the payment screen: of the upfront fee, or of the rest of the fee, by the ways this deployment takes. */
export function PageHeader({ balance = false }: { balance?: boolean }) {
  const cardsOff = useCardPayments().data?.mode === 'off';
  const ways = cardsOff ? 'by bank transfer with a proof of payment' : 'by card, or by bank transfer with a proof of payment';
  return (
    <header className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        <span aria-hidden className="h-1 w-6 rounded-full bg-accent-400" />
        {balance ? 'Pay the Rest of Your Fee' : 'Pay Initial Fees'}
      </p>
      <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Payment Instructions</h1>
      <p className="max-w-2xl text-muted">
        {balance
          ? `Your offer was accepted. Pay the rest of your service fee ${ways}, to reserve the property.`
          : `Pay your service fee ${ways}. ${cardsOff ? 'It starts' : 'Both start'} your property search.`}
      </p>
    </header>
  );
}
