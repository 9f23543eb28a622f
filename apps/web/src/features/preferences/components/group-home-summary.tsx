import type { MyGroup } from '@nestway/core/groups';
import { formatMoney, formatUkDate } from '@/i18n/format';
import { Home } from 'lucide-react';
import { Card } from '@/components/ui/card';

export type GroupHome = NonNullable<NonNullable<MyGroup['group']>['home']>;

/**
 * A co-tenant's view of the group's home and application setup (decision 006): the leader's answers,
 * read-only; the co-tenant answers only the sections about themselves.
 */
export function GroupHomeSummary({ leaderName, home }: { leaderName: string; home: GroupHome }) {
  const facts: [string, string][] = [
    ['Tenants', `${home.numberOfTenants} tenants, including you`],
    ['Bedrooms', String(home.bedrooms)],
    ['Bathrooms', String(home.bathrooms)],
    ['Maximum Budget', `${formatMoney(home.maxBudget * 100)} per month`],
    ['Move-in Date', formatUkDate(home.moveInDate)],
    ['Contract Duration', `${home.contractDuration} months`],
    ['Rent Payment Plans', home.paymentPlans.join(', ')],
    ['Special Requirements', home.specialRequirements || 'None'],
  ];
  return (
    <Card role="region" aria-labelledby="group-home-heading" className="overflow-hidden">
      <div className="flex items-start gap-4 border-b border-sand-200 bg-brand-50/60 px-5 py-5 sm:px-8">
        <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Home className="size-5" />
        </span>
        <div className="flex flex-col gap-1 pt-0.5">
          <h2 id="group-home-heading" className="font-display text-xl font-semibold text-brand-900 sm:text-2xl">
            Your Group&apos;s Home
          </h2>
          <p className="text-sm text-muted">
            Set by {leaderName}, your group leader, for the whole group. Ask them if something here should change.
          </p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-4 px-5 py-6 sm:grid-cols-2 sm:px-8 sm:py-8">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className="font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
