import { followUpCutoff, type RightToRentFollowUps } from '@nestway/core/right-to-rent';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rightToRentChecks, users } from '../../../db/schema/index';
import type { Db } from '../../db';

/** A later check of the same client, in the subquery that keeps only each client's latest. */
const newer = alias(rightToRentChecks, 'newer_check');

/** The dashboard card's clients: their latest check is time-limited and ends by the follow-up cutoff (core's rule). */
export async function listFollowUps(db: Db, now: Date): Promise<RightToRentFollowUps> {
  const rows = await db
    .select({
      clientId: users.id,
      fullName: users.fullName,
      email: users.email,
      permissionExpiresOn: sql<string>`${rightToRentChecks.permissionExpiresOn}`,
    })
    .from(rightToRentChecks)
    .innerJoin(users, eq(users.id, rightToRentChecks.userId))
    .where(
      and(
        eq(rightToRentChecks.outcome, 'time-limited'),
        lte(rightToRentChecks.permissionExpiresOn, followUpCutoff(now)),
        sql`not exists (select 1 from ${rightToRentChecks} as ${sql.identifier('newer_check')} where ${newer.userId} = ${rightToRentChecks.userId}
          and (${newer.createdAt}, ${newer.id}) > (${rightToRentChecks.createdAt}, ${rightToRentChecks.id}))`,
      ),
    )
    .orderBy(asc(rightToRentChecks.permissionExpiresOn), asc(users.fullName));
  return rows;
}
