import type { CallScheduleRecord } from '@nestway/core/calls';
import { eq } from 'drizzle-orm';
import { callSchedules } from '../../../db/schema/index';
import type { Db } from '../../db';
import { groupAccountHolder } from '../shared/group-lookup';
import { toCallScheduleRecord } from './records';

/**
 * The consultation call that applies to the user (the group leader's call for a co-tenant), or null.
 * `lock` holds the row until the surrounding transaction ends, so its status cannot change meanwhile.
 */
export async function findGroupCall(db: Db, userId: string, { lock = false } = {}): Promise<CallScheduleRecord | null> {
  const ownerId = await groupAccountHolder(db, userId);
  const query = db.select().from(callSchedules).where(eq(callSchedules.userId, ownerId));
  const [call] = lock ? await query.for('share') : await query;
  return call ? toCallScheduleRecord(call) : null;
}
