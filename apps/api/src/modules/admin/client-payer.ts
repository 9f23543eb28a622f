import type { users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { conflict } from '../../lib/app-error';
import { findClientGroup } from './client-group';

/**
 * Payments belong to a group's leader (docs/decisions/006-co-tenants.md): the admin sets the fee and
 * records payments on the leader's account, never on a co-tenant's.
 */
export async function assertClientMayPay(db: Db, client: Pick<typeof users.$inferSelect, 'id' | 'fullName'>): Promise<void> {
  const group = await findClientGroup(db, client.id);
  if (group?.role === 'cotenant') {
    throw conflict(`${client.fullName} is a co-tenant in ${group.leaderName}'s group: the fee and payments are on the group leader's account.`);
  }
}
