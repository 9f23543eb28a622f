import type { ConsultationRecord } from '@nestway/core/consultations';
import { eq } from 'drizzle-orm';
import { consultations } from '../../../db/schema/index';
import type { Db } from '../../db';
import { groupAccountHolder } from '../shared/group-lookup';
import { toConsultationRecord } from './records';

/**
 * The consultation call that applies to the user (the group leader's call for a co-tenant), or null.
 * `lock` holds the row until the surrounding transaction ends, so its status cannot change meanwhile.
 */
export async function findGroupConsultation(db: Db, userId: string, { lock = false } = {}): Promise<ConsultationRecord | null> {
  const ownerId = await groupAccountHolder(db, userId);
  const query = db.select().from(consultations).where(eq(consultations.userId, ownerId));
  const [consultation] = lock ? await query.for('share') : await query;
  return consultation ? toConsultationRecord(consultation) : null;
}
