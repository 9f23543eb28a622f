import { z } from 'zod';

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
  amountPence: z.number().int(),
  amount: z.string(),
  type: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  /** Where the proof image is served (owner and admins only), or null. */
  proofImageUrl: z.string().nullable(),
  notes: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
