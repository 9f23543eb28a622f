import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  cardTotalPence,
  cardTransactionFeePence,
  formatMoney,
  optionalPoundsToPenceSchema,
  parsePounds,
  penceFromPounds,
  penceToDecimalString,
  poundsToPenceSchema,
} from './money';

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

describe('poundsToPenceSchema', () => {
  const amount = poundsToPenceSchema({ required: 'Enter an amount.', invalid: 'Not an amount.', minPence: 1, maxPence: 1000_00 });
  const message = (value: unknown) => amount.safeParse(value).error?.issues[0]?.message;

  it.each([
    ['450', 450_00],
    [' 450.5 ', 450_50],
    [450.5, 450_50],
    ['0.01', 1],
    ['1000', 1000_00],
  ])('reads %j as %i pence', (value, pence) => expect(amount.parse(value)).toBe(pence));

  it.each([undefined, null, '', '   ', true])('asks for the amount when given %j', (value) =>
    expect(message(value)).toBe('Enter an amount.'),
  );

  it.each(['0', '1000.01', '-5', '4.999', 4.999, 1e21, 'ten', '£5'])('refuses %j as not an amount within the limits', (value) =>
    expect(message(value)).toBe('Not an amount.'),
  );

  it('says invalid for a missing amount too when no required message is given, and takes 0 unless a minimum is set', () => {
    const fee = poundsToPenceSchema({ invalid: 'Not an amount.' });
    expect(fee.safeParse(undefined).error?.issues[0]?.message).toBe('Not an amount.');
    expect(fee.safeParse(' ').error?.issues[0]?.message).toBe('Not an amount.');
    expect(fee.parse('0')).toBe(0);
  });

  it('reads text alone after a schema that insists on text, keeping that schema’s message for a missing value', () => {
    const field = z.pipe(z.string({ error: 'amount is required.' }), penceFromPounds({ invalid: 'Not an amount.' }));
    expect(field.parse('250.00')).toBe(250_00);
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('amount is required.');
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Not an amount.');
  });
});

describe('optionalPoundsToPenceSchema', () => {
  const rent = optionalPoundsToPenceSchema({ invalid: 'Not a rent.' });

  it.each([undefined, null, '', '  '])('reads %j as none', (value) => expect(rent.parse(value)).toBeNull());

  it('reads an amount as pence, 0 included', () => {
    expect(rent.parse('950.50')).toBe(950_50);
    expect(rent.parse(0)).toBe(0);
  });

  it.each(['-1', 'abc', 1.234, false])('refuses %j', (value) =>
    expect(rent.safeParse(value).error?.issues[0]?.message).toBe('Not a rent.'),
  );
});
