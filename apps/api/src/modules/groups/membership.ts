import { groupMessages } from '@nestway/core/groups';
import type { Db } from '../../db';
import { AppError } from '../../lib/app-error';
import { findGroupPlace } from '../shared/group-lookup';

/** Payments and scheduling belong to the group leader (docs/decisions/006-co-tenants.md). */
export async function assertNotCoTenant(db: Db, userId: string): Promise<void> {
  if ((await findGroupPlace(db, userId))?.role === 'cotenant') throw new AppError('leader_only', groupMessages.leaderOnly);
}
