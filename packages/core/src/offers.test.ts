import { describe, expect, it } from 'vitest';
import {
  createOfferRequestSchema,
  isOfferActive,
  isOfferOpen,
  isSameProperty,
  offerMessages,
  respondToOfferRequestSchema,
  SUGGESTED_OFFER_UPLIFT_PENCE,
  suggestedOfferPence,
} from './offers';

const VIEWING_ID = '6f1c2a4e-1b2c-4d3e-8f4a-5b6c7d8e9f01';

describe('createOfferRequestSchema: the offer amount', () => {
  const parse = (offerAmount: unknown) => createOfferRequestSchema.safeParse({ propertyViewingId: VIEWING_ID, offerAmount });
  const pence = (offerAmount: unknown) => parse(offerAmount).data?.offerPence;
  const message = (offerAmount: unknown) => parse(offerAmount).error?.issues[0]?.message;

  it('reads pounds per month as a string or a number, with up to 2 decimals, into integer pence', () => {
    expect(pence('1000')).toBe(1000_00);
    expect(pence('1000.5')).toBe(1000_50);
    expect(pence('999.99')).toBe(999_99);
    expect(pence('  875.25 ')).toBe(875_25);
    expect(pence(1200)).toBe(1200_00);
    expect(pence(999.99)).toBe(999_99);
    expect(pence('0.01')).toBe(1);
    expect(pence('100000')).toBe(100_000_00);
  });

  it('asks for an amount when it is missing or blank', () => {
    for (const amount of [undefined, null, '', '   ']) {
      expect(message(amount), String(amount)).toBe(offerMessages.amountRequired);
    }
    expect(offerMessages.amountRequired).toBe('Please enter an offer amount.');
  });

  it('refuses £0, negative, worded, 3-decimal and absurdly large amounts as invalid', () => {
    for (const amount of [0, '0', '0.00', -5, '-5', 'abc', 'ten pounds', '£1000', '1,000', '100.555', 100.555, '1e3', '100000.01']) {
      expect(message(amount), String(amount)).toBe(offerMessages.amountInvalid);
    }
    expect(offerMessages.amountInvalid).toBe('Invalid amount: Please enter a valid offer amount.');
  });
});

describe('createOfferRequestSchema: the other fields', () => {
  it('keeps trimmed notes, takes blank or missing notes as none, and accepts any marketPrice but drops it (the server reads the viewing’s rent)', () => {
    expect(createOfferRequestSchema.parse({ propertyViewingId: VIEWING_ID, offerAmount: '1000', offerNotes: '  Early move-in  ' })).toEqual(
      {
        propertyViewingId: VIEWING_ID,
        offerPence: 1000_00,
        offerNotes: 'Early move-in',
      },
    );
    expect(
      createOfferRequestSchema.parse({ propertyViewingId: VIEWING_ID, offerAmount: 1000, offerNotes: '  ', marketPrice: '950.00' }),
    ).toEqual({
      propertyViewingId: VIEWING_ID,
      offerPence: 1000_00,
      offerNotes: null,
    });
  });

  it('requires the viewing and limits the notes', () => {
    expect(createOfferRequestSchema.safeParse({ offerAmount: '1000' }).error?.issues[0]?.message).toBe(offerMessages.viewingRequired);
    expect(createOfferRequestSchema.safeParse({ propertyViewingId: '', offerAmount: '1000' }).error?.issues[0]?.message).toBe(
      offerMessages.viewingRequired,
    );
    expect(
      createOfferRequestSchema.safeParse({ propertyViewingId: VIEWING_ID, offerAmount: '1000', offerNotes: 'x'.repeat(2001) }).success,
    ).toBe(false);
  });
});

describe('respondToOfferRequestSchema', () => {
  it('takes accepted or rejected with an optional trimmed response', () => {
    expect(respondToOfferRequestSchema.parse({ status: 'accepted', adminResponse: ' Agreed ' })).toEqual({
      status: 'accepted',
      adminResponse: 'Agreed',
    });
    expect(respondToOfferRequestSchema.parse({ status: 'rejected' })).toEqual({ status: 'rejected', adminResponse: null });
  });

  it('refuses any other status and an over-long response', () => {
    for (const status of ['pending', 'withdrawn', undefined]) {
      expect(respondToOfferRequestSchema.safeParse({ status }).error?.issues[0]?.message).toBe("Status must be 'accepted' or 'rejected'.");
    }
    expect(respondToOfferRequestSchema.safeParse({ status: 'accepted', adminResponse: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      offerMessages.responseTooLong,
    );
  });
});

describe('suggestedOfferPence', () => {
  it('is the market price plus £50 a month', () => {
    expect(SUGGESTED_OFFER_UPLIFT_PENCE).toBe(50_00);
    expect(suggestedOfferPence(950_00)).toBe(1000_00);
    expect(suggestedOfferPence(0)).toBe(50_00);
    expect(suggestedOfferPence(875_25)).toBe(925_25);
  });

  it('suggests nothing when the viewing names no rent', () => {
    expect(suggestedOfferPence(null)).toBeNull();
  });
});

describe('offer states', () => {
  it('only a pending offer is open to a decision or a withdrawal', () => {
    expect(isOfferOpen('pending')).toBe(true);
    for (const status of ['accepted', 'rejected', 'withdrawn'] as const) expect(isOfferOpen(status)).toBe(false);
  });

  it('every offer but a withdrawn one counts as the viewing’s active offer', () => {
    for (const status of ['pending', 'accepted', 'rejected'] as const) expect(isOfferActive(status)).toBe(true);
    expect(isOfferActive('withdrawn')).toBe(false);
  });
});

describe('isSameProperty', () => {
  it('matches the same viewing session, or the same address ignoring case and spacing', () => {
    const at = (propertyAddress: string, viewingSessionId: string | null = null) => ({ propertyAddress, viewingSessionId });
    expect(isSameProperty(at('4 Cardigan Road'), at(' 4  cardigan ROAD '))).toBe(true);
    expect(isSameProperty(at('Flat 1', 's1'), at('Flat 1, the same block', 's1'))).toBe(true);
    expect(isSameProperty(at('4 Cardigan Road'), at('6 Cardigan Road'))).toBe(false);
    expect(isSameProperty(at('4 Cardigan Road', null), at('6 Cardigan Road', null))).toBe(false);
  });
});
