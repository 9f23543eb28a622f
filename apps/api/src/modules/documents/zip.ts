import type { Readable } from 'node:stream';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { documents } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { safeFileName } from '../../lib/file-names';
import { streamZip, uniqueEntryName } from '../../lib/zip-stream';
import { findClient } from '../shared/find-client';
import { recordAuditedRead } from '../../audit/record';

export interface DocumentsZip {
  fileName: string;
  stream: Readable;
}

/** 'Ada Lovelace' → 'Ada_Lovelace': the spec's '{user}_Documents.zip', safe in any file system. */
const fileNamePart = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, '') || 'client';

/**
 * Every document of the client in one zip, streamed: each file is opened only when the zip reaches it
 * and stored as it is (images, PDF and .docx are compressed already), so memory stays flat whatever
 * the total size. Entries are grouped in a folder per document type.
 */
export async function zipClientDocuments(ctx: AppContext, clientId: string): Promise<DocumentsZip> {
  const client = await findClient(ctx.db, clientId);
  const rows = await ctx.db
    .select()
    .from(documents)
    // Files deleted under retention (decision 036) have no file to zip.
    .where(and(eq(documents.userId, client.id), isNotNull(documents.fileKey)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  if (rows.length === 0) throw notFound('This client has no documents to download.');
  await recordAuditedRead(ctx.db, { clientId: client.id, targetId: client.id });

  const taken = new Set<string>();
  // Names stored before uploads were cleaned ('..', '', 'a/../b') are cleaned here, so they still zip.
  const entries = rows.map((row) => ({
    name: uniqueEntryName(`${row.type}/${safeFileName(row.originalFileName)}`, taken),
    mtime: row.createdAt,
    fileKey: row.fileKey!,
    sizeBytes: row.sizeBytes,
  }));
  const stream = streamZip(ctx, entries, { clientId: client.id });
  return { fileName: `${fileNamePart(client.fullName)}_Documents.zip`, stream };
}
