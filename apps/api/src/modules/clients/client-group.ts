import type { AdminClientGroup } from '@nestway/core/admin';
import type { Db } from '../../db';
import { findGroupPlace, loadGroup } from '../shared/group-lookup';

/** The group the client leads or has joined, with its leader and the co-tenants who joined; null when none. */
export async function findClientGroup(db: Db, userId: string): Promise<AdminClientGroup | null> {
  const place = await findGroupPlace(db, userId);
  if (!place) return null;
  const { leaderId, leaderName, members } = await loadGroup(db, place.groupId);
  return { role: place.role, leaderId, leaderName, members };
}
