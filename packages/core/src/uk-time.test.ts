import { describe, expect, it } from 'vitest';
import { ukZoneAbbreviation } from './uk-time';

describe('ukZoneAbbreviation', () => {
  it.each([
    ['2026-03-29T00:59:59Z', 'GMT'], // clocks go forward at 01:00 UTC on the last Sunday of March
    ['2026-03-29T01:00:00Z', 'BST'],
    ['2026-10-25T00:59:59Z', 'BST'], // and back at 01:00 UTC on the last Sunday of October
    ['2026-10-25T01:00:00Z', 'GMT'],
    ['2026-11-22T12:00:00Z', 'GMT'],
  ])('at %s is %s', (instant, zone) => expect(ukZoneAbbreviation(new Date(instant))).toBe(zone));
});
