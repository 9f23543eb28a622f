import * as m from '@nestway/core/i18n/messages';
import { useCardPayments } from '@/queries/checkout';

/** The heading of the payment screen: of the upfront fee, or of the rest of the fee, by the ways this deployment takes. */
export function PageHeader({ balance = false }: { balance?: boolean }) {
  const cardsOff = useCardPayments().data?.mode === 'off';
  return (
    <header className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        <span aria-hidden className="h-1 w-6 rounded-full bg-accent-400" />
        {balance ? m.onboarding_payment_eyebrow_rest() : m.onboarding_payment_eyebrow()}
      </p>
      <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">{m.onboarding_payment_title()}</h1>
      <p className="max-w-2xl text-muted">
        {balance
          ? cardsOff
            ? m.onboarding_payment_intro_rest_bank_only()
            : m.onboarding_payment_intro_rest()
          : cardsOff
            ? m.onboarding_payment_intro_bank_only()
            : m.onboarding_payment_intro()}
      </p>
    </header>
  );
}
