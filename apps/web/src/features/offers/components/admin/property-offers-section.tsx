import { paths } from '@nestway/core/web-routes';
import { formatMoney } from '@nestway/core/money';
import type { AdminOfferRecord } from '@nestway/core/offers';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { Check, HandCoins, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAdminOffers } from '@/queries/offers';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { Pager, usePagedList } from '@/components/ui/pager';
import { SectionCard } from '@/components/ui/section-card';
import { OfferStatusBadge } from '../offer-status-badge';
import { RespondToOfferDialog, type OfferAnswer } from './respond-to-offer-dialog';

/** Offers shown at once; pending ones come first, so the first page holds what needs an answer. */
const OFFERS_PAGE_SIZE = 10;

/** Property Offers on the admin dashboard: every client's offers, pending first, each accepted or rejected with a response. */
export function PropertyOffersSection() {
  const offers = useAdminOffers();
  return (
    <SectionCard icon={HandCoins} title="Property Offers">
      <QueryContent query={offers} loading="Loading offers..." failure="The offers could not be loaded.">
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-xl bg-sand-100 p-4 text-muted">No offers yet.</p>
          ) : (
            <OfferPages offers={pendingFirst(list)} />
          )
        }
      </QueryContent>
    </SectionCard>
  );
}

/** Pending offers before the others, each group in the server's order. */
const pendingFirst = (offers: readonly AdminOfferRecord[]) => [
  ...offers.filter((offer) => offer.status === 'pending'),
  ...offers.filter((offer) => offer.status !== 'pending'),
];

function OfferPages({ offers }: { offers: readonly AdminOfferRecord[] }) {
  const paged = usePagedList(offers, OFFERS_PAGE_SIZE);
  const pending = offers.filter((offer) => offer.status === 'pending').length;
  return (
    <>
      <p className="text-muted" aria-live="polite">
        {pending === 0 ? 'No offers are waiting for an answer.' : `${pending} offer${pending === 1 ? '' : 's'} waiting for an answer.`}
      </p>
      <ul className="flex flex-col gap-3">
        {paged.items.map((offer) => (
          <OfferItem key={offer.id} offer={offer} />
        ))}
      </ul>
      {paged.pageCount > 1 && <Pager label="Offer pages" {...paged} />}
    </>
  );
}

/** "£50.00 above", "£20.00 below" or "at" the market price. */
function againstMarket(offerPence: number, marketPence: number): string {
  if (offerPence === marketPence) return 'At the market price';
  const difference = formatMoney(Math.abs(offerPence - marketPence));
  return offerPence > marketPence ? `${difference} above the market price` : `${difference} below the market price`;
}

function OfferItem({ offer }: { offer: AdminOfferRecord }) {
  const headingId = useId();
  const [answer, setAnswer] = useState<OfferAnswer | null>(null);
  const open = offer.status === 'pending';
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-sand-200 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p id={headingId} className="font-semibold break-words text-ink">
            {offer.propertyViewing.propertyAddress}
          </p>
          <p className="text-sm">
            <Link to={paths.adminUser.href(offer.user.id)} className="font-semibold text-brand-700 underline">
              {offer.user.fullName}
            </Link>
            <span className="break-all text-muted"> · {offer.user.email}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <OfferStatusBadge status={offer.status} />
          <span className="text-xs text-muted">{formatUkDateTime(offer.createdAt)}</span>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Offer</dt>
        <dd className="font-semibold text-ink">{formatMoney(offer.offerPence)} per month</dd>
        <dt className="text-muted">Market price</dt>
        <dd className="text-ink">
          {offer.marketPence === null ? (
            'Not given'
          ) : (
            <>
              {formatMoney(offer.marketPence)} per month
              <span className="block text-xs text-muted">{againstMarket(offer.offerPence, offer.marketPence)}</span>
            </>
          )}
        </dd>
        {offer.offerNotes && (
          <>
            <dt className="text-muted">Client’s notes</dt>
            <dd className="break-words whitespace-pre-line text-ink">{offer.offerNotes}</dd>
          </>
        )}
        {offer.adminResponse && (
          <>
            <dt className="text-muted">Your response</dt>
            <dd className="break-words whitespace-pre-line text-ink">{offer.adminResponse}</dd>
          </>
        )}
      </dl>
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setAnswer('accepted')}>
            <Check aria-hidden />
            Accept <span className="sr-only">the offer of {offer.user.fullName}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAnswer('rejected')}>
            <X aria-hidden />
            Reject <span className="sr-only">the offer of {offer.user.fullName}</span>
          </Button>
        </div>
      )}
      <RespondToOfferDialog offer={offer} answer={answer} onClose={() => setAnswer(null)} />
    </li>
  );
}
