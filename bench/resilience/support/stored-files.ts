import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

interface StoredFile {
  /** The storage key: the path under the storage root, '/'-separated ('payments/AbC...'). */
  key: string;
  bytes: number;
}

/** Lists what a storage driver holds. Local disk today; an S3 bucket lister can take its place. */
export interface StoredFileLister {
  describe: string;
  list(): Promise<StoredFile[]>;
}

/** The local-disk driver's layout: DATA_DIR/uploads/<prefix>/<name>, at any depth. */
export function localDiskFiles(dataDir: string): StoredFileLister {
  const root = path.join(dataDir, 'uploads');
  return {
    describe: root,
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
      return Promise.all(
        files.map(async (file) => ({
          key: path.relative(root, file).split(path.sep).join('/'),
          bytes: (await stat(file).catch(() => ({ size: 0 }))).size,
        })),
      );
    },
  };
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Where the app notes an upload before its first byte is stored (issue 18): a key there is not named by
 * a record, it is tracked for the pending-uploads sweep. Absent from older databases.
 */
export const PENDING_UPLOADS_TABLE = 'pending_uploads';

/**
 * Which of `keys` some row of the database names: any text column of any table in the public schema
 * (but the pending-uploads tracking table) that contains the key (a key column, or a path such as
 * /uploads/<key>). Returns, per referenced key, the table.column that names it. Found by looking, not
 * by knowing the schema, so it keeps working as tables change.
 */
async function referencedKeys(client: pg.Client, keys: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (keys.length === 0) return found;
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying') and table_name <> $1`,
    [PENDING_UPLOADS_TABLE],
  );
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await client.query<{ key: string }>(
      `select k as key from unnest($1::text[]) as k where exists (select 1 from ${quote(table)} where position(k in ${quote(column)}) > 0)`,
      [keys],
    );
    for (const { key } of rows) found.set(key, [...(found.get(key) ?? []), `${table}.${column}`]);
  }
  return found;
}

/** Which of `keys` the pending-uploads table tracks; undefined when the database has no such table. */
async function pendingUploadKeys(client: pg.Client, keys: readonly string[]): Promise<Set<string> | undefined> {
  const { rows: exists } = await client.query<{ table: string | null }>('select to_regclass($1)::text as table', [
    `public.${PENDING_UPLOADS_TABLE}`,
  ]);
  if (!exists[0]?.table) return undefined;
  const { rows } = await client.query<{ key: string }>(
    `select file_key as key from ${quote(PENDING_UPLOADS_TABLE)} where file_key = any($1::text[])`,
    [keys],
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * What storage holds and which of it no record references (orphans); of the orphans, those the
 * pending-uploads table tracks (a sweep will remove them) and the untracked ones (nothing ever will).
 * `tracked` is undefined when the database has no pending-uploads table: every orphan is untracked.
 */
export async function storageCensus(files: StoredFileLister, databaseUrl: string) {
  const stored = await files.list();
  const keys = stored.map((file) => file.key);
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const references = await referencedKeys(client, keys);
    const pending = await pendingUploadKeys(client, keys);
    const orphans = stored.filter((file) => !references.has(file.key));
    const tracked = pending && orphans.filter((file) => pending.has(file.key));
    const untracked = orphans.filter((file) => !pending?.has(file.key));
    return { stored, references, orphans, tracked, untracked };
  } finally {
    await client.end();
  }
}
