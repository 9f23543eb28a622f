import { formatCalendarDate } from '@nestway/core/uk-time';
import { paths } from '@nestway/core/web-routes';
import { ChevronDown, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useRightToRentFollowUps } from '@/queries/right-to-rent';
import { cx } from '@/lib/cx';

/**
 * The dashboard's Right to Rent card: how many clients' time-limited permissions end within 28 days or
 * have ended without a newer check; it opens the list of them, each linking to their page.
 */
export function RightToRentFollowUpsCard() {
  const followUps = useRightToRentFollowUps();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const count = followUps.data?.length;
  return (
    <section aria-label="Right to Rent follow-ups" className="rounded-card border border-sand-200 bg-white shadow-card">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        disabled={!count}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-4 p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 enabled:hover:bg-sand-50 sm:p-5"
      >
        <ShieldAlert className="size-5 shrink-0 text-brand-600" aria-hidden />
        <span className="flex flex-1 flex-col">
          <span className="text-sm font-semibold text-muted">Right to Rent Follow-ups</span>
          <span className="text-xs text-muted">Time-limited permissions ending within 28 days or ended</span>
        </span>
        <span className="font-display text-3xl font-semibold text-brand-900 tabular-nums">
          {followUps.isError ? '!' : (count?.toLocaleString('en-GB') ?? '–')}
        </span>
        {!!count && <ChevronDown className={cx('size-4 text-muted transition-transform', open && 'rotate-180')} aria-hidden />}
      </button>
      {followUps.isError && <p className="px-5 pb-4 text-sm text-danger">The follow-ups could not be loaded.</p>}
      {open && followUps.data && (
        <ul id={listId} className="flex flex-col divide-y divide-sand-200 border-t border-sand-200">
          {followUps.data.map((client) => (
            <li key={client.clientId} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
              <Link to={paths.adminUser.href(client.clientId)} className="font-semibold text-brand-700 underline underline-offset-2">
                {client.fullName}
              </Link>
              <span className="text-muted">Permission ends {formatCalendarDate(client.permissionExpiresOn)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
