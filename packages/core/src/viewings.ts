import { TZDate } from '@date-fns/tz';
import * as z from 'zod/mini';
import { optionalPoundsToPenceSchema } from './money';
import { optionalTextSchema } from './optional-text';
import { NOTES_MAX_LENGTH } from './text-limits';
import { UK_TIME_ZONE } from './uk-time';

/**
 * Property viewings the team arranges for clients (spec part 2 §3 and §4): one record per client and
 * property, created one at a time on the client page or for many clients at once (a viewing session),
 * with the walkthrough video added once the team has filmed it.
 */

export const viewingStatuses = ['scheduled', 'completed', 'cancelled'] as const;
export type ViewingStatus = (typeof viewingStatuses)[number];

/**
 * The only status changes (part 2 §4): a scheduled viewing is cancelled or takes place (completed); a
 * cancelled one is reactivated to scheduled. A completed viewing is final.
 */
const viewingTransitions: Record<ViewingStatus, readonly ViewingStatus[]> = {
  scheduled: ['cancelled', 'completed'],
  cancelled: ['scheduled'],
  completed: [],
};

export const canChangeViewingStatus = (from: ViewingStatus, to: ViewingStatus) => viewingTransitions[from].includes(to);

/** The types the forms offer; the API takes any short text, so a type the list lacks can still be recorded. */
export const propertyTypeOptions = ['Flat', 'House', 'Studio', 'Room in a shared house', 'Student accommodation'] as const;

/** Bedrooms and bathrooms of a new viewing unless the admin says otherwise (part 2 §9). */
export const DEFAULT_VIEWING_ROOMS = 1;
const MAX_ROOMS = 20;
/** The admin's history of viewing sessions: the last 3 months, 8 to a page (part 2 §9). */
export const VIEWING_HISTORY_MONTHS = 3;
export const VIEWING_HISTORY_PAGE_SIZE = 8;

/**
 * The earliest viewing time the admin's history shows: the same UK wall-clock time
 * VIEWING_HISTORY_MONTHS calendar months before `now`, on the month's last day when it is shorter
 * (31 May goes back to 28 or 29 February).
 */
export function viewingHistoryStart(now: Date): Date {
  const uk = new TZDate(now.getTime(), UK_TIME_ZONE);
  const month = uk.getMonth() - VIEWING_HISTORY_MONTHS;
  const daysInMonth = new Date(Date.UTC(uk.getFullYear(), month + 1, 0)).getUTCDate();
  const start = new TZDate(
    uk.getFullYear(),
    month,
    Math.min(uk.getDate(), daysInMonth),
    uk.getHours(),
    uk.getMinutes(),
    uk.getSeconds(),
    uk.getMilliseconds(),
    UK_TIME_ZONE,
  );
  return new Date(start.getTime());
}

/** What a shared video's viewing records as its property type when the admin names none. */
export const UNSPECIFIED_PROPERTY_TYPE = 'Not specified';
/** How many clients one bulk viewing or video share may reach. */
export const MAX_CLIENTS_PER_BULK = 200;

const ADDRESS_MAX = 300;
const TYPE_MAX = 100;
const TITLE_MAX = 200;

export const viewingMessages = {
  noClients: 'No clients selected',
  tooManyClients: `Choose at most ${MAX_CLIENTS_PER_BULK} clients at a time.`,
  addressRequired: 'Property address required: Please enter the address of the property.',
  typeRequired: 'Property type required: Please choose the type of property.',
  dateRequired: 'Viewing date required: Please choose the date and time of the viewing (UK time).',
  roomsInvalid: `Bedrooms and bathrooms must be whole numbers from 0 to ${MAX_ROOMS}.`,
  rentInvalid: 'Rent must be an amount in pounds per month of at least 0, with at most 2 decimals (for example 950.00).',
  videoMissing: 'Missing required fields: Please provide a YouTube URL and video title',
  notFound: 'Viewing not found',
  sessionNotFound: 'Viewing session not found',
  clientNotInSession: 'This client is not part of this viewing session.',
  unknownClients: 'One or more of the selected clients no longer exist. Refresh the list and try again.',
  transitionRefused: (from: ViewingStatus, to: ViewingStatus) =>
    from === to ? `This viewing is already ${from}.` : `A ${from} viewing cannot be set to ${to}.`,
  cancelledNoVideo: 'This viewing is cancelled. Reactivate it before adding a video.',
  noActiveViewings: 'Every viewing in this session is cancelled, so there is nobody to share the video with.',
  noVideo: 'This viewing has no video yet.',
  feedbackTooLong: `Feedback can be at most ${NOTES_MAX_LENGTH} characters.`,
  feedbackRequired: 'Please write your feedback before sending.',
} as const;

const trimmedText = (max: number, requiredMessage: string, tooLong: string) =>
  z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, tooLong));

/** Optional notes, or a cancellation's reason: blank means none. */
const optionalNotes = () => optionalTextSchema(`Notes can be at most ${NOTES_MAX_LENGTH} characters.`);

const roomCount = z
  .int({ error: viewingMessages.roomsInvalid })
  .check(z.minimum(0, viewingMessages.roomsInvalid), z.maximum(MAX_ROOMS, viewingMessages.roomsInvalid));
/** Bedrooms or bathrooms of a new viewing: 1 unless given. */
const rooms = z._default(roomCount, DEFAULT_VIEWING_ROOMS);

/** The rent as the admin types it, in pounds per month (a string or a number, 0 or more, 2 decimals), to pence; blank is none. */
const rentSchema = optionalPoundsToPenceSchema({ invalid: viewingMessages.rentInvalid });

/** The rent comes out of the parser as rentPence, the name the records and the database give it. */
const withRentPence = <T extends { rentAmount: number | null }>({ rentAmount, ...fields }: T) => ({ ...fields, rentPence: rentAmount });

/** An instant with its offset, as the forms send a UK wall-clock time (ISO 8601). */
const viewingTimeSchema = z.iso.datetime({ offset: true, error: viewingMessages.dateRequired });

/** The property and time of a viewing: what the admin enters for one client or many. */
const viewingFieldsObject = z.object({
  propertyAddress: trimmedText(ADDRESS_MAX, viewingMessages.addressRequired, `The address can be at most ${ADDRESS_MAX} characters.`),
  propertyType: trimmedText(TYPE_MAX, viewingMessages.typeRequired, `The property type can be at most ${TYPE_MAX} characters.`),
  bedrooms: rooms,
  bathrooms: rooms,
  /** Pounds per month; stored as pence. */
  rentAmount: rentSchema,
  viewingDateTime: viewingTimeSchema,
  adminNotes: optionalNotes(),
});
export const viewingFieldsSchema = z.pipe(viewingFieldsObject, z.transform(withRentPence));
export type ViewingFields = z.output<typeof viewingFieldsSchema>;

const clientIdsSchema = z
  .array(z.string().check(z.maxLength(64)), { error: viewingMessages.noClients })
  .check(z.minLength(1, viewingMessages.noClients), z.maxLength(MAX_CLIENTS_PER_BULK, viewingMessages.tooManyClients));

/** POST /api/admin/viewings/bulk: one viewing session, a viewing for each client. */
export const bulkViewingRequestSchema = z.object({ viewingData: viewingFieldsSchema, clientIds: clientIdsSchema });
export type BulkViewingRequest = z.output<typeof bulkViewingRequestSchema>;

/**
 * PUT /api/admin/viewings/{id}: any of the fields, and or a status change (cancelling with adminNotes
 * as the reason, reactivating, completing) that must follow the transitions above.
 */
export const updateViewingRequestSchema = z.pipe(
  z.object({
    ...z.partial(z.omit(viewingFieldsObject, { adminNotes: true })).shape,
    // No default here: an edit that leaves the rooms out keeps them (a partial default would reset them to 1).
    bedrooms: z.optional(roomCount),
    bathrooms: z.optional(roomCount),
    adminNotes: z.optional(optionalNotes()),
    status: z.optional(z.enum(viewingStatuses, { error: 'Status must be scheduled, completed or cancelled.' })),
  }),
  // A rent left out is unchanged, so rentPence is there only when rentAmount was.
  z.transform(({ rentAmount, ...update }) => ({ ...update, ...(rentAmount !== undefined && { rentPence: rentAmount }) })),
);
export type ViewingUpdate = z.output<typeof updateViewingRequestSchema>;

const youtubeUrlSchema = z
  .string({ error: viewingMessages.videoMissing })
  .check(z.trim(), z.minLength(1, viewingMessages.videoMissing), z.maxLength(500));
const videoTitleSchema = trimmedText(TITLE_MAX, viewingMessages.videoMissing, `The video title can be at most ${TITLE_MAX} characters.`);

/** PUT /api/admin/viewing-sessions/{id}/video and /api/admin/viewings/{id}/video. */
export const addVideoRequestSchema = z.object({
  youtubeUrl: youtubeUrlSchema,
  videoTitle: videoTitleSchema,
  videoNotes: optionalNotes(),
});
export type VideoRequest = z.output<typeof addVideoRequestSchema>;

/** POST /api/admin/videos/share: a walkthrough for clients who had no viewing of it booked. */
export const shareVideoRequestSchema = z.object({
  videoData: z.pipe(
    z.object({
      youtubeUrl: youtubeUrlSchema,
      title: videoTitleSchema,
      /** The property the video shows; the title stands in when it is left blank. */
      propertyAddress: optionalTextSchema(`The address can be at most ${ADDRESS_MAX} characters.`, ADDRESS_MAX),
      adminNotes: optionalNotes(),
      propertyType: z.optional(z.string().check(z.trim(), z.maxLength(TYPE_MAX))),
      bedrooms: rooms,
      bathrooms: rooms,
      rentAmount: rentSchema,
    }),
    z.transform(withRentPence),
  ),
  clientIds: clientIdsSchema,
});
export type ShareVideoRequest = z.output<typeof shareVideoRequestSchema>;

/** PUT /api/admin/viewing-sessions/{sessionId}/users/{userId}/cancel. */
export const cancelSessionUserRequestSchema = z.object({ reason: optionalNotes() });

/** PUT /api/viewings/{id}/feedback: the client's thoughts on a viewing they watched. */
export const viewingFeedbackRequestSchema = z.object({
  feedback: z
    .string({ error: viewingMessages.feedbackRequired })
    .check(z.trim(), z.minLength(1, viewingMessages.feedbackRequired), z.maxLength(NOTES_MAX_LENGTH, viewingMessages.feedbackTooLong)),
});

/** A viewing as the API answers it (spec part 2 §3); rentAmount is pounds per month as a decimal string, rentPence the same in pence. */
export const viewingRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  viewingSessionId: z.nullable(z.string()),
  propertyAddress: z.string(),
  propertyType: z.string(),
  bedrooms: z.int(),
  bathrooms: z.int(),
  rentAmount: z.nullable(z.string()),
  rentPence: z.nullable(z.int()),
  viewingDateTime: z.string(),
  status: z.enum(viewingStatuses),
  adminNotes: z.nullable(z.string()),
  youtubeVideoId: z.nullable(z.string()),
  videoTitle: z.nullable(z.string()),
  videoNotes: z.nullable(z.string()),
  videoSharedAt: z.nullable(z.string()),
  videoWatchedAt: z.nullable(z.string()),
  userFeedback: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ViewingRecord = z.infer<typeof viewingRecordSchema>;
export const viewingListSchema = z.array(viewingRecordSchema);

/** One client in a viewing session: `id` is their viewing's id. */
const sessionUserSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  status: z.enum(viewingStatuses),
  videoWatchedAt: z.nullable(z.string()),
});

/** A viewing session as the admin dashboard lists it (part 2 §3), with how many of its clients are still on it. */
export const viewingSessionSchema = z.object({
  viewingSessionId: z.string(),
  /** How the session was made: a bulk viewing, or a video shared without a booked viewing. */
  kind: z.enum(['bulk', 'video_share']),
  propertyAddress: z.string(),
  propertyType: z.string(),
  bedrooms: z.int(),
  bathrooms: z.int(),
  rentAmount: z.nullable(z.string()),
  viewingDateTime: z.string(),
  youtubeVideoId: z.nullable(z.string()),
  videoTitle: z.nullable(z.string()),
  userCount: z.int(),
  activeUserCount: z.int(),
  users: z.array(sessionUserSchema),
  createdAt: z.string(),
});
export type ViewingSession = z.infer<typeof viewingSessionSchema>;

/** Whether a viewing's video has been shared and the client may make an offer on it. */
export const canOfferOn = (viewing: Pick<ViewingRecord, 'youtubeVideoId' | 'status'>) =>
  viewing.youtubeVideoId !== null && viewing.status !== 'cancelled';
