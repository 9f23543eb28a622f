import { CHECKOUT_REDIRECT_MS } from '@nestway/core/checkout';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** After a card payment: the confirmation, then the dashboard 3 seconds later. */
export function PaymentSucceeded() {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was using is gone: move focus to the outcome, so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.dashboard), CHECKOUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-4 pt-10 sm:pt-12">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 ring-8 ring-brand-50/50">
          <CircleCheck className="size-9 text-brand-600" aria-hidden />
        </span>
        <h2 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold text-brand-900 outline-none">
          Payment Successful!
        </h2>
        <p className="max-w-sm text-muted">
          Your payment has been processed successfully. Our team will verify it and e-mail you; your receipt is on its way.
        </p>
        <p className="text-xs text-muted">Taking you to your dashboard in a few seconds...</p>
        <Button asChild className="mt-2">
          <Link to={paths.dashboard}>Go to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
