/** Business times are Europe/London wall-clock times; every date a person reads is shown in UK time. */
export const UK_TIME_ZONE = 'Europe/London';

/** British English, the spec's formats; each language's build passes its own tag (apps/web/src/i18n/format.ts). */
const ENGLISH = 'en-GB';

/**
 * A formatter per language made on first use, not when the module loads: a page that shows no date
 * makes none.
 */
function formatter(options: Intl.DateTimeFormatOptions) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (language: string) => {
    let format = made.get(language);
    if (!format) made.set(language, (format = new Intl.DateTimeFormat(language, options)));
    return format;
  };
}

/** 01:00 UTC on the last Sunday of a month (0-based), when the UK's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.setUTCDate(lastDay.getUTCDate() - lastDay.getUTCDay());
}

/**
 * 'GMT' in winter, 'BST' in summer: the UK zone's abbreviation at an instant. BST runs from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October (the rule since 1996).
 * Worked out rather than asked of Intl: the site's footer shows it on every page, and the first date
 * format a page makes costs a long task (the locale's data) that a page showing no date need not pay.
 */
export function ukZoneAbbreviation(at: Date): 'GMT' | 'BST' {
  const year = at.getUTCFullYear();
  const time = at.getTime();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 'BST' : 'GMT';
}

const ukDate = formatter({ day: 'numeric', month: 'long', year: 'numeric', timeZone: UK_TIME_ZONE });
const ukShortDate = formatter({ day: 'numeric', month: 'short', year: 'numeric', timeZone: UK_TIME_ZONE });
const ukDayAndMonth = formatter({ day: 'numeric', month: 'long', timeZone: UK_TIME_ZONE });
const ukDateTime = formatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});
const calendarDate = formatter({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An instant as a UK date: 7 March 2026. */
export const formatUkDate = (iso: string, language = ENGLISH) => ukDate(language).format(new Date(iso));

/** An instant as a short UK date: 7 Mar 2026. */
export const formatUkShortDate = (iso: string, language = ENGLISH) => ukShortDate(language).format(new Date(iso));

/** An instant as a day and month in the UK: 7 March. */
export const formatUkDayAndMonth = (iso: string, language = ENGLISH) => ukDayAndMonth(language).format(new Date(iso));

/** An instant in UK time with its zone: 7 Mar 2026, 14:05 GMT. */
export const formatUkDateTime = (iso: string, language = ENGLISH) =>
  `${ukDateTime(language).format(new Date(iso))} ${ukZoneAbbreviation(new Date(iso))}`;

/** A calendar date ("2027-01-15", no time of day) as 15 January 2027, whatever the viewer's zone. */
export const formatCalendarDate = (date: string, language = ENGLISH) => calendarDate(language).format(new Date(`${date}T00:00:00Z`));

const ukClock = formatter({ hour: '2-digit', minute: '2-digit', timeZone: UK_TIME_ZONE });
const calendarDay = formatter({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** An instant's UK wall-clock time: 09:00. */
export const formatUkTime = (iso: string, language = ENGLISH) => ukClock(language).format(new Date(iso));

/** A calendar date ("2027-01-04") as a short day: Mon 4 Jan. */
export const formatCalendarDay = (date: string, language = ENGLISH) => calendarDay(language).format(new Date(`${date}T00:00:00Z`));

/** The viewer's own time zone, as the browser reports it ('Asia/Shanghai'). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The instant on the viewer's own clock ("15:00 Tue 5 Jan" style: time, with the day when it differs
 * from the UK's), or null when the viewer's clock reads the same as the UK's.
 */
export function viewerLocalTime(iso: string, viewerZone: string = viewerTimeZone(), language = ENGLISH): string | null {
  const at = new Date(iso);
  const parts = (zone: string) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
    })
      .formatToParts(at)
      .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  // The time as the language writes it, with its own morning/afternoon mark where it counts 12 hours (ar, hi, ur, zh).
  const clock = (zone: string) => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(at);
  const uk = parts(UK_TIME_ZONE);
  const viewer = parts(viewerZone);
  const time = clock(viewerZone);
  if (time === clock(UK_TIME_ZONE) && viewer.day === uk.day) return null;
  return viewer.day === uk.day ? time : `${time} ${viewer.weekday} ${viewer.day} ${viewer.month}`;
}

const ukLongDateTime = formatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
});

/** An instant in words for an e-mail: Monday, 2 March 2026 at 10:00 UK time (GMT). */
export const formatUkLongDateTime = (iso: string) =>
  `${ukLongDateTime(ENGLISH).format(new Date(iso))} at ${formatUkTime(iso)} UK time (${ukZoneAbbreviation(new Date(iso))})`;

const ukLongDateAndTime = formatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});

/**
 * An instant's UK date and time in words, as a language writes them (its BCP 47 tag), without the zone:
 * an e-mail in another language than English says "UK time" in its own words around it.
 */
export const formatUkLongDateAndTime = (iso: string, language: string) => ukLongDateAndTime(language).format(new Date(iso));
