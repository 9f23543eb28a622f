import type { Readable } from 'node:stream';
import { documentMessages } from '@nestway/core/documents';
import { eq } from 'drizzle-orm';
import { documents } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { recordAuditedRead } from '../../audit/record';

export interface DocumentFile {
  stream: Readable;
  contentType: string;
  fileName: string;
}

/** A document's file for the admin's download and preview; an unknown id is 404. */
export async function openDocumentFile(ctx: AppContext, documentId: string): Promise<DocumentFile> {
  const [row] = isRecordId(documentId) ? await ctx.db.select().from(documents).where(eq(documents.id, documentId)) : [];
  const stream = row ? await ctx.storage.get(row.fileKey) : null;
  if (!row || !stream) throw notFound(documentMessages.notFound);
  await recordAuditedRead(ctx.db, { clientId: row.userId, targetId: row.id });
  return { stream, contentType: row.contentType, fileName: row.originalFileName };
}
