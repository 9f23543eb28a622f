import { coreHours } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { ukZoneAbbreviation } from '@nestway/core/uk-time';
import { formatClockHour } from '@/i18n/format-light';
import { useHydrated } from '@/lib/use-hydrated';

/** The core hours in the page's language, labelled with the UK zone in force at `at` (BST in summer, GMT in winter). */
const coreHoursText = (at: Date) =>
  m.public_core_hours({ opens: formatClockHour(coreHours.opens), closes: formatClockHour(coreHours.closes), zone: ukZoneAbbreviation(at) });

/**
 * The core hours as of now. The pre-rendered text is the build day's, written with the build
 * machine's Intl data: React keeps it while it takes the page over, then renders the text afresh (the
 * key changes), so the zone is today's and a mismatch never makes React throw the page's markup away.
 */
export function CoreHours({ className }: { className?: string }) {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? 'now' : 'pre-rendered'} className={className} suppressHydrationWarning>
      {coreHoursText(new Date())}
    </span>
  );
}
