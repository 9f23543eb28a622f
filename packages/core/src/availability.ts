import * as z from 'zod/mini';
import { CONSULTATION_MINUTES } from './booking';

/** The admin's weekly availability: the windows in which clients may book a consultation call. */

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const availabilityMessages = {
  dayOfWeek: 'Choose a day of the week.',
  timeFormat: 'Enter times as HH:MM, for example 09:00.',
  startBeforeEnd: 'The start time must be before the end time.',
  tooShort: `A slot must be at least ${CONSULTATION_MINUTES} minutes long, the length of one consultation.`,
  notFound: 'Availability slot not found',
} as const;

const clockTime = z
  .string({ error: availabilityMessages.timeFormat })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, availabilityMessages.timeFormat));

/** 'HH:MM' as minutes after midnight. */
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** POST /api/admin/availability, and PUT /api/admin/availability/{id}, which may also switch a slot off. */
export const availabilitySlotRequestSchema = z
  .object({
    dayOfWeek: z
      .int({ error: availabilityMessages.dayOfWeek })
      .check(z.gte(0, availabilityMessages.dayOfWeek), z.lte(6, availabilityMessages.dayOfWeek)),
    startTime: clockTime,
    endTime: clockTime,
    isActive: z.optional(z.boolean()),
  })
  .check(
    z.refine((slot) => slot.startTime < slot.endTime, { message: availabilityMessages.startBeforeEnd, path: ['endTime'] }),
    z.refine(
      (slot) => slot.startTime >= slot.endTime || minutesOfDay(slot.endTime) - minutesOfDay(slot.startTime) >= CONSULTATION_MINUTES,
      {
        message: availabilityMessages.tooShort,
        path: ['endTime'],
      },
    ),
  );
export type AvailabilitySlotRequest = z.input<typeof availabilitySlotRequestSchema>;

/** A slot as the API answers it (spec: availability slot). */
export const availabilitySlotSchema = z.object({
  id: z.string(),
  dayOfWeek: z.int(),
  startTime: z.string(),
  endTime: z.string(),
  isActive: z.boolean(),
  /** The start instants (ISO) of the calls already booked in this slot over the booking window. */
  confirmedTimes: z.array(z.string()),
  /** The slot the times belong to: each slot stands for itself, so this is its own id. */
  originalSlotId: z.string(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;
export const availabilitySlotListSchema = z.array(availabilitySlotSchema);
