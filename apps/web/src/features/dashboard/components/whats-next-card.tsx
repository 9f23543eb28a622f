import type { NextStep, NextStepKind } from '@nestway/core/next-step';
import { paths } from '@nestway/core/web-routes';
import { ArrowRight, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Where each next step's button leads: a screen, or a section further down the dashboard. */
const actions: Partial<Record<NextStepKind, { label: string; to: string }>> = {
  'complete-preferences': { label: 'Complete Preferences', to: paths.preferences },
  'schedule-consultation': { label: 'Go to Scheduling', to: '#consultation' },
  'pay-initial-fees': { label: 'Pay Initial Fees', to: paths.terms },
};

/** What's Next: the one thing the client should do now (core's nextStep), or nothing when all is done. */
export function WhatsNextCard({ step }: { step: NextStep | null }) {
  if (!step) return null;
  const action = actions[step.kind];
  return (
    <Card className="border-accent-200 bg-accent-50/60">
      <CardContent className="flex flex-col gap-4 p-5 pt-5 sm:flex-row sm:items-center sm:justify-between sm:p-7 sm:pt-7">
        <div className="flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
            <Compass className="size-6" aria-hidden />
          </span>
          <div className="flex flex-col gap-1">
            <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">What&apos;s Next</p>
            <h2 className="font-display text-xl font-semibold text-brand-900">{step.title}</h2>
            <p className="text-sm text-ink">{step.description}</p>
          </div>
        </div>
        {action && (
          <Button asChild variant="accent" className="shrink-0">
            {action.to.startsWith('#') ? (
              <a href={action.to}>
                {action.label}
                <ArrowRight aria-hidden />
              </a>
            ) : (
              <Link to={action.to}>
                {action.label}
                <ArrowRight aria-hidden />
              </Link>
            )}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
