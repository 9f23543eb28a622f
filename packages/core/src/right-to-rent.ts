import * as z from 'zod/mini';
import { ukCalendarDate } from './booking';
import { addCalendarDays, isCalendarDate, RIGHT_TO_RENT_REMINDER_DAYS } from './expiry-reminders';

/**
 * Right to Rent (docs/decisions/037-right-to-rent-and-expiry-reminders.md): the client gives their Home
 * Office share code and date of birth; the staff check it on GOV.UK and record the outcome.
 */
export const HOME_OFFICE_CHECK_URL = 'https://www.gov.uk/view-right-to-rent';
/** A share code older than this is asked for again: the Home Office's codes expire after 90 days. */
export const SHARE_CODE_STALE_DAYS = 90;

export const rightToRentOutcomes = ['unlimited', 'time-limited', 'no-right'] as const;
export type RightToRentOutcome = (typeof rightToRentOutcomes)[number];
export const rightToRentOutcomeLabels = {
  unlimited: 'Unlimited right to rent',
  'time-limited': 'Time-limited right to rent',
  'no-right': 'No right to rent',
} as const satisfies Record<RightToRentOutcome, string>;

export const rightToRentMessages = {
  shareCode: 'Enter your share code: 9 letters and numbers, like W4X 7YT 9PQ.',
  dateOfBirth: 'Enter your date of birth as a real date in the past.',
  checkedOn: 'Enter the date of the check.',
  outcome: 'Choose the outcome of the check.',
  expiresRequired: 'Enter when the time-limited permission ends.',
  expiresNotAllowed: 'Only a time-limited permission has an end date.',
  fileType: 'Attach the Home Office result as a PDF.',
  notFound: 'No share code has been given yet.',
} as const;

/** A share code as typed ('w4x 7yt 9pq', 'W4X-7YT-9PQ') in its stored form 'W4X7YT9PQ', or null when it is not 9 letters and digits. */
export function normaliseShareCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{9}$/.test(code) ? code : null;
}

/** A stored share code as the Home Office shows it: 'W4X 7YT 9PQ'. */
export const formatShareCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}`;

/** Whether a share code given at `givenAt` is too old to check: more than 90 days ago. */
export function isShareCodeStale(givenAt: Date | string, now: Date): boolean {
  return now.getTime() - new Date(givenAt).getTime() > SHARE_CODE_STALE_DAYS * 24 * 60 * 60_000;
}

/**
 * Whether a client's latest check calls for a follow-up: a time-limited permission ending within 28
 * days, or already ended (a newer check replaces the latest, so "without a newer check" is this).
 */
export function isFollowUpDue(check: { outcome: RightToRentOutcome; permissionExpiresOn: string | null }, now: Date): boolean {
  if (check.outcome !== 'time-limited' || !check.permissionExpiresOn) return false;
  return check.permissionExpiresOn <= followUpCutoff(now);
}

/** The last end date that is due a follow-up today (UK): 28 days on. The server's list selects by it. */
export const followUpCutoff = (now: Date) => addCalendarDays(ukCalendarDate(now), RIGHT_TO_RENT_REMINDER_DAYS);

const calendarDate = (message: string) => z.string({ error: message }).check(z.refine(isCalendarDate, message));

/** PUT /api/right-to-rent: the client's share code and date of birth. */
export const shareCodeRequestSchema = z.object({
  shareCode: z.pipe(
    z
      .string({ error: rightToRentMessages.shareCode })
      .check(z.refine((v) => normaliseShareCode(v) !== null, rightToRentMessages.shareCode)),
    z.transform((v) => normaliseShareCode(v)!),
  ),
  // A birth date after today is refused by the server, which knows today from its clock.
  dateOfBirth: calendarDate(rightToRentMessages.dateOfBirth).check(z.refine((v) => v >= '1900-01-01', rightToRentMessages.dateOfBirth)),
});
export type ShareCodeRequest = z.output<typeof shareCodeRequestSchema>;

/** An empty form field is no value. */
const emptyAsUndefined = z.transform((v: unknown) => (v === '' || v === null ? undefined : v));

/** The text fields of PUT /api/admin/users/{id}/right-to-rent (a multipart form; the PDF is `resultPdf`). */
export const rightToRentCheckFieldsSchema = z
  .object({
    checkedOn: calendarDate(rightToRentMessages.checkedOn),
    outcome: z.enum(rightToRentOutcomes, { error: rightToRentMessages.outcome }),
    permissionExpiresOn: z.pipe(emptyAsUndefined, z.optional(calendarDate(rightToRentMessages.expiresRequired))),
  })
  .check(
    z.superRefine((check, ctx) => {
      const limited = check.outcome === 'time-limited';
      if (limited === (check.permissionExpiresOn !== undefined)) return;
      ctx.issues.push({
        code: 'custom',
        input: check.permissionExpiresOn,
        path: ['permissionExpiresOn'],
        message: limited ? rightToRentMessages.expiresRequired : rightToRentMessages.expiresNotAllowed,
      });
    }),
  );

const checkSchema = z.object({
  id: z.string(),
  checkedOn: z.string(),
  outcome: z.enum(rightToRentOutcomes),
  permissionExpiresOn: z.nullable(z.string()),
  /** The Home Office result's file name, when one was attached (staff only read it). */
  resultFileName: z.nullable(z.string()),
  recordedAt: z.string(),
  followUpDue: z.boolean(),
});
export type RightToRentCheck = z.infer<typeof checkSchema>;

/** What GET /api/right-to-rent and the admin's client page answer. */
export const rightToRentRecordSchema = z.object({
  /** As the Home Office shows it ('W4X 7YT 9PQ'), or null before the client gives one. */
  shareCode: z.nullable(z.string()),
  dateOfBirth: z.nullable(z.string()),
  shareCodeGivenAt: z.nullable(z.string()),
  /** Given more than 90 days ago: the client is asked for a new one. */
  needsNewShareCode: z.boolean(),
  /** The latest check the staff recorded, or null. */
  check: z.nullable(checkSchema),
});
export type RightToRentRecord = z.infer<typeof rightToRentRecordSchema>;

/** GET /api/admin/right-to-rent/follow-ups: the dashboard card's clients. */
export const rightToRentFollowUpsSchema = z.array(
  z.object({ clientId: z.string(), fullName: z.string(), email: z.string(), permissionExpiresOn: z.string() }),
);
export type RightToRentFollowUps = z.infer<typeof rightToRentFollowUpsSchema>;
