import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage, hasErrorCode } from '@/lib/api-client';

/** The payment could not be prepared: the reason, and where to go from here. */
export function CheckoutError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const message = errorMessage(error, fallback);
  // The next step depends on why: sign the terms, see the payment already made, or simply try again.
  const next = hasErrorCode(error, 'terms_not_signed')
    ? { to: paths.terms, label: 'Sign Terms & Conditions' }
    : hasErrorCode(error, 'payment_exists')
      ? { to: paths.dashboard, label: 'Go to Dashboard' }
      : null;
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-4 pt-10 sm:pt-12">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-50">
          <CircleAlert className="size-7 text-accent-700" aria-hidden />
        </span>
        <h2 className="font-display text-2xl font-semibold text-brand-900">We couldn&apos;t prepare your payment</h2>
        <p className="max-w-sm text-muted">{message}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {next ? (
            <Button asChild>
              <Link to={next.to}>{next.label}</Link>
            </Button>
          ) : (
            <Button onClick={onRetry}>Try Again</Button>
          )}
          <Button asChild variant="outline">
            <Link to={paths.paymentInstructions}>Back to Payment Options</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
