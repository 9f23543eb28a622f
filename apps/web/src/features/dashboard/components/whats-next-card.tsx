import * as m from '@nestway/core/i18n/messages';
import type { NextStep, NextStepKind } from '@nestway/core/next-step';
import { BALANCE_PAYMENT_TYPE, withPaymentType } from '@nestway/core/payments';
import { paths } from '@nestway/core/web-routes';
import { ArrowRight, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CalloutCard } from '@/components/ui/callout-card';

/** Where each next step's button leads: a screen, or a section further down the dashboard. */
const actions: Partial<Record<NextStepKind, { label: () => string; to: string }>> = {
  'complete-preferences': { label: m.dashboard_next_complete_preferences, to: paths.preferences },
  'schedule-consultation': { label: m.dashboard_next_go_to_scheduling, to: '#consultation' },
  'pay-initial-fees': { label: m.dashboard_next_pay_initial_fees, to: paths.terms },
  'pay-rest': { label: m.dashboard_next_pay_rest, to: withPaymentType(paths.paymentInstructions, BALANCE_PAYMENT_TYPE) },
};

/** What's Next: the one thing the client should do now (core's nextStep), or nothing when all is done. */
export function WhatsNextCard({ step }: { step: NextStep | null }) {
  if (!step) return null;
  const action = actions[step.kind];
  return (
    <CalloutCard
      layout="banner"
      tone="warning"
      icon={Compass}
      eyebrow={m.dashboard_next_eyebrow()}
      title={step.title}
      actions={
        action && (
          <Button asChild variant="accent">
            {action.to.startsWith('#') ? (
              <a href={action.to}>
                {action.label()}
                <ArrowRight aria-hidden className="rtl:-scale-x-100" />
              </a>
            ) : (
              <Link to={action.to}>
                {action.label()}
                <ArrowRight aria-hidden className="rtl:-scale-x-100" />
              </Link>
            )}
          </Button>
        )
      }
    >
      {step.description}
    </CalloutCard>
  );
}
