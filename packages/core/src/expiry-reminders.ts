import { ukCalendarDate, ukInstant } from './booking';

/**
 * Reminders before something a client holds runs out (docs/decisions/037-right-to-rent-and-expiry-reminders.md):
 * a time-limited Right to Rent 28 days before it ends, a passport, visa or BRP 30 days before it expires.
 */
export const RIGHT_TO_RENT_REMINDER_DAYS = 28;
export const DOCUMENT_EXPIRY_REMINDER_DAYS = 30;
/** The time of day (UK) a reminder goes out on its day. */
const REMINDER_TIME = '09:00';

const DAY_MS = 24 * 60 * 60_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether the text is a real calendar date written '2027-01-15', from 1900 on: an earlier year is a
 * typo ('0027'), and the UK clock that places a reminder cannot read years before 100.
 */
export function isCalendarDate(text: string): boolean {
  const parts = CALENDAR_DATE.exec(text);
  if (!parts || text < '1900-01-01') return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A calendar date moved by whole days: addCalendarDays('2027-03-01', -1) is '2027-02-28'. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day a reminder is due: `daysBefore` calendar days before the date it warns of. */
export const reminderDay = (expiresOn: string, daysBefore: number) => addCalendarDays(expiresOn, -daysBefore);

/**
 * When the reminder job runs: 09:00 UK time on its day, or now when that moment has passed (a date
 * recorded late still warns at once).
 */
export function reminderRunAt(expiresOn: string, daysBefore: number, now: Date): Date {
  const due = ukInstant(reminderDay(expiresOn, daysBefore), REMINDER_TIME)!;
  return due.getTime() > now.getTime() ? due : now;
}

export type ExpiryState = 'expired' | 'expiring-soon' | 'valid';

/** How a date reads today (UK): gone, within `soonDays`, or further off. */
export function expiryState(expiresOn: string, now: Date, soonDays: number): ExpiryState {
  const today = ukCalendarDate(now);
  if (expiresOn < today) return 'expired';
  return expiresOn <= addCalendarDays(today, soonDays) ? 'expiring-soon' : 'valid';
}
