import { documentTypeLabels } from '@nestway/core/documents';
import { paths } from '@nestway/core/web-routes';
import { and, eq } from 'drizzle-orm';
import { documents, users } from '../../../db/schema/index';
import { appLink } from '../../lib/app-links';
import type { ReminderSource } from '../../reminders/expiry-reminders';

/** A document's expiry reminder re-reads it: sent only while it is still verified with the date it was scheduled for. */
export const documentExpiryReminder: ReminderSource = async (ctx, documentId, expiresOn) => {
  const [row] = await ctx.db
    .select({ type: documents.type, client: { id: users.id, email: users.email, fullName: users.fullName } })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .where(and(eq(documents.id, documentId), eq(documents.status, 'verified'), eq(documents.expiresOn, expiresOn)));
  if (!row) return null;
  return {
    client: row.client,
    what: documentTypeLabels[row.type].toLowerCase(),
    clientUrl: `${appLink(ctx.config, paths.dashboard)}#documents`,
    staffUrl: appLink(ctx.config, paths.adminUser.href(row.client.id)),
  };
};
