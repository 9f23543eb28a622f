import {
  documentMessages,
  expiresOnMessages,
  hasExpiryDate,
  type DocumentRecord,
  type DocumentReviewRequest,
} from '@nestway/core/documents';
import { and, eq } from 'drizzle-orm';
import { documents, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { scheduleExpiryReminder } from '../../reminders/expiry-reminders';
import { isRecordId } from '../../lib/ids';
import { notifyDocumentReviewed } from './notifications';
import { toDocumentRecord } from './records';
import { recordAudit } from '../../audit/record';

/**
 * The admin verifies or rejects a pending document (only from pending: a decision is not changed, the
 * client uploads again instead). A rejection without a note gets the note asking for the whole type.
 */
export async function reviewDocument(
  ctx: AppContext,
  adminId: string,
  documentId: string,
  review: DocumentReviewRequest,
): Promise<DocumentRecord> {
  if (!isRecordId(documentId)) throw notFound(documentMessages.notFound);
  const expiresOn = review.expiresOn ?? null;
  if (expiresOn && review.status !== 'verified') throw badRequest(expiresOnMessages.notExpiring);
  const notes = review.notes ?? (review.status === 'rejected' ? documentMessages.defaultRejection : null);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [reviewed] = await tx
      .update(documents)
      .set({ status: review.status, notes, expiresOn, reviewedBy: adminId, reviewedAt: now, updatedAt: now })
      .where(and(eq(documents.id, documentId), eq(documents.status, 'pending')))
      .returning();
    if (!reviewed) {
      const [exists] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, documentId));
      throw exists ? conflict(documentMessages.alreadyReviewed) : notFound(documentMessages.notFound);
    }
    // Checked after the update so that an unknown or reviewed document still answers 404 or 409; the throw rolls it back.
    if (expiresOn && !hasExpiryDate(reviewed.type)) throw badRequest(expiresOnMessages.notExpiring);
    if (expiresOn) await scheduleExpiryReminder(ctx, tx, { subject: 'document', recordId: reviewed.id, expiresOn });
    const [client] = await tx.select().from(users).where(eq(users.id, reviewed.userId));
    await notifyDocumentReviewed(ctx, tx, client!, reviewed);
    await recordAudit(tx, { clientId: reviewed.userId, targetId: reviewed.id });
    return reviewed;
  });
  return toDocumentRecord(row);
}
