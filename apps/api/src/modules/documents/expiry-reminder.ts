import { documentNoun } from '../../mail/document-mails';
import { paths } from '@nestway/core/web-routes';
import { and, eq, gt, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documents, users } from '../../../db/schema/index';
import { appLink } from '../../lib/app-links';
import type { ReminderSource } from '../../reminders/expiry-reminders';

const later = alias(documents, 'later_document');

/**
 * A document's expiry reminder re-reads it: sent only while it is still verified with the date it was
 * scheduled for, and the client has not sent a newer one of the same type since (a renewed passport,
 * pending or verified), which is what the reminder asks for. Compared in SQL: the stored times are
 * finer than a JavaScript date.
 */
export const documentExpiryReminder: ReminderSource = async (ctx, documentId, expiresOn) => {
  const renewed = ctx.db
    .select({ id: later.id })
    .from(later)
    .where(
      and(
        eq(later.userId, documents.userId),
        eq(later.type, documents.type),
        gt(later.createdAt, documents.createdAt),
        ne(later.status, 'rejected'),
      ),
    );
  const [row] = await ctx.db
    .select({ type: documents.type, client: { id: users.id, email: users.email, fullName: users.fullName, locale: users.locale } })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .where(and(eq(documents.id, documentId), eq(documents.status, 'verified'), eq(documents.expiresOn, expiresOn), notExists(renewed)));
  if (!row) return null;
  return {
    client: row.client,
    what: (locale) => documentNoun(row.type, locale),
    clientUrl: `${appLink(ctx.config, paths.dashboard)}#documents`,
    staffUrl: appLink(ctx.config, paths.adminUser.href(row.client.id)),
  };
};
