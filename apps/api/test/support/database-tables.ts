import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db';

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The app's tables, as the migrations made them (tables added later are scanned too). */
export async function appTables(on: Db): Promise<string[]> {
  const result = await on.execute(sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}
