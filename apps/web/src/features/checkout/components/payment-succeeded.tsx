import * as m from '@nestway/core/i18n/messages';
import { CHECKOUT_REDIRECT_MS } from '@nestway/core/checkout';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { CalloutCard } from '@/components/ui/callout-card';

/** After a card payment: the confirmation, then the dashboard 3 seconds later. */
export function PaymentSucceeded() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.dashboard), CHECKOUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    // The form the person was using is gone: focus moves to the outcome, so screen readers announce it.
    <CalloutCard
      width="narrow"
      tone="success"
      icon={CircleCheck}
      headingLevel={1}
      title={m.onboarding_checkout_succeeded_title()}
      focusTitle
      details={<p className="text-xs text-muted">{m.onboarding_checkout_redirecting()}</p>}
      actions={
        <Button asChild>
          <Link to={paths.dashboard}>{m.onboarding_go_to_dashboard()}</Link>
        </Button>
      }
    >
      {m.onboarding_checkout_succeeded_text()}
    </CalloutCard>
  );
}
