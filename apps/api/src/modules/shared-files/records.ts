import type { SharedFileRecord } from '@nestway/core/shared-files';
import type { sharedFiles } from '../../../db/schema/index';

export type SharedFileRow = typeof sharedFiles.$inferSelect;

export const toSharedFileRecord = (row: SharedFileRow): SharedFileRecord => ({
  id: row.id,
  displayName: row.displayName,
  description: row.description,
  category: row.category,
  originalFileName: row.originalFileName,
  contentType: row.contentType,
  fileSize: row.sizeBytes,
  isDownloaded: row.downloadedAt !== null,
  downloadedAt: row.downloadedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
