import { asc, eq } from 'drizzle-orm';
import { documents, sharedFiles } from '../../../../db/schema/index';
import type { ExportSection } from '../section';

/** The client's uploads: their review as the team recorded it, and each file in documents/<type>/. */
export const documentsSection: ExportSection = {
  key: 'documents',
  read: async (db, subject) => {
    const rows = await db
      .select()
      .from(documents)
      .where(eq(documents.userId, subject.id))
      .orderBy(asc(documents.createdAt), asc(documents.id));
    return {
      data: rows.map(({ fileKey: _fileKey, userId: _userId, reviewedBy: _reviewedBy, ...row }) => row),
      // A file deleted under retention (decision 036) stays in the data, with its fileDeletedAt, but has no file.
      files: rows.flatMap((row) =>
        row.fileKey
          ? [
              {
                folder: `documents/${row.type}`,
                fileName: row.originalFileName,
                fileKey: row.fileKey,
                mtime: row.createdAt,
                sizeBytes: row.sizeBytes,
              },
            ]
          : [],
      ),
    };
  },
};

/** The files the team shared with the client, each in shared-files/. */
export const sharedFilesSection: ExportSection = {
  key: 'sharedFiles',
  read: async (db, subject) => {
    const rows = await db
      .select()
      .from(sharedFiles)
      .where(eq(sharedFiles.userId, subject.id))
      .orderBy(asc(sharedFiles.createdAt), asc(sharedFiles.id));
    return {
      data: rows.map(({ fileKey: _fileKey, userId: _userId, uploadedBy: _uploadedBy, ...row }) => row),
      files: rows.map((row) => ({
        folder: 'shared-files',
        fileName: row.originalFileName,
        fileKey: row.fileKey,
        mtime: row.createdAt,
        sizeBytes: row.sizeBytes,
      })),
    };
  },
};
