import type { CallScheduleRecord } from '@nestway/core/calls';
import { eq } from 'drizzle-orm';
import { callSchedules, groupMembers, tenantGroups } from '../../../db/schema/index';
import type { Db } from '../../db';
import { toCallScheduleRecord } from '../../lib/records';

/** The user whose consultation call counts for this user: a co-tenant's group leader, else the user. */
async function callOwnerId(db: Db, userId: string): Promise<string> {
  const [group] = await db
    .select({ leaderUserId: tenantGroups.leaderUserId })
    .from(groupMembers)
    .innerJoin(tenantGroups, eq(tenantGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId));
  return group?.leaderUserId ?? userId;
}

/**
 * The consultation call that applies to the user (the group leader's call for a co-tenant), or null.
 * `lock` holds the row until the surrounding transaction ends, so its status cannot change meanwhile.
 */
export async function findGroupCall(db: Db, userId: string, { lock = false } = {}): Promise<CallScheduleRecord | null> {
  const ownerId = await callOwnerId(db, userId);
  const query = db.select().from(callSchedules).where(eq(callSchedules.userId, ownerId));
  const [call] = lock ? await query.for('share') : await query;
  return call ? toCallScheduleRecord(call) : null;
}
