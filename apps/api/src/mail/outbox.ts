import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { emails, emailVerifications } from '../../db/schema/index';
import type { AppContext } from '../context';
import type { Db } from '../db';
import type { JobHandler } from '../jobs/job-handler';
import { enqueueJob, enqueueJobs } from '../jobs/queue';
import { backoffFor } from '../jobs/retry-policy';
import type { MailMessage } from './mailer';
import { recordAudit } from '../audit/record';

type MailKind = (typeof emails.kind.enumValues)[number];
type MailBody = Omit<MailMessage, 'to' | 'subject'>;

/** Failed sends are retried for a day; after that the e-mail shows as failed, with a Resend button for a notice. */
const RETRY_FOR_MS = 24 * 60 * 60_000;

export interface OutgoingMail {
  message: MailMessage;
  /** The client it concerns (listed on their admin page), or null. */
  userId: string | null;
  /** What it carries; a plain notice unless it holds a one-time code or link. */
  kind?: MailKind;
  /** Erase the address once delivered: it belongs to an account deleted meanwhile (decision 034). */
  forgetRecipient?: boolean;
}

/**
 * Queues e-mails. Call it inside the transaction of the change they report: they are sent exactly
 * when the change commits, by jobs, never by the request.
 */
export async function queueMails(ctx: Pick<AppContext, 'clock' | 'jobSignal'>, tx: Db, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const now = ctx.clock.now();
  const queued = await tx
    .insert(emails)
    .values(
      mails.map(({ message: { to, subject, ...body }, userId, kind, forgetRecipient }) => ({
        userId,
        kind: kind ?? 'notice',
        forgetRecipient: forgetRecipient ?? false,
        toAddress: to,
        subject,
        body,
        createdAt: now,
      })),
    )
    .returning({ id: emails.id });
  await enqueueJobs(
    tx,
    queued.map(({ id }) => ({ kind: 'send_email' as const, payload: { emailId: id }, runAt: now })),
    ctx.jobSignal.jobQueued,
  );
}

export const queueMail = (ctx: Pick<AppContext, 'clock' | 'jobSignal'>, tx: Db, mail: OutgoingMail) => queueMails(ctx, tx, [mail]);

/** What a delivered e-mail's address becomes when it must not be kept. */
export const ERASED_ADDRESS = '(erased)';

/** Delivers one queued e-mail; once delivered its body is dropped, and its address when it must be forgotten. */
export const sendEmailJob: JobHandler<'send_email'> = {
  retry: backoffFor(RETRY_FOR_MS),

  async run(ctx, { emailId }) {
    const [email] = await ctx.db.select().from(emails).where(eq(emails.id, emailId));
    // Gone with its client's account, or delivered already by a run whose completion was not recorded.
    if (!email?.body || email.status === 'delivered') return;
    await ctx.mailer.send({ to: email.toAddress, subject: email.subject, ...(email.body as MailBody) });
    await ctx.db
      .update(emails)
      .set({
        status: 'delivered',
        deliveredAt: ctx.clock.now(),
        body: null,
        toAddress: email.forgetRecipient ? ERASED_ADDRESS : email.toAddress,
        attempts: sql`${emails.attempts} + 1`,
        lastError: null,
        nextAttemptAt: null,
      })
      .where(eq(emails.id, emailId));
  },

  async onFailure(_ctx, tx, { emailId }, failure) {
    const [email] = await tx
      .update(emails)
      .set({
        status: failure.retryAt ? 'retrying' : 'failed',
        attempts: sql`${emails.attempts} + 1`,
        lastError: failure.error,
        nextAttemptAt: failure.retryAt,
      })
      .where(eq(emails.id, emailId))
      .returning({ kind: emails.kind, userId: emails.userId });
    // The client is waiting for this code: let them ask for a new one at once instead of after a minute.
    if (email?.kind === 'verification' && email.userId) {
      await tx
        .update(emailVerifications)
        .set({ sentAt: new Date(0) })
        .where(eq(emailVerifications.userId, email.userId));
    }
  },
};

/**
 * The admin sends a failed notice again. Only a notice: the others carry a code or link that has
 * expired by now, and the client asks for a new one. Returns false when the e-mail is not such.
 */
export async function resendFailedMail(ctx: Pick<AppContext, 'clock' | 'jobSignal' | 'db'>, emailId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [requeued] = await tx
      .update(emails)
      .set({ status: 'queued', lastError: null, nextAttemptAt: null })
      .where(and(eq(emails.id, emailId), eq(emails.status, 'failed'), eq(emails.kind, 'notice'), isNotNull(emails.body)))
      .returning({ id: emails.id, userId: emails.userId });
    if (!requeued) return false;
    await enqueueJob(tx, { kind: 'send_email', payload: { emailId }, runAt: ctx.clock.now() }, ctx.jobSignal.jobQueued);
    await recordAudit(tx, { clientId: requeued.userId, targetId: emailId });
    return true;
  });
}
