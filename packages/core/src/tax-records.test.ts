import { describe, expect, it } from 'vitest';
import { taxRecordKeepUntil } from './tax-records';

describe('taxRecordKeepUntil', () => {
  it('keeps a payment until the end of the sixth tax year after the one it was made in', () => {
    expect(taxRecordKeepUntil(new Date('2026-11-25T12:00:00Z'))).toBe('2033-04-05');
    expect(taxRecordKeepUntil(new Date('2026-04-06T00:00:00Z'))).toBe('2033-04-05');
    expect(taxRecordKeepUntil(new Date('2026-04-05T23:59:59Z'))).toBe('2032-04-05');
    expect(taxRecordKeepUntil(new Date('2027-01-10T09:00:00Z'))).toBe('2033-04-05');
  });
});
