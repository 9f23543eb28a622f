/** Business times are Europe/London wall-clock times; every date a person reads is shown in UK time. */
export const UK_TIME_ZONE = 'Europe/London';

/** 'GMT' in winter, 'BST' in summer: the UK zone's abbreviation at an instant. */
export function ukZoneAbbreviation(at: Date): 'GMT' | 'BST' {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'BST' ? 'BST' : 'GMT';
}

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: UK_TIME_ZONE });
const ukShortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: UK_TIME_ZONE });
const ukDayAndMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: UK_TIME_ZONE });
const ukDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});
const calendarDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An instant as a UK date: 7 March 2026. */
export const formatUkDate = (iso: string) => ukDate.format(new Date(iso));

/** An instant as a short UK date: 7 Mar 2026. */
export const formatUkShortDate = (iso: string) => ukShortDate.format(new Date(iso));

/** An instant as a day and month in the UK: 7 March. */
export const formatUkDayAndMonth = (iso: string) => ukDayAndMonth.format(new Date(iso));

/** An instant in UK time with its zone: 7 Mar 2026, 14:05 GMT. */
export const formatUkDateTime = (iso: string) => `${ukDateTime.format(new Date(iso))} ${ukZoneAbbreviation(new Date(iso))}`;

/** A calendar date ("2027-01-15", no time of day) as 15 January 2027, whatever the viewer's zone. */
export const formatCalendarDate = (date: string) => calendarDate.format(new Date(`${date}T00:00:00Z`));
