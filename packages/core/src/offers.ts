import * as z from 'zod/mini';
import { poundsToPenceSchema } from './money';
import { optionalTextSchema } from './optional-text';
import { NOTES_MAX_LENGTH } from './text-limits';

/**
 * Rent offers a client makes on a property they watched (spec part 2 §3, §4, §5): pending until the
 * admin accepts or rejects it, or the client withdraws it. One active (not withdrawn) offer per
 * viewing; withdrawn offers stay as history and the client may offer again.
 */

export const offerStatuses = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Only a pending offer changes: the admin accepts or rejects it, the client withdraws it. */
export const isOfferOpen = (status: OfferStatus) => status === 'pending';
/** An offer that still counts against the viewing's one active offer. */
export const isOfferActive = (status: OfferStatus) => status !== 'withdrawn';

/** The suggested offer: the market price plus £50 a month (part 2 §9). */
export const SUGGESTED_OFFER_UPLIFT_PENCE = 50_00;
export const suggestedOfferPence = (marketPence: number | null) =>
  marketPence === null ? null : marketPence + SUGGESTED_OFFER_UPLIFT_PENCE;

/** The highest monthly rent an offer may name: a typo guard, far above any rent the service sees. */
const MAX_OFFER_PENCE = 100_000_00;

/** A property as a group's viewings name it: a viewing session, else its address. */
export interface PropertyRef {
  viewingSessionId: string | null;
  propertyAddress: string;
}

const addressKey = (address: string) => address.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether two viewings (one each for two members of a group) are of the same property: the same viewing
 * session, or the same address, ignoring case and spacing. A group that has an accepted offer on a
 * property takes no other offer on it from any member (decision 006).
 */
export const isSameProperty = (a: PropertyRef, b: PropertyRef) =>
  (a.viewingSessionId !== null && a.viewingSessionId === b.viewingSessionId) ||
  addressKey(a.propertyAddress) === addressKey(b.propertyAddress);

export const offerMessages = {
  amountRequired: 'Please enter an offer amount.',
  amountInvalid: 'Invalid amount: Please enter a valid offer amount.',
  notesTooLong: `Notes can be at most ${NOTES_MAX_LENGTH} characters.`,
  belowMarketWarning: 'Offers below the market price are likely to be rejected by the landlord.',
  viewingRequired: 'Please choose the viewing your offer is for.',
  notFound: 'Offer not found',
  viewingNotFound: 'Viewing not found',
  noVideo: 'You can make an offer once the video of this viewing has been shared with you.',
  viewingCancelled: 'This viewing was cancelled, so it cannot take an offer.',
  alreadyOffered: 'You already have an offer on this property. Withdraw it to make a new one.',
  groupOfferAccepted: "Your group's offer on this property has been accepted, so no other offer can be made on it.",
  groupOfferPending:
    "Your group already has an offer on this property waiting for the landlord's answer, so no other offer can be made on it.",
  /** The client tried to withdraw an offer the admin accepted: only the team can undo it. */
  acceptedCannotWithdraw: 'This offer has been accepted, so it cannot be withdrawn here. Please contact the admin team.',
  notPending: (status: OfferStatus) => `This offer has already been ${status}.`,
  responseTooLong: `The response can be at most ${NOTES_MAX_LENGTH} characters.`,
} as const;

/** An offer in pounds per month as the client types it (string or number), above 0 with at most 2 decimals, to pence. */
export const offerAmountSchema = poundsToPenceSchema({
  required: offerMessages.amountRequired,
  invalid: offerMessages.amountInvalid,
  minPence: 1,
  maxPence: MAX_OFFER_PENCE,
});

/** The client's optional note to the landlord with an offer. */
export const offerNotesSchema = optionalTextSchema(offerMessages.notesTooLong);

/**
 * POST /api/property-offers, parsed to the offer in pence. The spec's body carries marketPrice, what
 * the client's screen showed: it is accepted and dropped, since the market price an offer records is
 * the viewing's rent, read by the server (the browser never decides an amount).
 */
export const createOfferRequestSchema = z.pipe(
  z.object({
    propertyViewingId: z
      .string({ error: offerMessages.viewingRequired })
      .check(z.minLength(1, offerMessages.viewingRequired), z.maxLength(64)),
    offerAmount: offerAmountSchema,
    marketPrice: z.optional(z.nullable(z.union([z.string(), z.number()]))),
    offerNotes: offerNotesSchema,
  }),
  z.transform(({ propertyViewingId, offerAmount, offerNotes }) => ({ propertyViewingId, offerPence: offerAmount, offerNotes })),
);
export type OfferRequest = z.output<typeof createOfferRequestSchema>;

/** PUT /api/admin/property-offers/{id}: the admin's answer to a pending offer; the client is e-mailed. */
export const respondToOfferRequestSchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: "Status must be 'accepted' or 'rejected'." }),
  adminResponse: optionalTextSchema(offerMessages.responseTooLong),
});
export type OfferAnswer = z.output<typeof respondToOfferRequestSchema>;

/** The viewing an offer is for, as the offer lists show it. */
const offerViewingSchema = z.object({
  id: z.string(),
  propertyAddress: z.string(),
  propertyType: z.string(),
  bedrooms: z.int(),
  bathrooms: z.int(),
  rentAmount: z.nullable(z.string()),
  viewingDateTime: z.string(),
});

/** An offer as the API answers it (part 2 §3); amounts are pounds per month as decimal strings, with the same in pence. */
export const offerRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  propertyViewingId: z.string(),
  offerAmount: z.string(),
  offerPence: z.int(),
  /** The viewing's rent when the offer was made, or null when the viewing names none. */
  marketPrice: z.nullable(z.string()),
  marketPence: z.nullable(z.int()),
  offerNotes: z.nullable(z.string()),
  status: z.enum(offerStatuses),
  adminResponse: z.nullable(z.string()),
  respondedAt: z.nullable(z.string()),
  withdrawnAt: z.nullable(z.string()),
  createdAt: z.string(),
  propertyViewing: offerViewingSchema,
});
export type OfferRecord = z.infer<typeof offerRecordSchema>;
export const offerListSchema = z.array(offerRecordSchema);

/** The admin's list adds who made each offer. */
export const adminOfferRecordSchema = z.extend(offerRecordSchema, {
  user: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
});
export type AdminOfferRecord = z.infer<typeof adminOfferRecordSchema>;

/** PUT /api/property-offers/{id}/withdraw answers the withdrawn offer. */
export const withdrawOfferResponseSchema = z.object({ success: z.literal(true), offer: offerRecordSchema });
