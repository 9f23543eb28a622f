import * as z from 'zod/mini';
import { bookingMessages } from './booking';

export const consultationStatuses = ['pending', 'confirmed', 'completed'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/** The consultation call as the API answers it. Times are ISO instants. */
export const consultationRecordSchema = z.object({
  id: z.string(),
  status: z.enum(consultationStatuses),
  /** The slot the client booked in; null for a consultation the admin scheduled, or once the slot is deleted. */
  availabilitySlotId: z.nullable(z.string()),
  requestedDateTime: z.nullable(z.string()),
  confirmedDateTime: z.nullable(z.string()),
  /** The requested time as the client chose it: its UK date ('2026-03-02') and time ('09:00'). */
  preferredDates: z.array(z.object({ date: z.string(), time: z.string() })),
  /** What the admin told the client about the call (how they will be called, what to prepare). */
  adminNotes: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ConsultationRecord = z.infer<typeof consultationRecordSchema>;

/** Preferences are read-only once the consultation call is confirmed (and after it is completed). */
export const arePreferencesLocked = (consultation: { status: ConsultationStatus } | null) =>
  consultation !== null && consultation.status !== 'pending';

/** The call's state that locks the preferences, as the Preferences Locked texts say it. */
const lockingCall = {
  confirmed: 'your consultation call is confirmed',
  completed: 'your consultation call has taken place',
} as const;
export type LockingStatus = keyof typeof lockingCall;
/** A pending call locks nothing; should one reach here it reads as confirmed, the first locking state. */
export const preferencesLockedBy = (status: ConsultationStatus): LockingStatus => (status === 'completed' ? 'completed' : 'confirmed');

/** Why a client's save is refused once the call is confirmed or completed, in the words of the call's state. */
export const preferencesLockedMessage = (status: ConsultationStatus) =>
  `Your preferences are locked because ${lockingCall[preferencesLockedBy(status)]}. Please contact the admin team to change them.`;

/** POST /api/call-schedule: a time from the booking form, in the slot it was offered in. */
export const bookConsultationRequestSchema = z.object({
  availabilitySlotId: z.string({ error: bookingMessages.selectBoth }).check(z.minLength(1, bookingMessages.selectBoth), z.maxLength(64)),
  requestedDateTime: z.iso.datetime({ offset: true, error: bookingMessages.selectBoth }),
});
export type BookConsultationRequest = z.output<typeof bookConsultationRequestSchema>;
