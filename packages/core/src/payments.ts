import * as z from 'zod/mini';
import { DEFAULT_SERVICE_FEE_PENCE, parsePounds, penceToDecimalString } from './money';

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

/** The team checks a bank-transfer proof within this many hours. */
export const PROOF_VERIFICATION_HOURS = 24;

/** The only payment type a client creates: the upfront service fee. */
export const INITIAL_PAYMENT_TYPE = 'initial';

/** A payment the admin recorded for a client, for money received outside the app. */
export const ADMIN_OVERRIDE_PAYMENT_TYPE = 'admin_override';

export const paymentMessages = {
  termsNotSigned: 'Please sign the Terms & Conditions before paying.',
  proofMissingTitle: 'No file selected',
  proofMissing: 'Please select a payment proof image before submitting.',
  proofNotImage: 'Please upload an image (JPEG, PNG, GIF or WebP) of your payment proof.',
  amountMismatch: 'The amount does not match your service fee.',
  alreadyPaid: 'You already have a payment that is pending or verified. Replace its proof instead of paying again.',
  notPending: 'This payment has already been reviewed, so it can no longer be changed.',
  cardPaymentLocked: 'A card payment cannot be changed here. Please contact the admin team.',
  alreadyReviewed: 'This payment has already been reviewed.',
} as const;

/**
 * The text fields of a proof upload (multipart, so every value arrives as a string). `amount` is the
 * fee in pounds as the page shows it ("250.00"); the server compares it with the user's fee in pence.
 */
export const paymentProofFieldsSchema = z.object({
  amount: z.pipe(
    z
      .string({ error: 'amount is required.' })
      .check(z.refine((text) => parsePounds(text) !== null, 'The amount must be a number of pounds, e.g. 250.00.')),
    z.transform((text) => parsePounds(text)!),
  ),
  type: z.literal(INITIAL_PAYMENT_TYPE, { error: "type must be 'initial'." }),
});

const paymentReviewStatuses = ['verified', 'rejected'] as const;
export type PaymentReviewStatus = (typeof paymentReviewStatuses)[number];

/** The admin's decision on a pending payment, with optional notes that the client receives by e-mail. */
export const verifyPaymentRequestSchema = z.object({
  status: z.enum(paymentReviewStatuses, { error: "status must be 'verified' or 'rejected'." }),
  notes: z.nullish(z.string().check(z.trim(), z.maxLength(2000, 'Notes must be at most 2000 characters.'))),
});

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
