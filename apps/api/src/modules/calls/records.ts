import { ukWallClock } from '@nestway/core/booking';
import type { CallScheduleRecord } from '@nestway/core/calls';
import type { callSchedules } from '../../../db/schema/index';

export const toCallScheduleRecord = (row: typeof callSchedules.$inferSelect): CallScheduleRecord => ({
  id: row.id,
  status: row.status,
  availabilitySlotId: row.availabilitySlotId,
  requestedDateTime: row.requestedDateTime?.toISOString() ?? null,
  confirmedDateTime: row.confirmedDateTime?.toISOString() ?? null,
  preferredDates: row.requestedDateTime ? [ukWallClock(row.requestedDateTime)] : [],
  adminNotes: row.adminNotes,
  createdAt: row.createdAt.toISOString(),
});
