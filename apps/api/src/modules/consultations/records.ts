import { ukWallClock } from '@nestway/core/booking';
import type { ConsultationRecord } from '@nestway/core/consultations';
import type { consultations } from '../../../db/schema/index';

export const toConsultationRecord = (row: typeof consultations.$inferSelect): ConsultationRecord => ({
  id: row.id,
  status: row.status,
  availabilitySlotId: row.availabilitySlotId,
  requestedDateTime: row.requestedDateTime?.toISOString() ?? null,
  confirmedDateTime: row.confirmedDateTime?.toISOString() ?? null,
  preferredDates: row.requestedDateTime ? [ukWallClock(row.requestedDateTime)] : [],
  adminNotes: row.adminNotes,
  createdAt: row.createdAt.toISOString(),
});
