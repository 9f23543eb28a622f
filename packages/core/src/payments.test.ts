import { describe, expect, it } from 'vitest';
import {
  ADMIN_OVERRIDE_PAYMENT_TYPE,
  balanceState,
  CARD_PAYMENT_MARKER,
  isUpfrontFeeAgreed,
  clientFee,
  FULL_SERVICE_FEE_PENCE,
  fullServiceFeePence,
  paymentChangeRefusal,
  paymentMessages,
  paymentTypeOfSearch,
  remainingFeePence,
  withPaymentType,
} from './payments';
import { termsSections } from './terms';

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

describe('the rest of the service fee', () => {
  it('follows the terms’ fee schedule by the number of applicants', () => {
    expect([1, 2, 3, 4].map(fullServiceFeePence)).toEqual([400_00, 450_00, 500_00, 500_00]);
  });

  it('is the schedule the signed terms state', () => {
    const schedule = termsSections.find((section) => section.title === '3. Fee schedule')!.items!;
    expect(schedule.map((line) => Number(/£(\d+)/.exec(line)![1]) * 100)).toEqual([...FULL_SERVICE_FEE_PENCE]);
  });

  it('takes off the upfront fee once it is paid, and never goes below nothing', () => {
    expect(remainingFeePence({ applicants: 1, upfrontFeePence: 250_00, upfrontPaid: true })).toBe(150_00);
    expect(remainingFeePence({ applicants: 3, upfrontFeePence: 250_00, upfrontPaid: true })).toBe(250_00);
    expect(remainingFeePence({ applicants: 2, upfrontFeePence: 250_00, upfrontPaid: false })).toBe(450_00);
    expect(remainingFeePence({ applicants: 1, upfrontFeePence: 450_00, upfrontPaid: true })).toBe(0);
  });

  it('reads which part of the fee a page pays from its query', () => {
    expect(paymentTypeOfSearch('?for=balance')).toBe('balance');
    expect(paymentTypeOfSearch('?x=1&for=balance')).toBe('balance');
    expect(paymentTypeOfSearch('')).toBe('initial');
    expect(paymentTypeOfSearch('?for=balanced')).toBe('initial');
    expect(withPaymentType('/stripe-checkout', 'balance')).toBe('/stripe-checkout?for=balance');
    expect(withPaymentType('/stripe-checkout', 'initial')).toBe('/stripe-checkout');
  });
});

describe('isUpfrontFeeAgreed', () => {
  const none = { consultation: null, feeSetByAdmin: false, payments: [] };
  it('opens paying when the consultation is completed, not while it is booked or confirmed', () => {
    expect(isUpfrontFeeAgreed(none)).toBe(false);
    expect(isUpfrontFeeAgreed({ ...none, consultation: { status: 'pending' } })).toBe(false);
    expect(isUpfrontFeeAgreed({ ...none, consultation: { status: 'confirmed' } })).toBe(false);
    expect(isUpfrontFeeAgreed({ ...none, consultation: { status: 'completed' } })).toBe(true);
  });
  it('opens paying when an admin has set the fee or recorded a payment', () => {
    expect(isUpfrontFeeAgreed({ ...none, feeSetByAdmin: true })).toBe(true);
    expect(isUpfrontFeeAgreed({ ...none, payments: [{ type: 'initial' }] })).toBe(false);
    expect(isUpfrontFeeAgreed({ ...none, payments: [{ type: ADMIN_OVERRIDE_PAYMENT_TYPE }] })).toBe(true);
  });
});

describe('balanceState', () => {
  const due = { due: true, remainingPence: 200_00 };
  it('asks for the rest only when an offer is accepted and something is left', () => {
    expect(balanceState({ due: false, remainingPence: 200_00 }, [])).toBe('not-due');
    expect(balanceState(due, [])).toBe('to-pay');
    // The whole fee was paid up front: nothing is due, so nothing asks for it.
    expect(balanceState({ due: true, remainingPence: 0 }, [{ type: 'initial', status: 'verified' }])).toBe('nothing-due');
  });
  it('follows the payment of the rest: in review, paid, or to pay again after a rejection', () => {
    expect(balanceState(due, [{ type: 'balance', status: 'pending' }])).toBe('in-review');
    expect(
      balanceState(due, [
        { type: 'balance', status: 'verified' },
        { type: 'initial', status: 'verified' },
      ]),
    ).toBe('paid');
    expect(balanceState(due, [{ type: 'balance', status: 'rejected' }])).toBe('to-pay');
    expect(balanceState(due, [{ type: 'initial', status: 'pending' }])).toBe('to-pay');
  });
});
