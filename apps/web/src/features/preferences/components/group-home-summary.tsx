import type { MyGroup } from '@nestway/core/groups';
import * as m from '@nestway/core/i18n/messages';
import { formatMoney, formatNumber, formatUkDate } from '@/i18n/format';
import { languageTag } from '@/i18n/locale';
import { Home } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { labelOf, paymentPlanLabels } from './option-labels';

export type GroupHome = NonNullable<NonNullable<MyGroup['group']>['home']>;

/**
 * A co-tenant's view of the group's home and application setup (decision 006): the leader's answers,
 * read-only; the co-tenant answers only the sections about themselves.
 */
/** Items in a row, as the build's language lists them ('Monthly, Quarterly'). */
const list = (items: string[]) => new Intl.ListFormat(languageTag, { type: 'unit' }).format(items);

export function GroupHomeSummary({ leaderName, home }: { leaderName: string; home: GroupHome }) {
  const facts: [string, string][] = [
    [
      m.prefs_group_home_tenants(),
      m.prefs_group_home_tenants_value({ count: home.numberOfTenants, countText: formatNumber(home.numberOfTenants) }),
    ],
    [m.prefs_field_bedrooms(), formatNumber(home.bedrooms)],
    [m.prefs_field_bathrooms(), formatNumber(home.bathrooms)],
    [m.prefs_group_home_max_budget(), m.prefs_group_home_budget_value({ amount: formatMoney(home.maxBudget * 100) })],
    [m.prefs_field_move_in(), formatUkDate(home.moveInDate)],
    [m.prefs_field_contract_duration(), m.prefs_months({ count: home.contractDuration, countText: formatNumber(home.contractDuration) })],
    [m.prefs_group_home_payment_plans(), list(home.paymentPlans.map((plan) => labelOf(paymentPlanLabels, plan)))],
    [m.prefs_group_home_special_requirements(), home.specialRequirements || m.prefs_none()],
  ];
  return (
    <Card role="region" aria-labelledby="group-home-heading" className="overflow-hidden">
      <div className="flex items-start gap-4 border-b border-sand-200 bg-brand-50/60 px-5 py-5 sm:px-8">
        <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Home className="size-5" />
        </span>
        <div className="flex flex-col gap-1 pt-0.5">
          <h2 id="group-home-heading" className="font-display text-xl font-semibold text-brand-900 sm:text-2xl">
            {m.prefs_group_home_title()}
          </h2>
          <p className="text-sm text-muted">{m.prefs_group_home_set_by({ leaderName })}</p>
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
