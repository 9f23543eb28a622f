import {
  DOCUMENT_TYPES_ACCEPTED,
  documentMessages,
  documentUploadFieldsSchema,
  CLIENT_STORAGE_QUOTA_BYTES,
  MAX_DOCUMENTS_PER_UPLOAD,
  type DocumentRecord,
} from '@nestway/core/documents';
import { isCompletedByOverride } from '@nestway/core/application-progress';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { documents, payments, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError, badRequest } from '../../lib/app-error';
import type { IncomingForm, UploadRules } from '../../lib/uploads';
import { discardUploads, promoteUploads } from '../../storage/pending-uploads';
import { groupAccountHolder } from '../shared/group-lookup';
import { toDocumentRecord, type DocumentRow } from './records';
import { queueFileRemovals } from '../../storage/file-removals';
import { recordAudit } from '../../audit/record';

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
  await assertWithinQuota(ctx.db, userId, 0);
  const { fields, files } = await form.receive(documentUploadRules);
  let created: DocumentRow[];
  try {
    const uploads = files.filter((file) => file.field === DOCUMENTS_FIELD);
    const parsed = documentUploadFieldsSchema.safeParse(fields);
    if (uploads.length === 0 || uploads.length !== files.length || !parsed.success) throw badRequest(documentMessages.missing);
    const { type } = parsed.data;
    created = await ctx.db.transaction(async (tx) => {
      // Locking the client serialises their uploads, so the quota is checked against what is stored now.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const gone = await tx
        .delete(documents)
        .where(and(eq(documents.userId, userId), eq(documents.type, type), inArray(documents.status, ['rejected'])))
        .returning();
      await assertWithinQuota(
        tx,
        userId,
        uploads.reduce((total, file) => total + file.size, 0),
      );
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
      await promoteUploads(tx, uploads);
      await queueFileRemovals(
        ctx,
        tx,
        gone.map((row) => row.fileKey),
      );
      await recordAudit(tx, { clientId: userId, targetId: rows.map((row) => row.id).join(' ') });
      return rows;
    });
  } catch (error) {
    await discardUploads(ctx, files);
    throw error;
  }
  return created.map(toDocumentRecord);
}

/**
 * One client's documents may fill CLIENT_STORAGE_QUOTA_BYTES: checked before the files are read (a
 * full quota stores nothing), and again with the files' sizes in the transaction that records them.
 */
async function assertWithinQuota(db: Db, userId: string, addingBytes: number): Promise<void> {
  const [usage] = await db
    .select({ bytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)::float8` })
    .from(documents)
    // A file deleted under retention (decision 036) no longer takes up storage.
    .where(and(eq(documents.userId, userId), isNotNull(documents.fileKey)));
  const used = usage?.bytes ?? 0;
  if (addingBytes === 0 ? used >= CLIENT_STORAGE_QUOTA_BYTES : used + addingBytes > CLIENT_STORAGE_QUOTA_BYTES) {
    throw new AppError('payload_too_large', documentMessages.quotaReached, { params: { maxBytes: CLIENT_STORAGE_QUOTA_BYTES } });
  }
}
