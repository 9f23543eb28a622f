import * as m from '@nestway/core/i18n/messages';
import type { PaymentIntentResponse } from '@nestway/core/checkout';
import { formatMoney } from '@/i18n/format';
import { ltrInText } from '@/i18n/bidi';
import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

interface StripePaymentFormProps {
  intent: PaymentIntentResponse;
  publishableKey: string;
  onPaid: (paymentIntentId: string) => Promise<void>;
}

// Stripe.js is fetched from js.stripe.com on first use only (the `pure` entry does not load it on import).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  if (!stripeByKey.has(publishableKey)) stripeByKey.set(publishableKey, loadStripe(publishableKey));
  return stripeByKey.get(publishableKey)!;
}

const appearance = {
  theme: 'stripe' as const,
  variables: { colorPrimary: '#0f4c45', colorText: '#1f2933', borderRadius: '12px', fontFamily: 'inherit' },
};

/** Stripe mode: wallet buttons (Express Checkout Element) and the card Payment Element in tabs. */
export function StripePaymentForm({ intent, publishableKey, onPaid }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: intent.clientSecret, appearance }}>
      <StripeFields intent={intent} onPaid={onPaid} />
    </Elements>
  );
}

function StripeFields({ intent, onPaid }: Omit<StripePaymentFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  const confirm = async () => {
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.dashboard}` },
        redirect: 'if_required',
      });
      if (error) {
        toast({
          title: m.onboarding_checkout_failed_title(),
          description: error.message ?? m.onboarding_checkout_failed(),
          variant: 'destructive',
        });
      } else if (paymentIntent.status === 'succeeded') {
        await onPaid(paymentIntent.id);
      } else {
        // A delayed method (e.g. a bank debit) is still processing: Stripe's webhook records it when it completes.
        toast({
          title: m.onboarding_checkout_processing_title(),
          description: m.onboarding_checkout_processing_text(),
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      className="flex flex-col gap-5"
    >
      <section aria-label={m.onboarding_checkout_express()}>
        <ExpressCheckoutElement onConfirm={() => void confirm()} />
      </section>
      <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden>
        <span className="h-px flex-1 bg-sand-200" />
        {m.onboarding_checkout_or_pay_by_card()}
        <span className="h-px flex-1 bg-sand-200" />
      </p>
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={!stripe || !elements || submitting}>
        {submitting
          ? m.onboarding_checkout_processing()
          : m.onboarding_checkout_pay_amount({ amount: ltrInText(formatMoney(intent.totalAmount)) })}
      </Button>
    </form>
  );
}
