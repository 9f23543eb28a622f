import { describe, expect, it } from 'vitest';
import {
  formatShareCode,
  isFollowUpDue,
  isShareCodeStale,
  normaliseShareCode,
  rightToRentCheckFieldsSchema,
  rightToRentMessages,
  shareCodeRequestSchema,
} from './right-to-rent';

describe('share code form', () => {
  it('accepts 9 letters and digits with spaces, dashes or lower case, and stores them upper case', () => {
    expect(normaliseShareCode('w4x 7yt 9pq')).toBe('W4X7YT9PQ');
    expect(normaliseShareCode(' W4X-7YT-9PQ ')).toBe('W4X7YT9PQ');
    expect(formatShareCode('W4X7YT9PQ')).toBe('W4X 7YT 9PQ');
  });

  it('refuses other lengths and characters', () => {
    for (const bad of ['W4X7YT9P', 'W4X7YT9PQR', 'W4X7YT9P!', '', 'W4X 7YT 9PÉ']) expect(normaliseShareCode(bad)).toBeNull();
  });

  it('is the request schema, with a real date of birth', () => {
    expect(shareCodeRequestSchema.parse({ shareCode: 'w4x 7yt 9pq', dateOfBirth: '2001-04-30' })).toEqual({
      shareCode: 'W4X7YT9PQ',
      dateOfBirth: '2001-04-30',
    });
    const refused = shareCodeRequestSchema.safeParse({ shareCode: 'ABC', dateOfBirth: '2001-02-30' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([rightToRentMessages.shareCode, rightToRentMessages.dateOfBirth]);
  });
});

it('flags a share code given more than 90 days ago', () => {
  const given = new Date('2027-01-01T10:00:00Z');
  expect(isShareCodeStale(given, new Date('2027-04-01T10:00:00Z'))).toBe(false); // 90 days
  expect(isShareCodeStale(given, new Date('2027-04-01T10:00:01Z'))).toBe(true);
});

describe('follow-up due', () => {
  const now = new Date('2027-05-01T12:00:00Z');
  it('is a time-limited permission ending within 28 days or already ended', () => {
    expect(isFollowUpDue({ outcome: 'time-limited', permissionExpiresOn: '2027-05-29' }, now)).toBe(true);
    expect(isFollowUpDue({ outcome: 'time-limited', permissionExpiresOn: '2027-04-01' }, now)).toBe(true);
    expect(isFollowUpDue({ outcome: 'time-limited', permissionExpiresOn: '2027-05-30' }, now)).toBe(false);
  });
  it('is never an unlimited right or no right', () => {
    expect(isFollowUpDue({ outcome: 'unlimited', permissionExpiresOn: null }, now)).toBe(false);
    expect(isFollowUpDue({ outcome: 'no-right', permissionExpiresOn: null }, now)).toBe(false);
  });
});

describe('the check form', () => {
  it('requires the end date for a time-limited permission, and only then', () => {
    const limited = rightToRentCheckFieldsSchema.safeParse({ checkedOn: '2027-05-01', outcome: 'time-limited', permissionExpiresOn: '' });
    expect(limited.error?.issues).toMatchObject([{ path: ['permissionExpiresOn'], message: rightToRentMessages.expiresRequired }]);
    const unlimited = rightToRentCheckFieldsSchema.safeParse({
      checkedOn: '2027-05-01',
      outcome: 'unlimited',
      permissionExpiresOn: '2028-01-01',
    });
    expect(unlimited.error?.issues).toMatchObject([{ path: ['permissionExpiresOn'], message: rightToRentMessages.expiresNotAllowed }]);
    expect(rightToRentCheckFieldsSchema.parse({ checkedOn: '2027-05-01', outcome: 'unlimited', permissionExpiresOn: '' })).toEqual({
      checkedOn: '2027-05-01',
      outcome: 'unlimited',
    });
  });
});
