import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const journalFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/meta/_journal.json');

/** The committed migrations, by the `when` Drizzle's migrator records as created_at. */
function committedMigrations(): Array<{ tag: string; when: number }> {
  return (JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string; when: number }> }).entries;
}

/** What Drizzle's migrations table holds: how many times each migration (by created_at) was recorded. */
export const appliedMigrationsSql =
  'select created_at::text as "createdAt", count(*)::int as times from drizzle.__drizzle_migrations group by created_at';

/** The expected answer to appliedMigrationsSql: every committed migration, once. */
export const eachMigrationOnce = () =>
  committedMigrations()
    .map(({ when }) => ({ createdAt: String(when), times: 1 }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
