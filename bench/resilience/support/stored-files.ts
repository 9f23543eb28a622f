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
 * Which of `keys` some row of the database names: any text column of any table in the public schema
 * that contains the key (a key column, or a path such as /uploads/<key>). Returns, per referenced key,
 * the table.column that names it. Found by looking, not by knowing the schema, so it keeps working as
 * tables change.
 */
async function referencedKeys(databaseUrl: string, keys: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (keys.length === 0) return found;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying')`,
    );
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await client.query<{ key: string }>(
        `select k as key from unnest($1::text[]) as k where exists (select 1 from ${quote(table)} where position(k in ${quote(column)}) > 0)`,
        [keys],
      );
      for (const { key } of rows) found.set(key, [...(found.get(key) ?? []), `${table}.${column}`]);
    }
  } finally {
    await client.end();
  }
  return found;
}

/** What storage holds and which of it no row references (orphans). */
export async function storageCensus(files: StoredFileLister, databaseUrl: string) {
  const stored = await files.list();
  const references = await referencedKeys(
    databaseUrl,
    stored.map((file) => file.key),
  );
  const orphans = stored.filter((file) => !references.has(file.key));
  return { stored, references, orphans };
}
