import * as m from '@nestway/core/i18n/messages';
import type { ProgressStep } from '@nestway/core/progress-steps';
import { CheckCircle2, Circle, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { formatNumber } from '@/i18n/format';
import { cx } from '@/lib/cx';

const icons = { completed: CheckCircle2, pending: Circle, locked: Lock } as const;
const statusText = {
  completed: m.dashboard_progress_completed,
  pending: m.dashboard_progress_pending,
  locked: m.dashboard_progress_locked,
} satisfies Record<ProgressStep['status'], () => string>;

/** The five onboarding steps (core's progressSteps): done, to do, or not yet open. */
export function ProgressTracker({ steps }: { steps: ProgressStep[] }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5 pt-5 sm:p-7 sm:pt-7">
        <h2 className="font-display text-xl font-semibold text-brand-900">{m.dashboard_progress_title()}</h2>
        <ol className="grid gap-3 sm:grid-cols-5">
          {steps.map((step, index) => {
            const Icon = icons[step.status];
            const body = (
              <>
                <span className="flex items-center gap-2">
                  <Icon
                    className={cx(
                      'size-5 shrink-0',
                      step.status === 'completed' ? 'text-brand-600' : step.status === 'pending' ? 'text-accent-600' : 'text-sand-400',
                    )}
                    aria-hidden
                  />
                  <span className="text-xs font-semibold text-muted">{m.dashboard_progress_step({ number: formatNumber(index + 1) })}</span>
                </span>
                <span className="font-semibold text-brand-900">{step.title}</span>
                <span className="sr-only">{statusText[step.status]()}</span>
                {step.labelText && <Badge tone={step.label === 'Next Action' ? 'attention' : 'neutral'}>{step.labelText}</Badge>}
              </>
            );
            const className = cx(
              'flex h-full flex-col items-start gap-2 rounded-xl border p-3 text-sm',
              step.status === 'completed' && 'border-brand-100 bg-brand-50/60',
              step.status === 'pending' && 'border-accent-200 bg-white',
              step.status === 'locked' && 'border-sand-200 bg-sand-50 text-muted',
            );
            return (
              <li key={step.key}>
                {step.canOpen ? (
                  <Link to={step.href} className={cx(className, 'transition-colors hover:border-brand-300')}>
                    {body}
                  </Link>
                ) : (
                  <div className={className} aria-disabled={step.status === 'locked' || undefined}>
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
