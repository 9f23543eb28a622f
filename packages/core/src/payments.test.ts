import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT_MARKER, clientFee, paymentChangeRefusal, paymentMessages } from './payments';

describe('paymentChangeRefusal', () => {
  const bankTransfer = { status: 'pending', method: 'bank_transfer', notes: null } as const;

  it('lets a pending bank transfer change', () => {
    expect(paymentChangeRefusal(bankTransfer)).toBeNull();
  });

  it('refuses a reviewed payment', () => {
    expect(paymentChangeRefusal({ ...bankTransfer, status: 'verified' })).toBe(paymentMessages.notPending);
    expect(paymentChangeRefusal({ ...bankTransfer, status: 'rejected' })).toBe(paymentMessages.notPending);
  });

  it('refuses a card payment, by its method or by the marker in its notes', () => {
    expect(paymentChangeRefusal({ ...bankTransfer, method: 'card' })).toBe(paymentMessages.cardPaymentLocked);
    expect(paymentChangeRefusal({ ...bankTransfer, notes: `${CARD_PAYMENT_MARKER} paid` })).toBe(paymentMessages.cardPaymentLocked);
  });
});

describe('clientFee', () => {
  it('is the default fee without a custom amount, and the custom amount otherwise', () => {
    expect(clientFee(null)).toEqual({ customPaymentAmount: null, feePence: 250_00 });
    expect(clientFee(450_50)).toEqual({ customPaymentAmount: '450.50', feePence: 450_50 });
  });
});
