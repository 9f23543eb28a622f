import { describe, expect, it } from 'vitest';
import { createPaymentIntentRequestSchema, statedFeeReadings, statesFee } from './checkout';

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
