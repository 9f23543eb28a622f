/** What other modules may use of this one: they import it from here, never from its other files (decision 027). */
export { amountDue, remainingFee } from './amount-due';
export { assertMayPay, assertNoOpenPayment } from './eligibility';
export { toPaymentRecord } from './records';
