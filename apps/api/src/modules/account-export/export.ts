import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { recordAuditedRead } from '../../audit/record';
import { safeFileName } from '../../lib/file-names';
import { streamZip, uniqueEntryName, type ZipEntry } from '../../lib/zip-stream';
import type { SessionUser } from '../shared/session-user';
import type { ExportFile } from './section';
import { exportSections } from './sections/all';

export interface AccountExport {
  fileName: string;
  stream: Readable;
}

/** The zip's entries: data.json first, then each file in its section's folder under a safe, unique name. */
function zipEntries(dataJson: Buffer, files: readonly ExportFile[], now: Date): ZipEntry[] {
  const taken = new Set<string>(['data.json']);
  const entries: ZipEntry[] = [{ name: 'data.json', mtime: now, bytes: dataJson }];
  for (const file of files) {
    // Names stored before uploads were cleaned ('..', '', 'a/../b') are cleaned here, as in the admin's zip.
    const name = uniqueEntryName(`${file.folder}/${safeFileName(file.fileName)}`, taken);
    entries.push({ name, mtime: file.mtime, fileKey: file.fileKey, ...(file.sizeBytes !== undefined && { sizeBytes: file.sizeBytes }) });
  }
  return entries;
}

/**
 * Everything held about the signed-in client (UK GDPR's right of access, decision 035): data.json, read
 * section by section, and their files streamed into the zip as it is sent, with the memory bounds of the
 * admin's documents zip. data.json itself is built in memory: it is rows of text, small beside the files.
 */
export async function exportAccount(ctx: AppContext, user: SessionUser): Promise<AccountExport> {
  const now = ctx.clock.now();
  const subject = { id: user.id, email: user.email };
  const data: Record<string, unknown> = { exportedAt: now.toISOString(), format: 'nestway-account-export/1' };
  const files: ExportFile[] = [];
  for (const section of exportSections) {
    const content = await section.read(ctx.db, subject);
    data[section.key] = content.data;
    files.push(...(content.files ?? []));
  }
  // The client's own act, kept like their other acts: the entry says who took a copy of the data, and when.
  await recordAuditedRead(ctx.db, { clientId: user.id, targetId: user.id });
  const stream = streamZip(ctx, zipEntries(Buffer.from(JSON.stringify(data, null, 2)), files, now), {
    clientId: user.id,
    export: 'account',
  });
  return { fileName: `nestway-data-${now.toISOString().slice(0, 10)}.zip`, stream };
}
