/**
 * The formatters the pre-rendered public pages use, apart from format.ts: that module imports money's
 * schemas (zod) for the app's screens, and a public page that imported it would carry them in the
 * chunk it shares with the app. format.ts re-exports these, so screens keep one import.
 */
import * as ukTime from '@nestway/core/uk-time';
import { languageTag } from './locale';

let numbers: Intl.NumberFormat | undefined;
export const formatNumber = (value: number) => (numbers ??= new Intl.NumberFormat(languageTag)).format(value);

export const formatCalendarDate = (date: string) => ukTime.formatCalendarDate(date, languageTag);

let clock: Intl.DateTimeFormat | undefined;
/** An hour of the day on the 12-hour clock, its AM/PM in capitals ("9:00 AM", "上午9:00"): opening hours. */
export function formatClockHour(hour: number) {
  clock ??= new Intl.DateTimeFormat(languageTag, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'UTC' });
  return (
    clock
      .formatToParts(new Date(Date.UTC(2000, 0, 1, hour)))
      .map((part) => (part.type === 'dayPeriod' ? part.value.toLocaleUpperCase(languageTag) : part.value))
      .join('')
      // Node's Intl puts a narrow no-break space before AM, Chromium's a space: the same text either way.
      .replace(/[\u202f\u00a0]/g, ' ')
  );
}
