import * as m from '@nestway/core/i18n/messages';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { CalloutCard } from '@/components/ui/callout-card';
import { errorMessage, hasErrorCode } from '@/lib/api-client';

/** The payment could not be prepared: the reason, and where to go from here. */
export function CheckoutError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const message = errorMessage(error, fallback);
  // The next step depends on why: sign the terms, have the consultation that agrees the fee, see the
  // payment already made, or simply try again.
  const next = hasErrorCode(error, 'terms_not_signed')
    ? { to: paths.terms, label: m.onboarding_terms_sign() }
    : hasErrorCode(error, 'fee_not_agreed')
      ? { to: `${paths.dashboard}#consultation`, label: m.onboarding_checkout_go_to_consultation() }
      : hasErrorCode(error, 'payment_exists')
        ? { to: paths.dashboard, label: m.onboarding_go_to_dashboard() }
        : null;
  return (
    <CalloutCard
      width="narrow"
      tone="warning"
      icon={CircleAlert}
      title={m.onboarding_checkout_error_title()}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={paths.paymentInstructions}>{m.onboarding_checkout_back_to_options()}</Link>
          </Button>
          {next ? (
            <Button asChild>
              <Link to={next.to}>{next.label}</Link>
            </Button>
          ) : (
            <Button onClick={onRetry}>{m.onboarding_checkout_try_again()}</Button>
          )}
        </>
      }
    >
      {message}
    </CalloutCard>
  );
}
