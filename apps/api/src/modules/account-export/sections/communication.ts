import { asc, eq } from 'drizzle-orm';
import { emails, messages } from '../../../../db/schema/index';
import type { ExportSection } from '../section';

export const messagesSection: ExportSection = {
  key: 'messages',
  read: async (db, subject) => ({
    data: await db
      .select({
        id: messages.id,
        message: messages.message,
        isRead: messages.isRead,
        readAt: messages.readAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.userId, subject.id))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
  }),
};

/**
 * The e-mails sent to the client or to the team about them, as the admin's client page lists them:
 * never their bodies, which the outbox keeps only until delivery and which carry one-time codes and links.
 */
export const emailsSection: ExportSection = {
  key: 'emails',
  read: async (db, subject) => ({
    data: await db
      .select({
        id: emails.id,
        kind: emails.kind,
        toAddress: emails.toAddress,
        subject: emails.subject,
        status: emails.status,
        createdAt: emails.createdAt,
        deliveredAt: emails.deliveredAt,
      })
      .from(emails)
      .where(eq(emails.userId, subject.id))
      .orderBy(asc(emails.createdAt), asc(emails.id)),
  }),
};
