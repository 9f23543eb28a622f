import { TZDate } from '@date-fns/tz';
import type { ErrorParams } from './errors';
import { UK_TIME_ZONE } from './uk-time';

/**
 * Booking a consultation: which UK dates and times a client may choose, and why a requested time is
 * refused. Times are Europe/London wall-clock times, turned into instants by the time-zone database
 * (never by adding hours), so a slot keeps its wall-clock hours across the clocks changing.
 */

/** How far ahead a consultation may be booked: today and the 13 days after it (UK dates). */
export const BOOKING_WINDOW_DAYS = 14;
/** One consultation's length, and the grid a slot's start times are offered on. */
export const CONSULTATION_MINUTES = 60;

export const bookingMessages = {
  selectBoth: 'Please select both a time slot and date.',
  alreadyBooked: 'This time slot has already been booked. Please select a different time.',
  callExists:
    'You have already requested a consultation, a moment ago in another window or on another device. Check its time here, and change it if you need to.',
  needsPreferences: 'Please complete your preferences first.',
  slotUnavailable: 'This time is no longer available. Please choose another.',
  inThePast: 'That time has passed. Please choose a time in the future.',
  outsideWindow: `Consultations can be booked up to ${BOOKING_WINDOW_DAYS} days ahead.`,
  notOffered: 'Please choose one of the times offered.',
  completed: 'Your consultation has already taken place, so it cannot be changed.',
  noCall: 'You have no consultation booked.',
  leaderBooks: 'Your group leader books the consultation for the group.',
} as const;

/** A weekly window as the booking rules need it. */
export interface BookingSlot {
  id: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The UK calendar date of an instant: '2026-03-29'. */
export function ukCalendarDate(at: Date): string {
  const uk = new TZDate(at.getTime(), UK_TIME_ZONE);
  return `${uk.getFullYear()}-${pad(uk.getMonth() + 1)}-${pad(uk.getDate())}`;
}

/** An instant as UK wall-clock time: its date ('2026-03-02') and time ('09:00'). */
export function ukWallClock(at: Date): { date: string; time: string } {
  const uk = new TZDate(at.getTime(), UK_TIME_ZONE);
  return { date: ukCalendarDate(at), time: `${pad(uk.getHours())}:${pad(uk.getMinutes())}` };
}

/**
 * The instant of a UK wall-clock time ('2027-03-29', '10:00'), or null when the input is not a real
 * date and time, or the time does not exist that day (the hour the clocks skip in March).
 */
export function ukInstant(date: string, time: string): Date | null {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeParts = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!dateParts || !timeParts) return null;
  const [year, month, day] = dateParts.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = timeParts.slice(1).map(Number) as [number, number];
  const uk = new TZDate(year, month - 1, day, hour, minute, UK_TIME_ZONE);
  const exists =
    uk.getFullYear() === year &&
    uk.getMonth() === month - 1 &&
    uk.getDate() === day &&
    uk.getHours() === hour &&
    uk.getMinutes() === minute;
  return exists ? new Date(uk.getTime()) : null;
}

/** The weekday of a calendar date, 0 Sunday to 6 Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Today's UK date and the days after it, BOOKING_WINDOW_DAYS in all. */
export function bookingDates(now: Date): string[] {
  const [year, month, day] = ukCalendarDate(now).split('-').map(Number) as [number, number, number];
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, offset) =>
    new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10),
  );
}

/**
 * The start instants a slot offers on a UK date, every CONSULTATION_MINUTES from its start while a
 * whole consultation fits before its end. A wall-clock time the clocks skip (01:00 to 02:00 on the last
 * Sunday of March) is not offered.
 */
export function slotStartTimes(slot: Pick<BookingSlot, 'startTime' | 'endTime'>, date: string): Date[] {
  const [startHour, startMinute] = slot.startTime.split(':').map(Number) as [number, number];
  const [endHour, endMinute] = slot.endTime.split(':').map(Number) as [number, number];
  const times: Date[] = [];
  for (
    let minutes = startHour * 60 + startMinute;
    minutes + CONSULTATION_MINUTES <= endHour * 60 + endMinute;
    minutes += CONSULTATION_MINUTES
  ) {
    const time = ukInstant(date, `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
    if (time) times.push(time);
  }
  return times;
}

/** Why `requested` cannot be booked in `slot` at `now`, or null when it can. */
export function bookingRefusal(slot: BookingSlot, requested: Date, now: Date): string | null {
  if (!slot.isActive) return bookingMessages.slotUnavailable;
  if (requested.getTime() <= now.getTime()) return bookingMessages.inThePast;
  const date = ukCalendarDate(requested);
  if (!bookingDates(now).includes(date)) return bookingMessages.outsideWindow;
  if (weekdayOf(date) !== slot.dayOfWeek) return bookingMessages.notOffered;
  const offered = slotStartTimes(slot, date).some((time) => time.getTime() === requested.getTime());
  return offered ? null : bookingMessages.notOffered;
}

/** The value a refusal's message shows, apart from its text (decision 010): the window's days. */
export const bookingRefusalParams = (refusal: string): ErrorParams | undefined =>
  refusal === bookingMessages.outsideWindow ? { days: BOOKING_WINDOW_DAYS } : undefined;

export interface BookableTime {
  slotId: string;
  /** ISO instant. */
  startsAt: string;
  /** Another call holds this time. */
  taken: boolean;
}

export interface BookableDay {
  /** UK calendar date. */
  date: string;
  times: BookableTime[];
}

/**
 * What the booking form offers at `now`: each date of the window on which an active slot has a time
 * still in the future, with those times in order, taken ones marked. `takenTimes` are ISO instants.
 */
export function bookableDays(slots: readonly BookingSlot[], takenTimes: readonly string[], now: Date): BookableDay[] {
  const taken = new Set(takenTimes.map((time) => new Date(time).getTime()));
  return bookingDates(now)
    .map((date) => {
      const times = slots
        .filter((slot) => slot.isActive && slot.dayOfWeek === weekdayOf(date))
        .flatMap((slot) => slotStartTimes(slot, date).map((time) => ({ slotId: slot.id, time })))
        .filter(({ time }) => time.getTime() > now.getTime())
        .sort((a, b) => a.time.getTime() - b.time.getTime())
        .map(({ slotId, time }) => ({ slotId, startsAt: time.toISOString(), taken: taken.has(time.getTime()) }));
      return { date, times };
    })
    .filter((day) => day.times.length > 0);
}
