import { DOCUMENT_EXPIRY_REMINDER_DAYS, reminderRunAt, RIGHT_TO_RENT_REMINDER_DAYS } from '@nestway/core/expiry-reminders';
import * as m from '@nestway/core/i18n/messages';
import type { Locale } from '@nestway/core/locales';
import { formatCalendarDate } from '@nestway/core/uk-time';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { jobs, users } from '../../db/schema/index';
import type { AppContext } from '../context';
import type { Db } from '../db';
import type { JobHandler } from '../jobs/job-handler';
import type { JobPayloads } from '../jobs/job-kinds';
import { enqueueJob } from '../jobs/queue';
import { backoffFor } from '../jobs/retry-policy';
import { mailFormats } from '../mail/formats';
import { renderMail } from '../mail/layout';
import { queueMails, type OutgoingMail } from '../mail/outbox';

/**
 * One reminder mechanism for every date a client holds that runs out (docs/decisions/037): a durable
 * job queued with the record, due `daysBefore` days before the date (at once when that day has
 * passed), which re-reads the record when it runs and e-mails the recipients only if the record still
 * stands with the same date.
 */
type ReminderPayload = JobPayloads['expiry_reminder'];
export type ReminderSubject = ReminderPayload['subject'];
type Recipient = 'client' | 'staff';

const reminderRules: Record<ReminderSubject, { daysBefore: number; recipients: readonly Recipient[] }> = {
  right_to_rent: { daysBefore: RIGHT_TO_RENT_REMINDER_DAYS, recipients: ['staff', 'client'] },
  document: { daysBefore: DOCUMENT_EXPIRY_REMINDER_DAYS, recipients: ['staff', 'client'] },
};

/** What a reminder is about, as its subject's module reads it when the job runs. */
interface ReminderFacts {
  client: { id: string; email: string; fullName: string; locale: Locale };
  /** What runs out, in a language: 'Right to Rent permission', 'passport' in English. */
  what: (locale: Locale) => string;
  clientUrl: string;
  staffUrl: string;
}

/** Reads the record a reminder is about: null when it is gone, replaced or its date changed (nothing is sent). */
export type ReminderSource = (ctx: AppContext, recordId: string, expiresOn: string) => Promise<ReminderFacts | null>;

/** Queues the reminder for a record's date, in the transaction that records it. */
export async function scheduleExpiryReminder(ctx: AppContext, tx: Db, payload: ReminderPayload): Promise<void> {
  const runAt = reminderRunAt(payload.expiresOn, reminderRules[payload.subject].daysBefore, ctx.clock.now());
  await enqueueJob(tx, { kind: 'expiry_reminder', payload, runAt }, ctx.jobSignal.jobQueued);
}

/** Drops the reminders still waiting for these records (a check replaced); one already running re-reads and finds it replaced. */
export async function cancelExpiryReminders(tx: Db, recordIds: readonly string[]): Promise<void> {
  if (recordIds.length === 0) return;
  await tx
    .delete(jobs)
    .where(and(eq(jobs.kind, 'expiry_reminder'), eq(jobs.status, 'queued'), inArray(sql`${jobs.payload} ->> 'recordId'`, recordIds)));
}

/** To each active staff member, in English: a client's date to follow up. */
const staffReminderMail = (to: { email: string; fullName: string }, facts: ReminderFacts, expiresOn: string): OutgoingMail => {
  const what = facts.what('en');
  const ends = formatCalendarDate(expiresOn);
  return {
    userId: facts.client.id,
    message: renderMail({
      to: to.email,
      subject: `${facts.client.fullName}: ${what} ends on ${ends}`,
      greetingName: to.fullName,
      paragraphs: [`${facts.client.fullName}'s ${what} ends on ${ends}. Please follow it up with them.`],
      button: { label: 'Open the client', url: facts.staffUrl },
    }),
  };
};

/** To the client, in their language: their date runs out, and what to send. */
const clientReminderMail = (facts: ReminderFacts, expiresOn: string): OutgoingMail => {
  const { client } = facts;
  const { locale } = client;
  const params = { what: facts.what(locale), date: mailFormats(locale).calendarDate(expiresOn) };
  return {
    userId: client.id,
    message: renderMail({
      to: client.email,
      locale,
      subject: m.email_reminder_subject(params, { locale }),
      greetingName: client.fullName,
      paragraphs: [m.email_reminder_body(params, { locale }), m.email_reminder_next({}, { locale })],
      button: { label: m.email_button_dashboard({}, { locale }), url: facts.clientUrl },
    }),
  };
};

const activeStaff = (db: Db) =>
  db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));

/** The job: the sources are the subjects' modules, given by jobs/handlers.ts. */
export const expiryReminderJob = (sources: Record<ReminderSubject, ReminderSource>): JobHandler<'expiry_reminder'> => ({
  retry: backoffFor(24 * 60 * 60_000),
  async run(ctx, { subject, recordId, expiresOn }) {
    const facts = await sources[subject](ctx, recordId, expiresOn);
    if (!facts) return;
    const { recipients } = reminderRules[subject];
    const mails = [
      ...(recipients.includes('staff') ? (await activeStaff(ctx.db)).map((staff) => staffReminderMail(staff, facts, expiresOn)) : []),
      ...(recipients.includes('client') ? [clientReminderMail(facts, expiresOn)] : []),
    ];
    await ctx.db.transaction((tx) => queueMails(ctx, tx, mails));
  },
});
