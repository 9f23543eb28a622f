import { describe, expect, it } from 'vitest';
import {
  areDocumentsVerified,
  hasCompletePreferences,
  hasPendingPayment,
  hasSubmittedDocuments,
  hasVerifiedPayment,
} from './client-progress';

describe('hasCompletePreferences', () => {
  const complete = { bedrooms: 2, maxBudget: 900, moveInDate: '2027-09-01' };

  it('needs saved preferences with bedrooms, budget and move-in date', () => {
    expect(hasCompletePreferences(complete)).toBe(true);
    expect(hasCompletePreferences(null)).toBe(false);
  });

  it('counts a missing, null, zero or blank field as missing', () => {
    expect(hasCompletePreferences({ maxBudget: 900, moveInDate: '2027-09-01' })).toBe(false);
    expect(hasCompletePreferences({ ...complete, bedrooms: 0 })).toBe(false);
    expect(hasCompletePreferences({ ...complete, maxBudget: null })).toBe(false);
    expect(hasCompletePreferences({ ...complete, maxBudget: 0 })).toBe(false);
    expect(hasCompletePreferences({ ...complete, moveInDate: null })).toBe(false);
    expect(hasCompletePreferences({ ...complete, moveInDate: '  ' })).toBe(false);
  });
});

describe('payments', () => {
  it('finds a verified payment and a pending one', () => {
    const payments = [{ status: 'rejected' }, { status: 'pending' }] as const;
    expect(hasVerifiedPayment(payments)).toBe(false);
    expect(hasPendingPayment(payments)).toBe(true);
    expect(hasVerifiedPayment([{ status: 'verified' }])).toBe(true);
    expect(hasPendingPayment([{ status: 'verified' }])).toBe(false);
    expect(hasPendingPayment([])).toBe(false);
  });
});

describe('documents', () => {
  it('counts documents as submitted with at least one and none rejected, pending ones included', () => {
    expect(hasSubmittedDocuments([])).toBe(false);
    expect(hasSubmittedDocuments([{ status: 'pending' }, { status: 'verified' }])).toBe(true);
    expect(hasSubmittedDocuments([{ status: 'verified' }, { status: 'rejected' }])).toBe(false);
  });

  it('counts documents as verified only when there is one and every one is verified', () => {
    expect(areDocumentsVerified([])).toBe(false);
    expect(areDocumentsVerified([{ status: 'verified' }, { status: 'verified' }])).toBe(true);
    expect(areDocumentsVerified([{ status: 'verified' }, { status: 'pending' }])).toBe(false);
    expect(areDocumentsVerified([{ status: 'verified' }, { status: 'rejected' }])).toBe(false);
  });
});
