import type { CallScheduleRecord } from '@nestway/core/calls';
import type { callSchedules } from '../../../db/schema/index';

export const toCallScheduleRecord = (row: typeof callSchedules.$inferSelect): CallScheduleRecord => ({
  id: row.id,
  status: row.status,
  requestedDateTime: row.requestedDateTime?.toISOString() ?? null,
  confirmedDateTime: row.confirmedDateTime?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
