import type { Readable } from 'node:stream';
import { sharedFileMessages, type SharedFileRecord } from '@nestway/core/shared-files';
import { and, desc, eq, sql } from 'drizzle-orm';
import { sharedFiles } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { findClient } from '../shared/find-client';
import { toSharedFileRecord } from './records';
import { queueFileRemovals } from '../../storage/file-removals';
import { recordAudit, recordAuditedRead } from '../../audit/record';

export interface SharedFileDownload {
  stream: Readable;
  contentType: string;
  fileName: string;
}

/** The files shared with a user, newest first. */
export async function listSharedFiles(db: Db, userId: string): Promise<SharedFileRecord[]> {
  const rows = await db
    .select()
    .from(sharedFiles)
    .where(eq(sharedFiles.userId, userId))
    .orderBy(desc(sharedFiles.createdAt), desc(sharedFiles.id));
  return rows.map(toSharedFileRecord);
}

/** The admin's list of a client's shared files; an unknown client is 404 'User not found'. */
export async function listClientSharedFiles(db: Db, clientId: string): Promise<SharedFileRecord[]> {
  const client = await findClient(db, clientId);
  return listSharedFiles(db, client.id);
}

/** The row with this id, owned by `ownerId` when given; anything else is 404 as if it did not exist. */
async function findSharedFile(db: Db, id: string, ownerId?: string) {
  const [row] = isRecordId(id)
    ? await db
        .select()
        .from(sharedFiles)
        .where(and(eq(sharedFiles.id, id), ownerId === undefined ? undefined : eq(sharedFiles.userId, ownerId)))
    : [];
  if (!row) throw notFound(sharedFileMessages.notFound);
  return row;
}

async function openStored(ctx: AppContext, row: { fileKey: string; contentType: string; originalFileName: string }) {
  const stream = await ctx.storage.get(row.fileKey);
  if (!stream) throw notFound(sharedFileMessages.notFound);
  return { stream, contentType: row.contentType, fileName: row.originalFileName };
}

/**
 * The client downloads one of their own files. Once the stored file is open, the download is
 * recorded: the first time in downloadedAt (kept afterwards), every time in downloadCount.
 */
export async function downloadOwnSharedFile(ctx: AppContext, userId: string, id: string): Promise<SharedFileDownload> {
  const row = await findSharedFile(ctx.db, id, userId);
  const file = await openStored(ctx, row);
  try {
    await ctx.db
      .update(sharedFiles)
      .set({
        downloadedAt: sql`coalesce(${sharedFiles.downloadedAt}, ${ctx.clock.now().toISOString()}::timestamptz)`,
        downloadCount: sql`${sharedFiles.downloadCount} + 1`,
      })
      .where(eq(sharedFiles.id, row.id));
  } catch (error) {
    file.stream.destroy();
    throw error;
  }
  return file;
}

/** The admin downloads a shared file; it is not the client's download, so nothing is recorded. */
export async function downloadSharedFileAsAdmin(ctx: AppContext, id: string): Promise<SharedFileDownload> {
  const row = await findSharedFile(ctx.db, id);
  const file = await openStored(ctx, row);
  await recordAuditedRead(ctx.db, { clientId: row.userId, targetId: row.id });
  return file;
}

/**
 * Stops sharing a file: the row goes first, so no answer ever names a missing file; then the stored
 * file, through the removal queue (a failure is retried later, never answered as an error).
 */
export async function deleteSharedFile(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = isRecordId(id)
      ? await tx.delete(sharedFiles).where(eq(sharedFiles.id, id)).returning({ fileKey: sharedFiles.fileKey, userId: sharedFiles.userId })
      : [];
    if (!deleted) throw notFound(sharedFileMessages.notFound);
    await queueFileRemovals(ctx, tx, [deleted.fileKey]);
    await recordAudit(tx, { clientId: deleted.userId, targetId: id });
  });
}
