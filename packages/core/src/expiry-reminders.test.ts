import { describe, expect, it } from 'vitest';
import { addCalendarDays, expiryState, isCalendarDate, reminderDay, reminderRunAt } from './expiry-reminders';

describe('reminder day', () => {
  it('counts calendar days back across months and leap days', () => {
    expect(reminderDay('2027-03-29', 28)).toBe('2027-03-01');
    expect(reminderDay('2028-03-30', 30)).toBe('2028-02-29');
    expect(addCalendarDays('2027-12-31', 1)).toBe('2028-01-01');
  });

  it('runs at 09:00 UK time on that day, in winter and in summer', () => {
    const now = new Date('2027-01-01T12:00:00Z');
    expect(reminderRunAt('2027-03-01', 28, now).toISOString()).toBe('2027-02-01T09:00:00.000Z');
    expect(reminderRunAt('2027-08-01', 30, now).toISOString()).toBe('2027-07-02T08:00:00.000Z');
  });

  it('runs now when the day has passed, or is today after 09:00', () => {
    const now = new Date('2027-02-01T10:00:00Z');
    expect(reminderRunAt('2027-03-01', 28, now)).toEqual(now);
    expect(reminderRunAt('2027-02-10', 28, now)).toEqual(now);
    expect(reminderRunAt('2027-03-02', 28, now).toISOString()).toBe('2027-02-02T09:00:00.000Z');
  });
});

describe('expiry state', () => {
  const now = new Date('2027-06-15T23:30:00Z'); // 16 June in the UK (BST)
  it('reads expired, expiring soon and valid by the UK date', () => {
    expect(expiryState('2027-06-15', now, 30)).toBe('expired');
    expect(expiryState('2027-06-16', now, 30)).toBe('expiring-soon');
    expect(expiryState('2027-07-16', now, 30)).toBe('expiring-soon');
    expect(expiryState('2027-07-17', now, 30)).toBe('valid');
  });
});

it('accepts only real calendar dates', () => {
  expect(isCalendarDate('2027-02-28')).toBe(true);
  expect(isCalendarDate('2027-02-29')).toBe(false);
  expect(isCalendarDate('27-02-01')).toBe(false);
  expect(isCalendarDate('2027-2-1')).toBe(false);
  // A year typed short is a typo, and the UK clock cannot place a reminder before year 100.
  expect(isCalendarDate('0027-02-01')).toBe(false);
  expect(isCalendarDate('1899-12-31')).toBe(false);
  expect(isCalendarDate('1900-01-01')).toBe(true);
});
