import type { PreferencesRecord } from '@nestway/core/preferences-record';
import type { preferences } from '../../../db/schema/index';

/** Without its keys and timestamps. */
export function toPreferencesRecord(row: typeof preferences.$inferSelect): PreferencesRecord {
  const { userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...record } = row;
  return record;
}
