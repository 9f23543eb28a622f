import { getTableColumns, sql } from 'drizzle-orm';
import type { PreferencesRecord } from '@nestway/core/preferences-record';
import { preferences } from '../../../db/schema/index';

/** Without its keys and timestamps. */
export function toPreferencesRecord(row: typeof preferences.$inferSelect): PreferencesRecord {
  const { userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...record } = row;
  return record;
}

const { userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...recordColumns } = getTableColumns(preferences);
/** The record's keys by their column's name: ['number_of_tenants', 'numberOfTenants'], ... */
const keysByColumnName = Object.entries(recordColumns).map(([key, column]) => [column.name, key] as const);

/**
 * A joined preferences row as one JSON column, null when the user has none: for the query every
 * signed-in request makes, where 31 columns cost the driver far more than one (preferencesFromRowJson reads it).
 */
export const preferencesRowJson = sql<Record<string, unknown> | null>`to_json(${preferences})`;

/**
 * The record of a row read through preferencesRowJson. PostgreSQL writes each column as the driver
 * would give it (integers and booleans, text, jsonb as JSON, dates as YYYY-MM-DD).
 */
export function preferencesFromRowJson(row: Record<string, unknown>): PreferencesRecord {
  const record: Record<string, unknown> = {};
  for (const [columnName, key] of keysByColumnName) record[key] = row[columnName];
  return record as PreferencesRecord;
}
