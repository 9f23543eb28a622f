import type { Db } from '../../db';

/** A stored file the export carries, under a folder of the zip. */
export interface ExportFile {
  /** 'documents/passport', 'payment-proofs': the zip folder, already safe. */
  folder: string;
  /** The name as the client knows it; made safe and unique when the zip is written. */
  fileName: string;
  fileKey: string;
  mtime: Date;
  sizeBytes?: number;
}

/** The client being exported: their id and the few account facts several sections need. */
interface ExportSubject {
  id: string;
  email: string;
}

/** What a section adds: its part of data.json, and the files it brings. */
interface SectionContent {
  data: unknown;
  files?: ExportFile[];
}

/**
 * One part of data.json: a key and a small function reading the client's rows for it. A new table that
 * names a client is one more section in sections/all.ts.
 */
export interface ExportSection {
  key: string;
  read: (db: Db, subject: ExportSubject) => Promise<SectionContent>;
}
