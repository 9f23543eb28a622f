import * as z from 'zod/mini';
import { callScheduleRecordSchema } from './calls';
import { groupRoles } from './groups';
import { cardTotalPence, parsePounds } from './money';
import { CARD_PAYMENT_MARKER, paymentMethods, paymentRecordSchema, type PaymentMethod } from './payments';
import { preferencesRecordSchema } from './preferences-record';
import { termsSignatureRecordSchema } from './terms';

const adminClientSummarySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminClientSummary = z.infer<typeof adminClientSummarySchema>;
export const adminClientListSchema = z.array(adminClientSummarySchema);

/** The admin's view of one client: the account, its onboarding records and its group. */
const adminTermsRecordSchema = z.extend(termsSignatureRecordSchema, { ipAddress: z.string() });
export type AdminTermsRecord = z.infer<typeof adminTermsRecordSchema>;

const adminClientGroupSchema = z.object({
  role: z.enum(groupRoles),
  leaderId: z.string(),
  leaderName: z.string(),
  /** The co-tenants who have joined (the leader is not one of them). */
  members: z.array(z.object({ id: z.string(), fullName: z.string(), email: z.string() })),
});
export type AdminClientGroup = z.infer<typeof adminClientGroupSchema>;

const adminClientAccountSchema = z.extend(adminClientSummarySchema, {
  /** The fee the admin set, as a decimal string of pounds ("450.00"); null means the default. */
  customPaymentAmount: z.nullable(z.string()),
  /** The fee this client pays, in pence: the custom amount, else the default service fee. */
  feePence: z.int(),
});

export const adminClientDetailSchema = z.object({
  user: adminClientAccountSchema,
  preferences: z.nullable(preferencesRecordSchema),
  callSchedule: z.nullable(callScheduleRecordSchema),
  /** Newest first. */
  payments: z.array(paymentRecordSchema),
  termsAndConditions: z.nullable(adminTermsRecordSchema),
  group: z.nullable(adminClientGroupSchema),
});
export type AdminClientDetail = z.infer<typeof adminClientDetailSchema>;

export const adminMessages = {
  amountRequired: 'Amount Required: Please enter the payment amount.',
  amountInvalid: 'Invalid Amount: Please enter an amount above £0 in pounds and pence, for example 450.00.',
} as const;

/**
 * An amount in pounds as the admin types it ("450", "450.00", 0.5) to pence; null when it is not a
 * positive amount with at most two decimals.
 */
export function parseAdminAmount(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const pence = parsePounds(text);
  return pence !== null && pence > 0 ? pence : null;
}

/** A positive amount in pounds as the admin types it (string or number), at most two decimals. */
export const poundsAmountSchema = z
  .union([z.string(), z.number()], { error: adminMessages.amountInvalid })
  .check(z.refine((v) => parseAdminAmount(v) !== null, adminMessages.amountInvalid));

/** PUT /api/admin/users/{id}/payment-amount: a new fee, or null for the default. */
export const paymentAmountRequestSchema = z.object({ amount: z.nullable(poundsAmountSchema) });
export const paymentAmountResponseSchema = z.pick(adminClientAccountSchema, { customPaymentAmount: true, feePence: true });
export type PaymentAmountResponse = z.infer<typeof paymentAmountResponseSchema>;

const PAYMENT_OVERRIDE_NOTES_MAX = 2000;

/** The text fields of POST /api/admin/users/{id}/payment-override (a multipart form). */
export const paymentOverrideFieldsSchema = z.object({
  amount: z.string({ error: adminMessages.amountRequired }).check(
    z.trim(),
    z.minLength(1, adminMessages.amountRequired),
    z.refine((v) => parseAdminAmount(v) !== null, adminMessages.amountInvalid),
  ),
  notes: z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(PAYMENT_OVERRIDE_NOTES_MAX, `Notes must be at most ${PAYMENT_OVERRIDE_NOTES_MAX} characters`)),
    ),
    z.transform((v) => v || null),
  ),
  method: z._default(z.enum(paymentMethods, { error: 'Choose bank_transfer or card as the payment method.' }), 'bank_transfer'),
});

/**
 * What an override records: bank transfer as entered; card with the transaction fee added and the
 * card-provider marker before the notes.
 */
export function overridePayment(
  basePence: number,
  method: PaymentMethod,
  notes: string | null,
): { amountPence: number; notes: string | null } {
  if (method === 'bank_transfer') return { amountPence: basePence, notes };
  return { amountPence: cardTotalPence(basePence).totalAmount, notes: notes ? `${CARD_PAYMENT_MARKER} ${notes}` : CARD_PAYMENT_MARKER };
}

export const paymentOverrideResponseSchema = z.object({ payment: paymentRecordSchema });
