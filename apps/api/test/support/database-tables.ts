import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db';

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The app's tables, as the migrations made them (tables added later are scanned too). */
export async function appTables(on: Db): Promise<string[]> {
  const result = await on.execute(sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/**
 * Every row of every table whose text holds one of `needles` (a user's id or e-mail address, in any
 * column, JSON included), as 'table: row', sorted: what "nothing of theirs is left" is checked against
 * (decisions 018 and 034). The audit trail is left out: it keeps what was done, by account id, after the
 * account goes (decision 032).
 */
export async function rowsMentioning(on: Db, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of (await appTables(on)).filter((name) => name !== 'audit_entries')) {
    const matches = sql.join(
      needles.map((needle) => sql`position(lower(${needle}) in lower(t::text)) > 0`),
      sql` or `,
    );
    const result = await on.execute(sql`select t::text as row from ${sql.identifier(table)} t where ${matches}`);
    found.push(...rowsOf<{ row: string }>(result).map((r) => `${table}: ${r.row}`));
  }
  return found.sort();
}
