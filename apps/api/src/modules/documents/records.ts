import type { DocumentRecord } from '@nestway/core/documents';
import type { documents } from '../../../db/schema/index';

export type DocumentRow = typeof documents.$inferSelect;

export const toDocumentRecord = (row: DocumentRow): DocumentRecord => ({
  id: row.id,
  type: row.type,
  status: row.status,
  filePath: row.fileKey,
  fileDeletedAt: row.fileDeletedAt?.toISOString() ?? null,
  originalFileName: row.originalFileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  notes: row.notes,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  expiresOn: row.expiresOn,
  createdAt: row.createdAt.toISOString(),
});
