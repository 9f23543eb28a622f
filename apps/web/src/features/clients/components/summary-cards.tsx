import type { AdminClientSummaryCounts } from '@nestway/core/admin';
import type { AdminClientFilter } from '@nestway/core/admin-badges';
import { CreditCard, FileSearch, HandCoins, PhoneCall, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import type { ClientList } from '../hooks/use-client-list';
import { filterLabels } from './client-filters';

const filterCards: ReadonlyArray<{ filter: AdminClientFilter; count: keyof AdminClientSummaryCounts; icon: LucideIcon }> = [
  { filter: 'all', count: 'totalClients', icon: Users },
  { filter: 'pendingConsultations', count: 'pendingConsultations', icon: PhoneCall },
  { filter: 'paymentsToVerify', count: 'paymentsToVerify', icon: CreditCard },
  { filter: 'documentsToReview', count: 'documentsToReview', icon: FileSearch },
];

const formatCount = (count: number | undefined) => (count === undefined ? '–' : count.toLocaleString('en-GB'));

/**
 * The admin dashboard's five summary cards. The first four filter the Client Management list: a card
 * is a toggle (aria-pressed); pressing the chosen one again, or Total Clients, shows every client.
 * Pending Offers counts offers, not clients, so it filters nothing.
 */
export function SummaryCards({ list }: { list: ClientList }) {
  const summary = list.result.data?.summary;
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {filterCards.map(({ filter, count, icon }) => {
        const chosen = list.filter === filter;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={chosen}
            onClick={() => list.chooseFilter(chosen ? 'all' : filter)}
            className={cx(
              'rounded-card border bg-white text-left shadow-card transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              chosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-sand-200',
            )}
          >
            <CardFace icon={icon} label={filterLabels[filter]} count={formatCount(summary?.[count])} />
          </button>
        );
      })}
      <div className="col-span-2 rounded-card border border-sand-200 bg-white shadow-card sm:col-span-1">
        <CardFace icon={HandCoins} label="Pending Offers" count={formatCount(summary?.pendingOffers)} />
      </div>
    </section>
  );
}

function CardFace({ icon: Icon, label, count }: { icon: LucideIcon; label: string; count: ReactNode }) {
  return (
    <span className="flex h-full flex-col gap-2 p-4 sm:p-5">
      <span className="flex items-start gap-2 text-sm font-semibold text-muted">
        <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
        {label}
      </span>
      <span className="font-display text-3xl font-semibold text-brand-900 tabular-nums">{count}</span>
    </span>
  );
}
