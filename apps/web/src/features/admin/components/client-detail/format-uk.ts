import { UK_TIME_ZONE, ukZoneAbbreviation } from '@nestway/core/uk-time';

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: UK_TIME_ZONE });
const ukDateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: UK_TIME_ZONE });
const calendarDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An instant as a UK date: 7 March 2026. */
export const formatUkDate = (iso: string) => ukDate.format(new Date(iso));

/** An instant in UK time with its zone: 7 Mar 2026, 14:05 GMT. */
export const formatUkDateTime = (iso: string) => `${ukDateTime.format(new Date(iso))} ${ukZoneAbbreviation(new Date(iso))}`;

/** A calendar date ("2027-01-15", no time of day) as 15 January 2027. */
export const formatCalendarDate = (date: string) => calendarDate.format(new Date(`${date}T00:00:00Z`));
