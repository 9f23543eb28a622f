import * as z from 'zod/mini';
import { adminActions, adminClientFilterKinds, adminStages, badgeTones, type AdminActionKind, type AdminStageKind } from './admin-badges';
import { applicationSteps } from './application-steps';
import { consultationRecordSchema } from './consultations';
import { documentRecordSchema } from './documents';
import { groupRoles } from './groups';
import { cardTotalPence, penceFromPounds, poundsToPenceSchema } from './money';
import { optionalTextSchema } from './optional-text';
import { CARD_PAYMENT_MARKER, paymentMethods, paymentRecordSchema, type PaymentMethod } from './payments';
import { preferencesRecordSchema } from './preferences-record';
import { termsSignatureRecordSchema } from './terms';
import { NOTES_MAX_LENGTH } from './text-limits';

const adminClientSummarySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
});

/** The admin's client list, a page at a time (docs/decisions/014-admin-client-list.md). */
export const ADMIN_CLIENTS_PAGE_SIZE = 20;
const ADMIN_CLIENTS_MAX_PAGE_SIZE = 100;
const ADMIN_CLIENTS_MAX_PAGE = 100_000;
export const ADMIN_CLIENTS_SEARCH_MAX = 100;

/** A whole number in a query string ("2"), from 1 to `max`, with one sentence for every way it can be wrong. */
const wholeNumberParam = (name: string, max: number) => {
  const error = `${name} must be a whole number from 1 to ${max}.`;
  return z.pipe(z.coerce.number<string | number>({ error }), z.int({ error }).check(z.minimum(1, { error }), z.maximum(max, { error })));
};

/**
 * GET /api/admin/users?page=&pageSize=&search=&filter=: every parameter optional. `search` matches the
 * name or the e-mail, any part of it, ignoring case; `filter` is one of the summary cards'.
 */
export const adminClientListQuerySchema = z.object({
  page: z._default(wholeNumberParam('page', ADMIN_CLIENTS_MAX_PAGE), 1),
  pageSize: z._default(wholeNumberParam('pageSize', ADMIN_CLIENTS_MAX_PAGE_SIZE), ADMIN_CLIENTS_PAGE_SIZE),
  search: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(ADMIN_CLIENTS_SEARCH_MAX, { error: `search must be at most ${ADMIN_CLIENTS_SEARCH_MAX} characters.` })),
    '',
  ),
  filter: z._default(z.enum(adminClientFilterKinds, { error: `filter must be one of ${adminClientFilterKinds.join(', ')}.` }), 'all'),
});
export type AdminClientListQuery = z.output<typeof adminClientListQuerySchema>;

const badgeSchema = <Kind extends string>(kinds: Record<Kind, unknown>) =>
  z.object({ kind: z.enum(Object.keys(kinds) as [Kind, ...Kind[]]), label: z.string(), tone: z.enum(badgeTones) });

/** A row of the Client Management table: the account and the two badges core's rules give it. */
const adminClientRowSchema = z.extend(adminClientSummarySchema, {
  stage: badgeSchema<AdminStageKind>(adminStages),
  action: badgeSchema<AdminActionKind>(adminActions),
});
export type AdminClientRow = z.infer<typeof adminClientRowSchema>;

/** The five summary cards, over every client whatever the page, search or filter. */
const adminClientSummaryCountsSchema = z.object({
  totalClients: z.int(),
  pendingConsultations: z.int(),
  paymentsToVerify: z.int(),
  documentsToReview: z.int(),
  /** Offers awaiting the admin's answer (offers, not clients). */
  pendingOffers: z.int(),
});
export type AdminClientSummaryCounts = z.infer<typeof adminClientSummaryCountsSchema>;

/** One page of the list, newest client first; `total` counts the clients the search and filter match. */
export const adminClientPageSchema = z.object({
  clients: z.array(adminClientRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  summary: adminClientSummaryCountsSchema,
});
export type AdminClientPage = z.infer<typeof adminClientPageSchema>;

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

/**
 * GET /api/admin/users/{id}: the spec's User entity, its fields at the top level (id, email, fullName,
 * isEmailVerified, customPaymentAmount, preferences, adminNotes, callSchedule, payments, documents,
 * termsAndConditions), plus what the client page needs (the fee in pence, the group, the override).
 */
export const adminClientDetailSchema = z.extend(adminClientAccountSchema, {
  preferences: z.nullable(preferencesRecordSchema),
  callSchedule: z.nullable(consultationRecordSchema),
  /** Newest first. */
  payments: z.array(paymentRecordSchema),
  /** Newest first. */
  documents: z.array(documentRecordSchema),
  termsAndConditions: z.nullable(adminTermsRecordSchema),
  group: z.nullable(adminClientGroupSchema),
  /** The admin team's private notes: only ever in admin answers. */
  adminNotes: z.nullable(z.string()),
  /** The step an admin set with the status override, or null when the records decide (application-progress.ts). */
  stepOverride: z.nullable(z.enum(applicationSteps)),
});
export type AdminClientDetail = z.infer<typeof adminClientDetailSchema>;

export const adminMessages = {
  amountRequired: 'Amount Required: Please enter the payment amount.',
  amountInvalid: 'Invalid Amount: Please enter an amount above £0 in pounds and pence, for example 450.00.',
} as const;

/** A positive amount in pounds as the admin types it ("450", "450.00", 0.5), at most two decimals, to pence. */
export const adminPoundsSchema = poundsToPenceSchema({ invalid: adminMessages.amountInvalid, minPence: 1 });

/** The admin's amount in pence, or null when it is not one: what the admin's dialogs check before sending. */
export const parseAdminAmount = (value: string | number): number | null => adminPoundsSchema.safeParse(value).data ?? null;

/** PUT /api/admin/users/{id}/payment-amount: a new fee, or null for the default, parsed to pence. */
export const paymentAmountRequestSchema = z.pipe(
  z.object({ amount: z.nullable(adminPoundsSchema) }),
  z.transform(({ amount }) => ({ amountPence: amount })),
);
export const paymentAmountResponseSchema = z.pick(adminClientAccountSchema, { customPaymentAmount: true, feePence: true });
export type PaymentAmountResponse = z.infer<typeof paymentAmountResponseSchema>;

/** The text fields of POST /api/admin/users/{id}/payment-override (a multipart form), the amount parsed to pence. */
export const paymentOverrideFieldsSchema = z.pipe(
  z.object({
    amount: z.pipe(
      z.string({ error: adminMessages.amountRequired }).check(z.minLength(1, adminMessages.amountRequired)),
      penceFromPounds({ required: adminMessages.amountRequired, invalid: adminMessages.amountInvalid, minPence: 1 }),
    ),
    notes: optionalTextSchema(`Notes must be at most ${NOTES_MAX_LENGTH} characters`),
    method: z._default(z.enum(paymentMethods, { error: 'Choose bank_transfer or card as the payment method.' }), 'bank_transfer'),
  }),
  z.transform(({ amount, ...fields }) => ({ ...fields, amountPence: amount })),
);

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
