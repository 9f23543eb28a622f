import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  formatCalendarDate,
  formatCalendarDay,
  formatUkDate,
  formatUkDateTime,
  formatUkLongDateTime,
  formatUkDayAndMonth,
  formatUkShortDate,
  formatUkTime,
  ukZoneAbbreviation,
  viewerLocalTime,
  viewerTimeZone,
} from './uk-time';

describe('ukZoneAbbreviation', () => {
  it.each([
    ['2026-03-29T00:59:59Z', 'GMT'], // clocks go forward at 01:00 UTC on the last Sunday of March
    ['2026-03-29T01:00:00Z', 'BST'],
    ['2026-10-25T00:59:59Z', 'BST'], // and back at 01:00 UTC on the last Sunday of October
    ['2026-10-25T01:00:00Z', 'GMT'],
    ['2026-11-22T12:00:00Z', 'GMT'],
  ])('at %s is %s', (instant, zone) => expect(ukZoneAbbreviation(new Date(instant))).toBe(zone));

  it('agrees with the time zone database on every hour, and the second before it, of the weeks the clocks change, 2000 to 2050', () => {
    const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'short' });
    const fromDatabase = (at: Date) =>
      zoneName.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value === 'BST' ? 'BST' : 'GMT';
    const HOUR = 3_600_000;
    const disagreements: string[] = [];
    for (let year = 2000; year <= 2050; year++) {
      for (const month of [2, 9]) {
        for (let hour = 0; hour < 8 * 24; hour++) {
          const onTheHour = Date.UTC(year, month, 24) + hour * HOUR;
          for (const at of [new Date(onTheHour - 1000), new Date(onTheHour)]) {
            if (ukZoneAbbreviation(at) !== fromDatabase(at)) disagreements.push(at.toISOString());
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('UK date formats', () => {
  it('shows instants in UK time, with the zone in force', () => {
    // 23:30 UTC on 31 March is already 1 April in the UK (BST).
    expect(formatUkDate('2026-03-31T23:30:00Z')).toBe('1 April 2026');
    expect(formatUkShortDate('2026-03-31T23:30:00Z')).toBe('1 Apr 2026');
    expect(formatUkDayAndMonth('2026-03-31T23:30:00Z')).toBe('1 April');
    expect(formatUkDateTime('2026-03-31T23:30:00Z')).toBe('1 Apr 2026, 00:30 BST');
    expect(formatUkDateTime('2026-11-22T14:05:00Z')).toBe('22 Nov 2026, 14:05 GMT');
  });

  it('words an instant for an e-mail with the UK zone in force on each side of both clock changes', () => {
    expect(formatUkLongDateTime('2026-03-28T10:00:00Z')).toBe('Saturday, 28 March 2026 at 10:00 UK time (GMT)');
    expect(formatUkLongDateTime('2026-03-29T09:00:00Z')).toBe('Sunday, 29 March 2026 at 10:00 UK time (BST)');
    expect(formatUkLongDateTime('2026-10-24T23:30:00Z')).toBe('Sunday, 25 October 2026 at 00:30 UK time (BST)');
    expect(formatUkLongDateTime('2026-10-25T10:00:00Z')).toBe('Sunday, 25 October 2026 at 10:00 UK time (GMT)');
  });

  it('shows a calendar date as that day, whatever the zone', () => {
    expect(formatCalendarDate('2027-01-15')).toBe('15 January 2027');
  });
});

describe('booking times for people abroad', () => {
  it('shows UK wall-clock times and short calendar days', () => {
    expect(formatUkTime('2027-07-05T08:00:00.000Z')).toBe('09:00');
    expect(formatUkTime('2027-01-04T09:00:00.000Z')).toBe('09:00');
    expect(formatCalendarDay('2027-01-04')).toBe('Mon 4 Jan');
  });

  it("gives the viewer's own time when their clock differs, with the day when that differs too", () => {
    expect(viewerLocalTime('2027-01-04T09:00:00.000Z', 'Europe/London')).toBeNull();
    expect(viewerLocalTime('2027-01-04T09:00:00.000Z', 'UTC')).toBeNull();
    expect(viewerLocalTime('2027-07-05T08:00:00.000Z', 'UTC')).toBe('08:00');
    expect(viewerLocalTime('2027-01-04T09:00:00.000Z', 'Asia/Shanghai')).toBe('17:00');
    expect(viewerLocalTime('2027-01-04T16:00:00.000Z', 'Asia/Tokyo')).toBe('01:00 Tue 5 Jan');
  });

  it("reads the viewer's own zone when none is named", () => {
    vi.stubEnv('TZ', 'Asia/Shanghai');
    onTestFinished(() => void vi.unstubAllEnvs());
    expect(viewerTimeZone()).toBe('Asia/Shanghai');
    expect(viewerLocalTime('2027-01-04T09:00:00.000Z')).toBe('17:00');
  });
});
