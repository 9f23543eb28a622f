import { emailMessages, type SentEmail } from '@nestway/core/emails';
import { desc, eq } from 'drizzle-orm';
import { emails } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { resendFailedMail } from '../../mail/outbox';
import { findClient } from '../shared/find-client';

type EmailRow = typeof emails.$inferSelect;

/** Enough for any client's whole correspondence; the page lists the newest. */
const LIST_LIMIT = 200;

/** A verification e-mail's subject starts with its code: the admin sees that one went, not the code. */
const shownSubject = (row: EmailRow) => (row.kind === 'verification' ? row.subject.replace(/\d{6}/, '••••••') : row.subject);

const toSentEmail = (row: EmailRow): SentEmail => ({
  id: row.id,
  to: row.toAddress,
  subject: shownSubject(row),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  canResend: row.status === 'failed' && row.kind === 'notice' && row.body !== null,
});

/** The e-mails about a client, newest first; an unknown client is 404 'User not found'. */
export async function listClientEmails(db: Db, clientId: string): Promise<SentEmail[]> {
  const client = await findClient(db, clientId);
  const rows = await db
    .select()
    .from(emails)
    .where(eq(emails.userId, client.id))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(LIST_LIMIT);
  return rows.map(toSentEmail);
}

/** The admin sends a failed notice again (mail/outbox.ts resendFailedMail); anything else is 409. */
export async function resendEmail(ctx: AppContext, emailId: string): Promise<SentEmail> {
  const find = async () => (isRecordId(emailId) ? (await ctx.db.select().from(emails).where(eq(emails.id, emailId)))[0] : undefined);
  if (!(await find())) throw notFound(emailMessages.notFound);
  if (!(await resendFailedMail(ctx, emailId))) throw conflict(emailMessages.notResendable);
  return toSentEmail((await find())!);
}
