import { describe, expect, it } from 'vitest';
import {
  cardExpiryValidAt,
  checkoutMessages,
  createPaymentIntentRequestSchema,
  formatCardExpiry,
  statedFeeReadings,
  statesFee,
  testCardFormSchema,
  testCardOutcome,
} from './checkout';

describe('the fee stated to create-payment-intent', () => {
  it("reads the web's integer pence and the spec's pounds", () => {
    expect(statedFeeReadings(250_00)).toEqual([250_00, 25_000_00]);
    expect(statedFeeReadings(250)).toEqual([250, 250_00]);
    expect(statedFeeReadings('250.00')).toEqual([250_00]);
    expect(statedFeeReadings('250')).toEqual([250_00]);
    expect(statedFeeReadings(250.5)).toEqual([250_50]);
  });

  it('reads nothing from a negative, endless or wordy amount', () => {
    for (const amount of [-1, Number.NaN, Number.POSITIVE_INFINITY, '£250', 'two hundred', '250.001', '']) {
      expect(statedFeeReadings(amount)).toBeNull();
    }
  });

  it('states a fee when one reading is the fee', () => {
    expect(statesFee(statedFeeReadings('450.00')!, 450_00)).toBe(true);
    expect(statesFee(statedFeeReadings(450)!, 450_00)).toBe(true);
    expect(statesFee(statedFeeReadings(450_00)!, 450_00)).toBe(true);
    expect(statesFee(statedFeeReadings('45000')!, 450_00)).toBe(false);
    expect(statesFee(statedFeeReadings(4.5)!, 450_00)).toBe(false);
  });

  it('parses the request into the readings and the type', () => {
    expect(createPaymentIntentRequestSchema.parse({ amount: '250.00', type: 'initial' })).toEqual({
      amountReadings: [250_00],
      type: 'initial',
    });
    expect(createPaymentIntentRequestSchema.safeParse({ amount: -5, type: 'initial' }).success).toBe(false);
    expect(createPaymentIntentRequestSchema.safeParse({ amount: true, type: 'initial' }).success).toBe(false);
  });
});

describe('the card expiry', () => {
  it('puts the slash in after the month as it is typed or pasted', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('122')).toBe('12/2');
    expect(formatCardExpiry('1229')).toBe('12/29');
    expect(formatCardExpiry('12/29')).toBe('12/29');
    expect(formatCardExpiry('12 / 29')).toBe('12/29');
    expect(formatCardExpiry('12/299')).toBe('12/29');
    expect(formatCardExpiry('12/')).toBe('12');
  });

  it('is valid to the end of its month, counted in UK time', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(cardExpiryValidAt('11/26', now)).toBe(true);
    expect(cardExpiryValidAt('12/29', now)).toBe(true);
    expect(cardExpiryValidAt('01/27', now)).toBe(true);
    expect(cardExpiryValidAt('10/26', now)).toBe(false);
    expect(cardExpiryValidAt('12/25', now)).toBe(false);
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST): June's cards have expired.
    expect(cardExpiryValidAt('06/26', new Date('2026-06-30T23:30:00Z'))).toBe(false);
    expect(cardExpiryValidAt('06/26', new Date('2026-06-30T22:30:00Z'))).toBe(true);
    // In winter London is on UTC.
    expect(cardExpiryValidAt('11/26', new Date('2026-11-30T23:59:00Z'))).toBe(true);
    expect(cardExpiryValidAt('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('is not valid when it is not MM/YY', () => {
    for (const expiry of ['1229', '13/29', '00/29', '12/2029', ''])
      expect(cardExpiryValidAt(expiry, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('declines an expired test card whatever its number, as Stripe does', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(testCardOutcome('4242424242424242', '10/26', now)).toEqual({ status: 'declined', message: checkoutMessages.cardExpired });
    expect(testCardOutcome('4242424242424242', '11/26', now)).toEqual({ status: 'succeeded' });
    expect(testCardOutcome('4242424242424242', undefined, now)).toEqual({ status: 'succeeded' });
  });

  it('refuses a past expiry in the card form', () => {
    const result = testCardFormSchema.safeParse({ cardNumber: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(checkoutMessages.cardExpired);
    expect(testCardFormSchema.safeParse({ cardNumber: '4242 4242 4242 4242', expiry: '1229', cvc: '123' }).error?.issues[0]?.message).toBe(
      'Enter the expiry date as MM/YY.',
    );
  });
});
