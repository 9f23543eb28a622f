import {
  DOCUMENT_TYPES_ACCEPTED,
  documentMessages,
  documentUploadFieldsSchema,
  MAX_DOCUMENTS_PER_UPLOAD,
  type DocumentRecord,
} from '@nestway/core/documents';
import { isCompletedByOverride } from '@nestway/core/application-progress';
import { and, eq, inArray } from 'drizzle-orm';
import { documents, payments, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError, badRequest } from '../../lib/app-error';
import { discardUploads, type IncomingForm, type UploadRules } from '../../lib/uploads';
import { groupAccountHolder } from '../groups/group-lookup';
import { toDocumentRecord, type DocumentRow } from './records';
import { queueFileRemovals, removeQueuedFiles } from '../../storage/file-removals';

const DOCUMENTS_FIELD = 'documents';

const documentUploadRules: UploadRules = {
  prefix: 'documents',
  allowedTypes: DOCUMENT_TYPES_ACCEPTED,
  typeMessage: documentMessages.wrongType,
  maxFiles: MAX_DOCUMENTS_PER_UPLOAD,
  tooManyMessage: documentMessages.tooMany,
};

/**
 * Documents come once a payment is verified: the group leader's for a co-tenant (decision 006), or
 * once an admin's status override has completed the payment step (decision 017).
 */
async function assertPaymentVerified(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ stepOverride: users.stepOverride }).from(users).where(eq(users.id, userId));
  if (isCompletedByOverride(user?.stepOverride, 'payment_verification')) return;
  const payerId = await groupAccountHolder(db, userId);
  const [verified] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, payerId), eq(payments.status, 'verified')))
    .limit(1);
  if (!verified) throw new AppError('forbidden', documentMessages.paymentFirst);
}

/**
 * Stores one or more documents of one type, pending review. Uploading a type that was rejected
 * replaces the rejected files of that type (the rejection asked for all of them again): their rows go
 * in the same transaction as the new rows, their files after it commits.
 */
export async function uploadDocuments(ctx: AppContext, userId: string, form: IncomingForm): Promise<DocumentRecord[]> {
  await assertPaymentVerified(ctx.db, userId);
  const { fields, files } = await form.receive(documentUploadRules);
  let created: DocumentRow[];
  let replacedKeys: string[];
  try {
    const uploads = files.filter((file) => file.field === DOCUMENTS_FIELD);
    const parsed = documentUploadFieldsSchema.safeParse(fields);
    if (uploads.length === 0 || uploads.length !== files.length || !parsed.success) throw badRequest(documentMessages.missing);
    const { type } = parsed.data;
    ({ created, replacedKeys } = await ctx.db.transaction(async (tx) => {
      const gone = await tx
        .delete(documents)
        .where(and(eq(documents.userId, userId), eq(documents.type, type), inArray(documents.status, ['rejected'])))
        .returning();
      const now = ctx.clock.now();
      const rows = await tx
        .insert(documents)
        .values(
          uploads.map((file) => ({
            userId,
            type,
            fileKey: file.key,
            contentType: file.contentType,
            originalFileName: file.originalName,
            sizeBytes: file.size,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      const replacedKeys = await queueFileRemovals(
        tx,
        gone.map((row) => row.fileKey),
        now,
      );
      return { created: rows, replacedKeys };
    }));
  } catch (error) {
    await discardUploads(ctx.storage, files);
    throw error;
  }
  await removeQueuedFiles(ctx, replacedKeys);
  return created.map(toDocumentRecord);
}
