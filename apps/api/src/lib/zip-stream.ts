import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppContext } from '../context';

/** One entry of a streamed zip: a stored file, opened only when the zip reaches it, or bytes already in hand. */
export type ZipEntry = { name: string; mtime: Date } & ({ fileKey: string; sizeBytes?: number } | { bytes: Buffer });

/**
 * 'passport/scan.png', then 'passport/scan (2).png' for a second file of the same name. Names differing
 * only in case are the same file on Windows and macOS, so they count as taken too.
 */
export function uniqueEntryName(wanted: string, taken: Set<string>): string {
  let name = wanted;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = wanted.replace(/(\.[^./]*)?$/, (ext) => ` (${n})${ext}`);
  taken.add(name.toLowerCase());
  return name;
}

/**
 * A zip of `entries`, streamed: each stored file is opened only when the zip reaches it and stored as it
 * is (images, PDF and .docx are compressed already), so memory stays flat whatever the total size. Entry
 * names must already be safe (safeFileName per component) and unique (uniqueEntryName). A file gone from
 * storage ends the stream early with an error: the caller sees a failed download, and we a log line
 * carrying `logFacts`.
 */
export function streamZip(
  ctx: Pick<AppContext, 'storage' | 'log'>,
  entries: Iterable<ZipEntry>,
  logFacts: Record<string, unknown>,
): Readable {
  const zip = new ZipFile();
  for (const entry of entries) {
    if ('bytes' in entry) {
      zip.addBuffer(entry.bytes, entry.name, { mtime: entry.mtime });
      continue;
    }
    const { fileKey } = entry;
    zip.addReadStreamLazy(
      entry.name,
      { compress: false, mtime: entry.mtime, ...(entry.sizeBytes !== undefined && { size: entry.sizeBytes }) },
      (callback) => {
        ctx.storage.get(fileKey).then(
          (stream) => (stream ? callback(null, stream) : callback(new Error(`file missing from storage: ${fileKey}`), null as never)),
          (error: unknown) => callback(error, null as never),
        );
      },
    );
  }
  zip.end();
  const stream = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    ctx.log.error({ err: error, ...logFacts }, 'zip download failed');
    stream.destroy(error as Error);
  });
  return stream;
}
