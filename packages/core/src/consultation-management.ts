import * as z from 'zod/mini';
import { adminPoundsSchema } from './admin';
import { optionalTextSchema } from './optional-text';
import { NOTES_MAX_LENGTH } from './text-limits';

/**
 * The admin's call management on the client page: confirming, rescheduling, completing and cancelling
 * the consultation call, and appointments made regardless of availability.
 */

/** What the admin's call management answers when a request cannot be carried out. */
export const consultationManagementMessages = {
  completedNeedsOverride: 'User has a completed consultation. Check Override completed appointment to schedule anyway.',
  invalidDate: 'Please select a valid date and time',
  notInFuture: 'Appointment date must be in the future',
  noCall: 'This client has no consultation call.',
  notConfirmed: 'Confirm the call before completing it.',
  alreadyCompleted: 'This consultation has already been completed.',
  timeTaken: "Another client's call is already booked at that time. Please choose another time.",
} as const;

/** Optional notes for the client about the call: blank means none. */
const consultationNotesSchema = optionalTextSchema(`Notes must be at most ${NOTES_MAX_LENGTH} characters`);

const consultationTimeSchema = z.iso.datetime({ offset: true, error: consultationManagementMessages.invalidDate });

/**
 * PUT /api/call-schedule/{userId}/confirm: confirms the call at confirmedDateTime (the requested time
 * when omitted); confirming a confirmed call at another time reschedules it.
 */
export const confirmConsultationRequestSchema = z.object({
  confirmedDateTime: z.optional(consultationTimeSchema),
  adminNotes: consultationNotesSchema,
});
export type ConfirmConsultationRequest = z.output<typeof confirmConsultationRequestSchema>;

/** PUT /api/call-schedule/{userId}/complete: the amount (pounds, parsed to pence) becomes the client's service fee. */
export const completeConsultationRequestSchema = z.pipe(
  z.object({
    paymentAmount: adminPoundsSchema,
    adminNotes: consultationNotesSchema,
  }),
  z.transform(({ paymentAmount, adminNotes }) => ({ paymentAmountPence: paymentAmount, adminNotes })),
);
export type CompleteConsultationRequest = z.output<typeof completeConsultationRequestSchema>;

/** POST /api/admin/call-schedule/{userId}: the admin schedules a confirmed consultation at any future time, availability aside. */
export const scheduleConsultationRequestSchema = z.object({
  confirmedDateTime: consultationTimeSchema,
  adminNotes: consultationNotesSchema,
  /** Required to schedule a follow-up once the consultation has been completed. */
  override: z._default(z.boolean(), false),
});
export type ScheduleConsultationRequest = z.output<typeof scheduleConsultationRequestSchema>;
