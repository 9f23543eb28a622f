import * as z from 'zod/mini';

export const callStatuses = ['pending', 'confirmed', 'completed'] as const;
export type CallStatus = (typeof callStatuses)[number];

/** The consultation call as the API answers it. */
export const callScheduleRecordSchema = z.object({
  id: z.string(),
  status: z.enum(callStatuses),
  requestedDateTime: z.nullable(z.string()),
  confirmedDateTime: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CallScheduleRecord = z.infer<typeof callScheduleRecordSchema>;

/** Preferences are read-only once the consultation call is confirmed (and after it is completed). */
export const arePreferencesLocked = (call: { status: CallStatus } | null) => call !== null && call.status !== 'pending';

/** Why a tenant's save is refused once the call is confirmed or completed. */
export const preferencesLockedMessage =
  'Your preferences are locked because your consultation call is confirmed. Please contact the admin team to change them.';
