import { describe, expect, it } from 'vitest';
import { cardTotalPence, cardTransactionFeePence, formatMoney, parsePounds, penceToDecimalString } from './money';

describe('card transaction fee', () => {
  it.each([
    [250_00, 745], // 2.9 % of £250 is £7.25, plus 20p
    [100, 23], // 2.9p rounds up to 3p
    [1000, 49], // exactly 29p
    [1001, 50], // 29.029p rounds up to 30p
    [0, 20],
    [99_999_99, 290_020], // 289,999.71p rounds up to 290,000p
  ])('on %i pence is %i pence', (base, fee) => expect(cardTransactionFeePence(base)).toBe(fee));

  it('the total is base plus fee', () => {
    expect(cardTotalPence(250_00)).toEqual({ baseAmount: 250_00, transactionFee: 745, totalAmount: 257_45 });
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s, which is not an amount in pence', (bad) => {
    expect(() => cardTransactionFeePence(bad)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [250_00, '£250.00'],
    [1_250_00, '£1,250.00'],
    [100, '£1.00'],
    [99, '99p'],
    [5, '5p'],
    [0, '0p'],
  ])('shows %i pence as %s', (pence, text) => expect(formatMoney(pence)).toBe(text));
});

describe('parsePounds', () => {
  it.each([
    ['250', 250_00],
    ['250.5', 250_50],
    ['250.05', 250_05],
    [' 0.99 ', 99],
  ])('reads %j as %i pence', (text, pence) => expect(parsePounds(text)).toBe(pence));

  it.each(['', '-1', '1.999', '1e3', 'ten', '12345678'])('rejects %j', (text) => expect(parsePounds(text)).toBeNull());

  it('round-trips with penceToDecimalString', () => {
    expect(penceToDecimalString(250_05)).toBe('250.05');
    expect(parsePounds(penceToDecimalString(99))).toBe(99);
  });
});
