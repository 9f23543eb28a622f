import type { Readable } from 'node:stream';
import { documentMessages } from '@nestway/core/documents';
import { eq } from 'drizzle-orm';
import { documents } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { recordAuditedRead } from '../../audit/record';

export interface DocumentFile {
  stream: Readable;
  contentType: string;
  fileName: string;
}

/** A document's file for the admin's download and preview; an unknown id is 404, a file deleted under retention 410. */
export async function openDocumentFile(ctx: AppContext, documentId: string): Promise<DocumentFile> {
  const [row] = isRecordId(documentId) ? await ctx.db.select().from(documents).where(eq(documents.id, documentId)) : [];
  if (row && !row.fileKey) throw new AppError('file_deleted', documentMessages.fileDeleted);
  const stream = row?.fileKey ? await ctx.storage.get(row.fileKey) : null;
  if (!row || !stream) throw notFound(documentMessages.notFound);
  await recordAuditedRead(ctx.db, { clientId: row.userId, targetId: row.id });
  return { stream, contentType: row.contentType, fileName: row.originalFileName };
}
