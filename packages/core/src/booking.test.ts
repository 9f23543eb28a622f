import { describe, expect, it } from 'vitest';
import {
  bookableDays,
  bookingDates,
  bookingMessages,
  bookingRefusal,
  bookingRefusalParams,
  BOOKING_WINDOW_DAYS,
  slotStartTimes,
  ukCalendarDate,
  ukInstant,
  type BookingSlot,
} from './booking';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const mondays: BookingSlot = { id: 'mon', dayOfWeek: 1, startTime: '09:00', endTime: '17:00', isActive: true };
const sundayNight: BookingSlot = { id: 'sun', dayOfWeek: 0, startTime: '00:00', endTime: '04:00', isActive: true };

describe('UK dates', () => {
  it('reads the calendar date in UK time, which runs an hour ahead of UTC in summer', () => {
    expect(ukCalendarDate(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(ukCalendarDate(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
  });

  it('offers today and the 13 days after it, across the end of a month', () => {
    const dates = bookingDates(new Date('2026-03-20T10:00:00Z'));
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-03-20');
    expect(dates[13]).toBe('2026-04-02');
  });

  it('turns a UK wall-clock time into its instant in winter, in summer and around both clock changes', () => {
    expect(ukInstant('2027-01-04', '10:00')?.toISOString()).toBe('2027-01-04T10:00:00.000Z');
    expect(ukInstant('2027-07-05', '10:00')?.toISOString()).toBe('2027-07-05T09:00:00.000Z');
    expect(ukInstant('2026-03-29', '00:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(ukInstant('2026-03-29', '02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 01:00 to 02:00 does not exist on the day the clocks go forward.
    expect(ukInstant('2026-03-29', '01:30')).toBeNull();
    // 01:30 happens twice on the day the clocks go back: the second (GMT) is taken, as the time-zone library does.
    expect(ukInstant('2026-10-25', '01:30')?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('refuses what is not a real date and time', () => {
    expect(ukInstant('2027-02-30', '10:00')).toBeNull();
    expect(ukInstant('2027-01-04', '24:00')).toBeNull();
    expect(ukInstant('4/1/2027', '10:00')).toBeNull();
    expect(ukInstant('2027-01-04', '')).toBeNull();
  });
});

describe('the start times a slot offers', () => {
  it('keeps its wall-clock hours in winter and in summer: Monday 09:00 to 17:00 is eight hourly calls', () => {
    const winter = iso(slotStartTimes(mondays, '2026-01-05'));
    const summer = iso(slotStartTimes(mondays, '2026-07-06'));
    expect(winter).toHaveLength(8);
    expect(winter[0]).toBe('2026-01-05T09:00:00.000Z');
    expect(winter[7]).toBe('2026-01-05T16:00:00.000Z');
    expect(summer[0]).toBe('2026-07-06T08:00:00.000Z');
    expect(summer[7]).toBe('2026-07-06T15:00:00.000Z');
  });

  it('on the Sunday the clocks go forward (29 March 2026) skips 01:00, which does not exist', () => {
    expect(iso(slotStartTimes(sundayNight, '2026-03-29'))).toEqual([
      '2026-03-29T00:00:00.000Z', // 00:00 GMT
      '2026-03-29T01:00:00.000Z', // 02:00 BST
      '2026-03-29T02:00:00.000Z', // 03:00 BST
    ]);
    expect(iso(slotStartTimes({ startTime: '09:00', endTime: '10:00' }, '2026-03-29'))).toEqual(['2026-03-29T08:00:00.000Z']);
  });

  it('on the Sunday the clocks go back (25 October 2026) offers each wall-clock hour once', () => {
    expect(iso(slotStartTimes(sundayNight, '2026-10-25'))).toEqual([
      '2026-10-24T23:00:00.000Z', // 00:00 BST
      '2026-10-25T01:00:00.000Z', // 01:00 GMT, the second 01:00
      '2026-10-25T02:00:00.000Z', // 02:00 GMT
      '2026-10-25T03:00:00.000Z', // 03:00 GMT
    ]);
    expect(iso(slotStartTimes({ startTime: '09:00', endTime: '10:00' }, '2026-10-25'))).toEqual(['2026-10-25T09:00:00.000Z']);
  });

  it('offers no time when a whole consultation does not fit', () => {
    expect(slotStartTimes({ startTime: '09:00', endTime: '09:45' }, '2026-01-05')).toEqual([]);
    expect(iso(slotStartTimes({ startTime: '09:30', endTime: '11:00' }, '2026-01-05'))).toEqual(['2026-01-05T09:30:00.000Z']);
  });
});

describe('why a requested time is refused', () => {
  const now = new Date('2026-01-05T08:00:00Z'); // Monday 5 January, 08:00 GMT
  const refusal = (requested: string, slot: BookingSlot = mondays) => bookingRefusal(slot, new Date(requested), now);

  it('accepts a time on the grid of an active slot, on its weekday, within the window', () => {
    expect(refusal('2026-01-05T09:00:00Z')).toBeNull();
    expect(refusal('2026-01-12T16:00:00Z')).toBeNull();
  });

  it('refuses an inactive slot, a past time, a day beyond the window, another weekday, a time off the grid or outside the hours', () => {
    expect(refusal('2026-01-05T09:00:00Z', { ...mondays, isActive: false })).toBe(bookingMessages.slotUnavailable);
    expect(refusal('2026-01-05T08:00:00Z')).toBe(bookingMessages.inThePast);
    expect(refusal('2026-01-19T09:00:00Z')).toBe(bookingMessages.outsideWindow);
    expect(refusal('2026-01-06T09:00:00Z')).toBe(bookingMessages.notOffered);
    expect(refusal('2026-01-05T09:30:00Z')).toBe(bookingMessages.notOffered);
    expect(refusal('2026-01-05T17:00:00Z')).toBe(bookingMessages.notOffered);
    expect(refusal('2026-01-05T08:59:00Z')).toBe(bookingMessages.notOffered);
  });

  it('on a clock-change day takes the wall-clock time, not the UTC hour', () => {
    const beforeSpring = new Date('2026-03-28T12:00:00Z');
    expect(bookingRefusal(sundayNight, new Date('2026-03-29T01:00:00Z'), beforeSpring)).toBeNull(); // 02:00 BST
    const beforeAutumn = new Date('2026-10-24T12:00:00Z');
    expect(bookingRefusal(sundayNight, new Date('2026-10-24T23:00:00Z'), beforeAutumn)).toBeNull(); // 00:00 BST on the 25th
    expect(bookingRefusal(sundayNight, new Date('2026-10-24T23:30:00Z'), beforeAutumn)).toBe(bookingMessages.notOffered);
  });

  it('gives the window its own parameter, the days the message names', () => {
    expect(bookingRefusalParams(refusal('2026-01-19T09:00:00Z')!)).toEqual({ days: BOOKING_WINDOW_DAYS });
    expect(bookingMessages.outsideWindow).toContain(`${BOOKING_WINDOW_DAYS} days`);
    expect(bookingRefusalParams(refusal('2026-01-05T08:00:00Z')!)).toBeUndefined();
  });
});

describe('what the booking form offers', () => {
  it('lists only dates with a future time in an active slot, in order, marking the taken ones', () => {
    const now = new Date('2026-01-05T12:30:00Z'); // Monday 12:30 GMT
    const tuesday: BookingSlot = { id: 'tue', dayOfWeek: 2, startTime: '14:00', endTime: '16:00', isActive: false };
    const days = bookableDays([mondays, tuesday], ['2026-01-05T14:00:00.000Z'], now);
    expect(days.map((day) => day.date)).toEqual(['2026-01-05', '2026-01-12']);
    expect(days[0]!.times.map((time) => [time.startsAt.slice(11, 16), time.taken])).toEqual([
      ['13:00', false],
      ['14:00', true],
      ['15:00', false],
      ['16:00', false],
    ]);
    expect(days[1]!.times).toHaveLength(8);
    expect(days[1]!.times.every((time) => time.slotId === 'mon' && !time.taken)).toBe(true);
  });
});
