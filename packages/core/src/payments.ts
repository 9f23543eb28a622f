import * as z from 'zod/mini';
import { DEFAULT_SERVICE_FEE_PENCE, penceFromPounds, penceToDecimalString } from './money';
import { optionalTextSchema } from './optional-text';
import { NOTES_MAX_LENGTH } from './text-limits';

export const paymentStatuses = ['pending', 'verified', 'rejected'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentMethods = ['bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Card payments are recorded as pending with this marker at the start of their notes, awaiting the
 * admin's verification; a pending payment whose notes carry it counts as paid by card.
 */
export const CARD_PAYMENT_MARKER = '[Card payment via Stripe]';
export const isCardPayment = (notes: string | null) => notes?.startsWith(CARD_PAYMENT_MARKER) ?? false;

/** A payment as the API answers it, to its owner and to admins. */
export const paymentRecordSchema = z.object({
  id: z.string(),
  /** Integer pence; `amount` is the same as a decimal string of pounds ("250.00"). */
  amountPence: z.int(),
  amount: z.string(),
  type: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  /** Where the proof image is served (owner and admins only), or null. */
  proofImagePath: z.nullable(z.string()),
  /** When the proof was deleted under retention (docs/decisions/036-retention.md): the payment stays without it. */
  proofDeletedAt: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  reviewNotes: z.nullable(z.string()),
  /** The admin who verified or rejected it (their account id), or null. */
  verifiedBy: z.nullable(z.string()),
  verifiedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** The service fee a client pays: the amount the admin set for them, else the default (£250). */
export const serviceFeePence = (customPence: number | null | undefined) => customPence ?? DEFAULT_SERVICE_FEE_PENCE;

/** A client's fee as the API answers it: the admin's amount as pounds ("450.00", or null) and the fee due in pence. */
export const clientFee = (customPence: number | null) => ({
  customPaymentAmount: customPence === null ? null : penceToDecimalString(customPence),
  feePence: serviceFeePence(customPence),
});

/** GET /api/payments/remaining-fee: the rest of the service fee, for the account that pays it (a group's leader). */
export const remainingFeeSchema = z.object({
  /** Whether one of the client's (or their group's) offers has been accepted, which makes the rest due. */
  due: z.boolean(),
  applicants: z.int(),
  fullFeePence: z.int(),
  upfrontFeePence: z.int(),
  /** Whether a payment towards the upfront fee has been verified, so that it is taken off. */
  upfrontPaid: z.boolean(),
  remainingPence: z.int(),
});
export type RemainingFee = z.infer<typeof remainingFeeSchema>;

/** The team checks a bank-transfer proof within this many hours. */
export const PROOF_VERIFICATION_HOURS = 24;

/** The upfront service fee, paid once the consultation has set it. */
const INITIAL_PAYMENT_TYPE = 'initial';
/** The rest of the full service fee, due once the landlord has accepted one of the client's offers. */
export const BALANCE_PAYMENT_TYPE = 'balance';
/** What a client pays for, by card or bank transfer. */
export const clientPaymentTypes = [INITIAL_PAYMENT_TYPE, BALANCE_PAYMENT_TYPE] as const;
export type ClientPaymentType = (typeof clientPaymentTypes)[number];
/** Whether a payment counts towards the upfront fee (the client's own, or the admin's record of money received) rather than the rest of the fee. */
export const isUpfrontPayment = (payment: { type: string }) => payment.type !== BALANCE_PAYMENT_TYPE;

/**
 * The payment and card checkout pages pay the upfront fee, or the rest of the fee with `?for=balance`:
 * the page reads which from its address, and links carry it on.
 */
export const paymentTypeOfSearch = (search: string): ClientPaymentType =>
  /[?&]for=balance(&|$)/.test(search) ? BALANCE_PAYMENT_TYPE : INITIAL_PAYMENT_TYPE;
export const withPaymentType = (path: string, type: ClientPaymentType) => (type === BALANCE_PAYMENT_TYPE ? `${path}?for=balance` : path);

/** The full service fee by the number of applicants renting together (Terms & Conditions §3): £400, £450, £500 for three or more. */
export const FULL_SERVICE_FEE_PENCE = [400_00, 450_00, 500_00] as const;
export const fullServiceFeePence = (applicants: number) =>
  FULL_SERVICE_FEE_PENCE[Math.min(Math.max(Math.trunc(applicants), 1), FULL_SERVICE_FEE_PENCE.length) - 1]!;

/**
 * The rest of the service fee once an offer is accepted: the full fee for the group's size less the
 * upfront fee set for the client (what the consultation agreed and the client paid), never below 0.
 * The upfront fee counts only once a payment towards it is verified; until then nothing is taken off.
 */
export function remainingFeePence(input: { applicants: number; upfrontFeePence: number; upfrontPaid: boolean }): number {
  return Math.max(0, fullServiceFeePence(input.applicants) - (input.upfrontPaid ? input.upfrontFeePence : 0));
}

/** A payment the admin recorded for a client, for money received outside the app. */
export const ADMIN_OVERRIDE_PAYMENT_TYPE = 'admin_override';

/** What decides whether the upfront fee is agreed, read for the account that pays (a group's leader, decision 006). */
export interface UpfrontFeeAgreement {
  /** The payer's consultation call, or null when none is booked. */
  consultation: { status: string } | null;
  /** Whether an admin has set the payer's fee (`customPaymentAmount`). */
  feeSetByAdmin: boolean;
  payments: readonly { type: string }[];
}

/**
 * Whether the upfront fee is agreed, so that the client may pay it (by card or bank transfer): the
 * spec's Pay Initial Fees step opens when the consultation is completed, because the fee is agreed on
 * that call. An admin who set the client's fee, or recorded a payment for them, has agreed it too.
 * The server refuses a payment before that (`fee_not_agreed`); the pages say so instead of offering
 * to pay. See docs/decisions/029-when-paying-opens.md.
 */
export const isUpfrontFeeAgreed = ({ consultation, feeSetByAdmin, payments }: UpfrontFeeAgreement): boolean =>
  consultation?.status === 'completed' || feeSetByAdmin || payments.some((p) => p.type === ADMIN_OVERRIDE_PAYMENT_TYPE);

/**
 * Where the rest of the service fee stands, one rule for every card and prompt that reads it:
 * - 'not-due': no offer is accepted yet;
 * - 'nothing-due': an offer is accepted but the upfront fee already covered the full fee;
 * - 'to-pay': it is due and unpaid (a rejected payment of it counts as unpaid);
 * - 'in-review': a payment of it awaits the team's check;
 * - 'paid': a payment of it is verified.
 * Only 'to-pay' asks the client to pay the rest.
 */
export type BalanceState = 'not-due' | 'nothing-due' | 'to-pay' | 'in-review' | 'paid';

export function balanceState(
  fee: Pick<RemainingFee, 'due' | 'remainingPence'>,
  payments: readonly { type: string; status: PaymentStatus }[],
): BalanceState {
  const balancePayments = payments.filter((p) => !isUpfrontPayment(p));
  if (balancePayments.some((p) => p.status === 'verified')) return 'paid';
  if (balancePayments.some((p) => p.status === 'pending')) return 'in-review';
  if (!fee.due) return 'not-due';
  return fee.remainingPence === 0 ? 'nothing-due' : 'to-pay';
}

export const paymentMessages = {
  termsNotSigned: 'Please sign the Terms & Conditions before paying.',
  feeNotAgreed: 'Your service fee is agreed on your consultation call. You can pay once your consultation is complete.',
  proofMissingTitle: 'No file selected',
  proofMissing: 'Please select a payment proof image before submitting.',
  proofNotImage: 'Please upload an image (JPEG, PNG, GIF or WebP) of your payment proof.',
  amountMismatch: 'The amount does not match your service fee.',
  alreadyPaid: 'You already have a payment that is pending or verified. Replace its proof instead of paying again.',
  notPending: 'This payment has already been reviewed, so it can no longer be changed.',
  cardPaymentLocked: 'A card payment cannot be changed here. Please contact the admin team.',
  alreadyReviewed: 'This payment has already been reviewed.',
  balanceNotDue: 'Nothing more is due: the rest of the service fee is asked for once one of your offers is accepted.',
  balanceExists: 'You already have a payment of the rest of your fee that is pending or verified.',
} as const;

/**
 * The text fields of a proof upload (multipart, so every value arrives as a string). `amount` is the
 * fee in pounds as the page shows it ("250.00"); the server compares it with the user's fee in pence.
 */
export const paymentProofFieldsSchema = z.pipe(
  z.object({
    amount: z.pipe(
      z.string({ error: 'amount is required.' }),
      penceFromPounds({ invalid: 'The amount must be a number of pounds, e.g. 250.00.' }),
    ),
    type: z.enum(clientPaymentTypes, { error: "type must be 'initial' or 'balance'." }),
  }),
  z.transform(({ amount, type }) => ({ amountPence: amount, type })),
);

const paymentReviewStatuses = ['verified', 'rejected'] as const;
export type PaymentReviewStatus = (typeof paymentReviewStatuses)[number];

/** The admin's decision on a pending payment, with optional notes that the client receives by e-mail. */
export const verifyPaymentRequestSchema = z.object({
  status: z.enum(paymentReviewStatuses, { error: "status must be 'verified' or 'rejected'." }),
  notes: optionalTextSchema(`Notes must be at most ${NOTES_MAX_LENGTH} characters.`),
});
export type PaymentReviewRequest = z.output<typeof verifyPaymentRequestSchema>;

export const paymentListSchema = z.array(paymentRecordSchema);

/**
 * Why the client may not replace the proof of a payment or delete it, or null when they may: only a
 * pending bank transfer can change (a reviewed payment is settled; a card payment is the provider's).
 */
export function paymentChangeRefusal(payment: Pick<PaymentRecord, 'status' | 'method' | 'notes'>): string | null {
  if (payment.status !== 'pending') return paymentMessages.notPending;
  if (payment.method === 'card' || isCardPayment(payment.notes)) return paymentMessages.cardPaymentLocked;
  return null;
}

/** Where a stored proof is served: only to its owner and to admins. */
export const proofImagePath = (fileKey: string | null) => (fileKey ? `/uploads/${fileKey}` : null);
