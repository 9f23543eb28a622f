import * as m from '@nestway/core/i18n/messages';
import { formatMoney, formatNumber, formatUkDateTime, formatUkShortDate, viewerLocalTime, viewerTimeZone } from '@/i18n/format';
import type { propertyTypeOptions, ViewingRecord } from '@nestway/core/viewings';
import { CalendarDays, Eye, House } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMyViewings, useRefreshMyViewings } from '@/queries/viewings';
import { QueryContent } from '@/components/query/query-content';
import { SectionCard } from '@/components/ui/section-card';
import { ViewingFeedback } from './viewing-feedback';
import { ViewingStatusBadge } from './viewing-status-badge';
import { ViewingVideo } from './viewing-video';

const SECTION_ID = 'viewings';

/** The admin's list of property types in the build's language; a type typed otherwise shows as written. */
const propertyTypeLabel: Record<string, () => string> = {
  Flat: m.dashboard_property_type_flat,
  House: m.dashboard_property_type_house,
  Studio: m.dashboard_property_type_studio,
  'Room in a shared house': m.dashboard_property_type_shared_room,
  'Student accommodation': m.dashboard_property_type_student,
} satisfies Record<(typeof propertyTypeOptions)[number], () => string>;
const typeLabel = (type: string) => (Object.hasOwn(propertyTypeLabel, type) ? propertyTypeLabel[type]!() : type);

interface ViewingsSectionProps {
  userId: string;
  /**
   * What goes under each viewing from another domain: the page passes the offers (features do not
   * import each other).
   */
  offerArea?: (viewing: ViewingRecord) => ReactNode;
  /** The viewer's time zone, for their own time beside the UK time; the browser's by default. */
  timeZone?: string;
}

/**
 * Property Viewings on the dashboard: shown only when the client has any (or when the list could not
 * be read, so that the failure is not silent). E-mails link here as /dashboard#viewings.
 */
export function ViewingsSection({ userId, offerArea, timeZone = viewerTimeZone() }: ViewingsSectionProps) {
  const viewings = useMyViewings(userId);
  useRefreshWhenLinked(userId);
  const section = useScrollIntoViewWhenLinked(viewings.isSuccess && viewings.data.length > 0);
  if (viewings.isPending || (viewings.isSuccess && viewings.data.length === 0)) return null;
  return (
    <div id={SECTION_ID} ref={section} className="scroll-mt-24">
      <SectionCard icon={House} title={m.dashboard_viewings_title()}>
        <p className="text-muted">{m.dashboard_viewings_intro()}</p>
        <QueryContent query={viewings} loading={m.dashboard_viewings_loading()} failure={m.dashboard_viewings_load_failed()}>
          {(list) => (
            <ul className="flex flex-col gap-4">
              {list.map((viewing) => (
                <ViewingCard key={viewing.id} userId={userId} viewing={viewing} timeZone={timeZone} offerArea={offerArea} />
              ))}
            </ul>
          )}
        </QueryContent>
      </SectionCard>
    </div>
  );
}

/** Each navigation to #viewings (a new location, also one that only changes the hash) reads the list again. */
function useRefreshWhenLinked(userId: string) {
  const { hash, key } = useLocation();
  const refresh = useRefreshMyViewings(userId);
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (hash !== `#${SECTION_ID}` || refreshed.current === key) return;
    refreshed.current = key;
    void refresh();
  }, [hash, key, refresh]);
}

/**
 * The browser scrolls to #viewings only if the section is there when the page loads, and here it
 * appears once the list has been read: scroll to it then, once.
 */
function useScrollIntoViewWhenLinked(shown: boolean) {
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    if (!shown || scrolled.current || hash !== `#${SECTION_ID}`) return;
    scrolled.current = true;
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
  return section;
}

interface ViewingCardProps {
  userId: string;
  viewing: ViewingRecord;
  timeZone: string;
  offerArea: ViewingsSectionProps['offerArea'];
}

function ViewingCard({ userId, viewing, timeZone, offerArea }: ViewingCardProps) {
  const localTime = viewerLocalTime(viewing.viewingDateTime, timeZone);
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-xl border border-sand-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-display text-lg font-semibold break-words text-brand-900">
          <bdi>{viewing.propertyAddress}</bdi>
        </h3>
        <ViewingStatusBadge status={viewing.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Fact label={m.dashboard_viewings_type()}>{typeLabel(viewing.propertyType)}</Fact>
        <Fact label={m.dashboard_viewings_bedrooms()}>{formatNumber(viewing.bedrooms)}</Fact>
        <Fact label={m.dashboard_viewings_bathrooms()}>{formatNumber(viewing.bathrooms)}</Fact>
        <Fact label={m.dashboard_viewings_rent()}>
          {viewing.rentPence === null ? m.dashboard_not_listed() : m.dashboard_per_month({ amount: formatMoney(viewing.rentPence) })}
        </Fact>
      </dl>
      <p className="flex items-start gap-2">
        <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          <span className="font-semibold">{m.dashboard_viewings_when()}</span>
          <time dateTime={viewing.viewingDateTime}>{formatUkDateTime(viewing.viewingDateTime)}</time>
          {localTime && <span className="text-muted">{m.dashboard_viewings_your_time({ time: localTime })}</span>}
        </span>
      </p>
      {viewing.adminNotes && (
        <p className="rounded-lg bg-sand-100 p-3 break-words whitespace-pre-line">
          <span className="font-semibold">{m.dashboard_note_from_team()}</span> <bdi>{viewing.adminNotes}</bdi>
        </p>
      )}
      {viewing.youtubeVideoId !== null && (
        <div className="flex flex-col gap-3">
          <ViewingVideo userId={userId} viewing={viewing} videoId={viewing.youtubeVideoId} />
          {viewing.videoNotes && (
            <p dir="auto" className="break-words whitespace-pre-line text-muted">
              {viewing.videoNotes}
            </p>
          )}
          {viewing.videoWatchedAt && (
            <p className="flex items-center gap-1.5 text-xs text-muted">
              <Eye className="size-3.5" aria-hidden />
              {m.dashboard_viewings_watched_on({ date: formatUkShortDate(viewing.videoWatchedAt) })}
            </p>
          )}
          <ViewingFeedback userId={userId} viewing={viewing} />
        </div>
      )}
      {offerArea?.(viewing)}
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}
