import * as m from '@nestway/core/i18n/messages';
import { BALANCE_PAYMENT_TYPE, paymentTypeOfSearch, withPaymentType, type ClientPaymentType } from '@nestway/core/payments';
import { ArrowLeft, Lock } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { useSignedInUser } from '@/queries/auth';
import { ClientTaskPage } from '@/components/session/client-task-page';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { usePaymentIntent, useProcessStripeSuccess } from '@/queries/checkout';
import { useRemainingFee } from '@/queries/payments';
import { CheckoutError } from '../components/checkout-error';
import { LeaderPaysNotice } from '../components/leader-pays-notice';
import { PaymentSucceeded } from '../components/payment-succeeded';
import { PaymentSummary } from '../components/payment-summary';
import { TestModeCardForm } from '../components/test-mode-card-form';

// Stripe's React code is only downloaded in Stripe mode.
const StripePaymentForm = lazy(() => import('../components/stripe-payment-form').then((module) => ({ default: module.StripePaymentForm })));

/** /stripe-checkout: 'Secure Payment', card checkout of the service fee plus the card transaction fee. */
export function StripeCheckoutPage() {
  const type = paymentTypeOfSearch(useLocation().search);
  const { feePence } = useSignedInUser();
  return (
    <ClientTaskPage>{type === BALANCE_PAYMENT_TYPE ? <BalanceCheckout /> : <Checkout basePence={feePence} type={type} />}</ClientTaskPage>
  );
}

const Preparing = () => <Spinner label={m.onboarding_checkout_preparing()} />;

/** ?for=balance: the rest of the fee, once the server has said how much it is. */
function BalanceCheckout() {
  const remaining = useRemainingFee();
  if (remaining.isPending) {
    return (
      <Card>
        <CardContent className="flex min-h-48 items-center justify-center pt-6">
          <Preparing />
        </CardContent>
      </Card>
    );
  }
  if (remaining.isError) {
    return (
      <CheckoutError error={remaining.error} fallback={m.onboarding_checkout_intent_failed()} onRetry={() => void remaining.refetch()} />
    );
  }
  return <Checkout basePence={remaining.data.remainingPence} type={BALANCE_PAYMENT_TYPE} />;
}

function Checkout({ basePence, type }: { basePence: number; type: ClientPaymentType }) {
  const intent = usePaymentIntent(basePence, type);
  const processSuccess = useProcessStripeSuccess();
  const [paid, setPaid] = useState(false);
  const leaderPays = hasErrorCode(intent.error, 'leader_only');

  useEffect(() => {
    if (intent.error && !leaderPays) {
      toastError(m.onboarding_checkout_intent_failed_title(), intent.error, m.onboarding_checkout_intent_failed());
    }
  }, [intent.error, leaderPays]);

  const onPaid = async (paymentIntentId: string) => {
    // The payment went through with the provider; the server's webhook records it too, so a failure here is only logged.
    await processSuccess.mutateAsync(paymentIntentId).catch((error: unknown) => console.error('Recording the card payment failed', error));
    toast({ title: m.onboarding_checkout_succeeded_title(), description: m.onboarding_checkout_succeeded_toast() });
    setPaid(true);
  };

  if (paid) return <PaymentSucceeded />;

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <Link
          to={withPaymentType(paths.paymentInstructions, type)}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {m.onboarding_checkout_payment_options()}
        </Link>
        <h1 className="flex items-center gap-3 font-display text-3xl font-semibold text-brand-900 sm:text-4xl">
          <Lock className="size-7 text-brand-600" aria-hidden />
          {m.onboarding_checkout_title()}
        </h1>
        <p className="max-w-2xl text-muted">{m.onboarding_checkout_intro()}</p>
      </header>

      {intent.isPending ? (
        <Card>
          <CardContent className="flex min-h-48 items-center justify-center pt-6">
            <Preparing />
          </CardContent>
        </Card>
      ) : intent.error ? (
        leaderPays ? (
          <LeaderPaysNotice message={errorMessage(intent.error, m.onboarding_checkout_leader_handles())} />
        ) : (
          <CheckoutError error={intent.error} fallback={m.onboarding_checkout_intent_failed()} onRetry={() => void intent.refetch()} />
        )
      ) : (
        <div className="grid items-start gap-6 md:grid-cols-5">
          <div className="md:col-span-2">
            <PaymentSummary {...intent.data} />
          </div>
          <Card className="md:col-span-3">
            <CardHeader>
              <CardTitle className="text-xl">{m.onboarding_checkout_payment_details()}</CardTitle>
            </CardHeader>
            <CardContent>
              {intent.data.mode === 'stripe' && intent.data.publishableKey ? (
                <Suspense fallback={<Preparing />}>
                  <StripePaymentForm intent={intent.data} publishableKey={intent.data.publishableKey} onPaid={onPaid} />
                </Suspense>
              ) : (
                <TestModeCardForm intent={intent.data} onPaid={onPaid} />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
