import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { documents } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { safeFileName } from '../../lib/file-names';
import { findClient } from '../shared/find-client';
import { recordAuditedRead } from '../../audit/record';

export interface DocumentsZip {
  fileName: string;
  stream: Readable;
}

/** 'Ada Lovelace' → 'Ada_Lovelace': the spec's '{user}_Documents.zip', safe in any file system. */
const fileNamePart = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, '') || 'client';

/**
 * 'passport/scan.png', then 'passport/scan (2).png' for a second file of the same name. Names differing
 * only in case are the same file on Windows and macOS, so they count as taken too.
 */
function uniqueEntryName(wanted: string, taken: Set<string>): string {
  let name = wanted;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = wanted.replace(/(\.[^./]*)?$/, (ext) => ` (${n})${ext}`);
  taken.add(name.toLowerCase());
  return name;
}

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
    .where(eq(documents.userId, client.id))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  if (rows.length === 0) throw notFound('This client has no documents to download.');
  await recordAuditedRead(ctx.db, { clientId: client.id, targetId: client.id });

  const zip = new ZipFile();
  const taken = new Set<string>();
  for (const row of rows) {
    // Names stored before uploads were cleaned ('..', '', 'a/../b') are cleaned here, so they still zip.
    const entry = uniqueEntryName(`${row.type}/${safeFileName(row.originalFileName)}`, taken);
    zip.addReadStreamLazy(entry, { compress: false, mtime: row.createdAt, size: row.sizeBytes }, (callback) => {
      ctx.storage.get(row.fileKey).then(
        (stream) => (stream ? callback(null, stream) : callback(new Error(`document file missing: ${row.fileKey}`), null as never)),
        (error: unknown) => callback(error, null as never),
      );
    });
  }
  zip.end();
  const stream = zip.outputStream as Readable;
  // A file gone from storage ends the download early; the admin sees a failed download, and we a log line.
  zip.on('error', (error: unknown) => {
    ctx.log.error({ err: error, clientId: client.id }, 'documents zip failed');
    stream.destroy(error as Error);
  });
  return { fileName: `${fileNamePart(client.fullName)}_Documents.zip`, stream };
}
