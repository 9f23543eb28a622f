import * as z from 'zod/mini';
import { parsePounds } from './money';
import { ukZoneAbbreviation } from './uk-time';
import { clientPaymentTypes } from './payments';

/**
 * Card checkout: what the browser and the server exchange. Every amount is integer pence and is
 * decided by the server (the fee rule is `cardTotalPence` in money.ts); the browser only echoes the
 * base it was shown, so that a page showing a stale fee is refused instead of charged.
 */

/** The success redirect waits this long before going to the dashboard. */
export const CHECKOUT_REDIRECT_MS = 3000;

const cardPaymentModes = ['stripe', 'test'] as const;
export type CardPaymentMode = (typeof cardPaymentModes)[number];

/**
 * GET /api/checkout/card-payments: whether the app takes cards, and how. 'off' on a real deployment
 * without Stripe keys: the payment page offers bank transfer only.
 */
export const cardPaymentsResponseSchema = z.object({ mode: z.enum([...cardPaymentModes, 'off']) });

const statedAmountError = 'amount must be the service fee, in pence (25000) or in pounds ("250.00").';

/**
 * What a stated fee can mean, in pence. The web sends integer pence (25000); a client written from the
 * spec sends pounds, as the user's customPaymentAmount reads them ("250.00", or the number 250). Text is
 * pounds only; a whole number may be either, so both readings are kept and the server accepts the
 * amount when one of them is the fee it knows (statesFee).
 */
export function statedFeeReadings(amount: string | number): number[] | null {
  const asPounds = parsePounds(typeof amount === 'number' ? (Number.isFinite(amount) && amount >= 0 ? String(amount) : '') : amount);
  const asPence = typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : null;
  const readings = [asPence, asPounds].filter((pence) => pence !== null);
  return readings.length > 0 ? readings : null;
}

/** Whether a create-payment-intent `amount` states this fee, in either reading. */
export const statesFee = (readings: readonly number[], feePence: number) => readings.includes(feePence);

export const createPaymentIntentRequestSchema = z.pipe(
  z.object({
    /**
     * The service fee the page shows, without the card transaction fee: integer pence, as the web
     * sends it, or pounds as the spec's fields express it ("250.00" or 250).
     */
    amount: z.union([z.number(), z.string()], { error: statedAmountError }),
    /** What is paid: the upfront fee or the rest of the fee. */
    type: z.enum(clientPaymentTypes, { error: "type must be 'initial' or 'balance'." }),
  }),
  z.transform(({ amount, type }, context) => {
    const amountReadings = statedFeeReadings(amount);
    if (amountReadings) return { amountReadings, type };
    context.issues.push({ code: 'custom', message: statedAmountError, input: amount });
    return z.NEVER;
  }),
);
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

/** Amounts in integer pence: totalAmount = baseAmount + transactionFee, and the intent charges totalAmount. */
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  baseAmount: z.int(),
  transactionFee: z.int(),
  totalAmount: z.int(),
  paymentIntentId: z.string(),
  mode: z.enum(cardPaymentModes),
  /** Stripe's publishable key, in Stripe mode only. */
  publishableKey: z.optional(z.string()),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

const paymentIntentIdSchema = z
  .string({ error: 'paymentIntentId is required.' })
  .check(z.trim(), z.minLength(1, 'paymentIntentId is required.'), z.maxLength(255, 'paymentIntentId is too long.'));

/**
 * The web names the intent it confirmed; the spec's call sends no body (or `{}`), and the server then
 * checks the client's latest intent.
 */
export const processCardSuccessRequestSchema = z.nullish(z.object({ paymentIntentId: z.optional(paymentIntentIdSchema) }));

export const processCardSuccessResponseSchema = z.object({ success: z.literal(true), paymentId: z.string() });

export const checkoutMessages = {
  intentFailedTitle: 'Error',
  intentFailed: 'Failed to initialize payment',
  paymentFailedTitle: 'Payment Failed',
  paymentFailed: 'There was an error processing your payment.',
  paymentSucceededTitle: 'Payment Successful!',
  paymentSucceeded: 'Your payment has been processed successfully.',
  cardDeclined: 'Your card was declined.',
  cardNumberIncorrect: 'Your card number is incorrect.',
  cardExpired: 'Your card has expired.',
  intentNotFound: 'Payment not found.',
  intentNotSucceeded: 'This payment has not gone through yet.',
  intentDoesNotMatch: 'This payment does not match your service fee. Please contact us.',
  providerUnavailable: 'Card payments are unavailable right now. Please try again in a few minutes.',
  cardPaymentsOff: 'Card payments are not available. Please pay by bank transfer and upload your proof of payment.',
} as const;

/**
 * Test mode (no Stripe keys configured): the local card form. Only these two numbers mean something,
 * as in Stripe's own test mode; any other number is refused as incorrect.
 */
const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

export type TestCardOutcome = { status: 'succeeded' } | { status: 'declined'; message: string };

/**
 * What Stripe's test mode answers a test card: the two numbers above, and an expired card declined
 * whatever its number. `expiry` is MM/YY when the card form sent it.
 */
export function testCardOutcome(cardNumber: string, expiry: string | undefined, now: Date): TestCardOutcome {
  if (expiry !== undefined && !cardExpiryValidAt(expiry, now)) return { status: 'declined', message: checkoutMessages.cardExpired };
  if (cardNumber === TEST_CARDS.succeeds) return { status: 'succeeded' };
  if (cardNumber === TEST_CARDS.declined) return { status: 'declined', message: checkoutMessages.cardDeclined };
  return { status: 'declined', message: checkoutMessages.cardNumberIncorrect };
}

const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

/** A card's expiry as typed: MM/YY, spaces around the slash allowed. */
const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s?\/\s?(\d{2})$/;
/** What the test-mode card form says of a field it cannot take. */
export const cardFormMessages = {
  cardNumber: 'Enter the 16-digit card number.',
  expiry: 'Enter the expiry date as MM/YY.',
  cvc: 'Enter the 3 or 4 digits on the back of the card.',
} as const;

/**
 * The expiry field as the person types: digits only, with the slash put in after the month, so that
 * "1229" reads "12/29" and a pasted "12 / 29" does too. Deleting back over the slash takes it away.
 */
export function formatCardExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The UK's calendar month at an instant, as year * 12 + month (0-based): GMT in winter, BST in summer. */
function ukMonthIndex(now: Date): number {
  const uk = new Date(now.getTime() + (ukZoneAbbreviation(now) === 'BST' ? 60 * 60_000 : 0));
  return uk.getUTCFullYear() * 12 + uk.getUTCMonth();
}

/**
 * Whether a card with this MM/YY expiry can still pay at `now`: a card is valid to the end of its
 * expiry month, counted in UK time (the month turns at midnight in London). Not MM/YY is not valid.
 */
export function cardExpiryValidAt(expiry: string, now: Date): boolean {
  const match = CARD_EXPIRY_PATTERN.exec(expiry.trim());
  if (!match) return false;
  const expiryMonthIndex = (2000 + Number(match[2])) * 12 + (Number(match[1]) - 1);
  return expiryMonthIndex >= ukMonthIndex(now);
}

/** The test-mode card form: number, expiry (MM/YY, not past) and CVC, as a card form checks them before sending. */
export const testCardFormSchema = z.object({
  cardNumber: z.string().check(z.overwrite(digitsOnly), z.regex(/^\d{16}$/, cardFormMessages.cardNumber)),
  expiry: z.string().check(
    z.trim(),
    z.regex(CARD_EXPIRY_PATTERN, cardFormMessages.expiry),
    z.refine((expiry) => !CARD_EXPIRY_PATTERN.test(expiry) || cardExpiryValidAt(expiry, new Date()), checkoutMessages.cardExpired),
  ),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, cardFormMessages.cvc)),
});
export type TestCardForm = z.input<typeof testCardFormSchema>;

export const confirmTestPaymentRequestSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  cardNumber: z
    .string({ error: 'cardNumber is required.' })
    .check(z.overwrite(digitsOnly), z.regex(/^\d{12,19}$/, 'cardNumber must be a card number.')),
  /** MM/YY as the card form has it; an expired card is declined as Stripe declines it. */
  expiry: z.optional(z.string().check(z.trim(), z.regex(CARD_EXPIRY_PATTERN, cardFormMessages.expiry))),
});

export const confirmTestPaymentResponseSchema = z.object({ status: z.literal('succeeded') });
