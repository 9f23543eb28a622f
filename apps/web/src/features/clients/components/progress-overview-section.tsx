import { progressOverview, type ProgressDot } from '@nestway/core/admin-badges';
import { withStepOverride } from '@nestway/core/application-progress';
import type { AdminClientDetail } from '@nestway/core/admin';
import { Activity } from 'lucide-react';
import { DetailSection } from '@/components/ui/detail-section';
import { cx } from '@/lib/cx';
import { clientRecords } from './client-records';

const dotStyles = {
  done: 'bg-brand-600 border-brand-600',
  active: 'bg-accent-400 border-accent-400',
  todo: 'bg-white border-sand-200',
} as const satisfies Record<ProgressDot['state'], string>;

const stateNames = { done: 'done', active: 'in progress', todo: 'not done' } as const satisfies Record<ProgressDot['state'], string>;

/** The four dots of the client's progress (spec part 2 §4), with the status override in force. */
export function ProgressOverviewSection({ client, leader }: { client: AdminClientDetail; leader?: AdminClientDetail | undefined }) {
  const dots = progressOverview(withStepOverride(clientRecords(client, leader), client.stepOverride));
  return (
    <DetailSection title="Progress Overview" icon={<Activity aria-hidden />}>
      <ol className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {dots.map((dot) => (
          <li key={dot.key} className="flex items-center gap-3">
            <span aria-hidden className={cx('size-4 shrink-0 rounded-full border-2', dotStyles[dot.state])} />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{dot.label}</span>
              <span className="text-sm text-muted">
                {dot.detail}
                <span className="sr-only"> ({stateNames[dot.state]})</span>
              </span>
            </span>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
