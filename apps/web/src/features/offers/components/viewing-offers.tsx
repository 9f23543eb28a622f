import * as m from '@nestway/core/i18n/messages';
import { formatMoney, formatUkShortDate } from '@/i18n/format';
import type { MyGroup } from '@nestway/core/groups';
import { isOfferActive, isSameProperty, type OfferRecord } from '@nestway/core/offers';
import { canOfferOn, type ViewingRecord } from '@nestway/core/viewings';
import { HandCoins } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMyGroup } from '@/queries/groups';
import { useMyOffers } from '@/queries/offers';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { isolate } from '@/i18n/rich-text';
import { ActiveOffer } from './active-offer';
import { MakeOfferDialog } from './make-offer-dialog';
import { OfferStatusBadge } from './offer-status-badge';

/**
 * The offers area under one viewing: its active (not withdrawn) offer, or Make Offer once the video is
 * shared; then the withdrawn offers as history. All viewings read the one cached list of offers.
 */
export function ViewingOffers({ viewing, userId }: { viewing: ViewingRecord; userId: string }) {
  const offers = useMyOffers(userId);
  // A group that has this property, or another member's offer awaiting an answer on it, takes no other
  // offer on it (decision 006); read alongside, none until it answers.
  const group = useMyGroup().data?.group;
  const thisProperty = { viewingSessionId: viewing.viewingSessionId, propertyAddress: viewing.propertyAddress };
  const groupHasIt = (group?.acceptedProperties ?? []).some((property) => isSameProperty(property, thisProperty));
  const groupOffer = (group?.pendingOffers ?? []).find((offer) => isSameProperty(offer, thisProperty));
  return (
    <QueryContent query={offers} loading={m.dashboard_offers_loading()} failure={m.dashboard_offers_load_failed()}>
      {(all) => (
        <Offers
          viewing={viewing}
          offers={all.filter((offer) => offer.propertyViewingId === viewing.id)}
          groupHasIt={groupHasIt}
          groupOffer={groupOffer}
          onStale={offers.refetch}
        />
      )}
    </QueryContent>
  );
}

interface OffersProps {
  viewing: ViewingRecord;
  offers: OfferRecord[];
  /** Another member of the client's group has an accepted offer on this property. */
  groupHasIt: boolean;
  /** Another member's offer on this property awaiting the landlord's answer. */
  groupOffer: GroupOffer | undefined;
  onStale: () => unknown;
}

type GroupOffer = NonNullable<MyGroup['group']>['pendingOffers'][number];

function Offers({ viewing, offers, groupHasIt, groupOffer, onStale }: OffersProps) {
  const [making, setMaking] = useState(false);
  const active = offers.find((offer) => isOfferActive(offer.status));
  const withdrawn = offers.filter((offer) => !isOfferActive(offer.status));
  const canOffer = canOfferOn(viewing);
  const section = useRef<HTMLElement>(null);
  // An offer made or withdrawn replaces the button its dialog was opened from, taking the focus with it:
  // the section takes it, so that the keyboard and a screen reader carry on from here, not the page's top.
  const activeId = active?.id ?? null;
  const shownId = useRef(activeId);
  useEffect(() => {
    if (shownId.current === activeId) return;
    shownId.current = activeId;
    if (!document.activeElement || document.activeElement === document.body) section.current?.focus();
  }, [activeId]);
  if (!active && !canOffer && withdrawn.length === 0 && viewing.status === 'cancelled') return null;
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-label={m.dashboard_offers_section_label({ address: isolate(viewing.propertyAddress) })}
      className="flex flex-col gap-3 border-t border-sand-200 pt-4 focus:outline-none"
    >
      {active ? (
        <ActiveOffer key={active.id} offer={active} onStale={() => void onStale()} />
      ) : groupHasIt ? (
        <p className="text-muted">{m.dashboard_offers_group_accepted()}</p>
      ) : groupOffer ? (
        <div className="flex flex-col gap-2">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold">
              {m.dashboard_offers_member_offered({ name: isolate(groupOffer.madeBy), amount: formatMoney(groupOffer.offerPence) })}
            </span>
            <OfferStatusBadge status="pending" />
            <span className="text-xs text-muted">{m.dashboard_offers_made({ date: formatUkShortDate(groupOffer.createdAt) })}</span>
          </p>
          <p className="text-muted">{m.dashboard_offers_group_pending()}</p>
        </div>
      ) : canOffer ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted">{m.dashboard_offers_invite()}</p>
          <Button variant="accent" className="shrink-0 self-start sm:self-center" onClick={() => setMaking(true)}>
            <HandCoins aria-hidden />
            {m.dashboard_offers_make()}
          </Button>
          <MakeOfferDialog viewing={viewing} open={making} onOpenChange={setMaking} />
        </div>
      ) : (
        viewing.status !== 'cancelled' && <p className="text-muted">{m.dashboard_offers_no_video()}</p>
      )}
      {withdrawn.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{m.dashboard_offers_earlier()}</h4>
          <ul className="flex flex-col gap-2">
            {withdrawn.map((offer) => (
              <li key={offer.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
                <span className="font-semibold text-ink">{m.dashboard_per_month({ amount: formatMoney(offer.offerPence) })}</span>
                <OfferStatusBadge status={offer.status} />
                <span className="text-xs">
                  {offer.withdrawnAt
                    ? m.dashboard_offers_made_withdrawn({
                        made: formatUkShortDate(offer.createdAt),
                        withdrawn: formatUkShortDate(offer.withdrawnAt),
                      })
                    : m.dashboard_offers_made({ date: formatUkShortDate(offer.createdAt) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
