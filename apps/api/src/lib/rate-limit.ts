import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimits } from '../../db/schema/index';

/**
 * Adds one hit to a fixed-window counter and returns the count in the current window.
 * A single upsert, so concurrent requests on any instance count correctly.
 */
export async function countHit(db: Db, key: string, now: Date, windowSeconds: number): Promise<number> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/** The hits counted in the current window, without adding one. */
export async function currentHits(db: Db, key: string, now: Date, windowSeconds: number): Promise<number> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStartedAt} > ${windowStart}::timestamptz`);
  return row?.count ?? 0;
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Counter windows are at most a day; a counter whose window began before this is over and can go. */
const STALE_AFTER_SECONDS = 2 * 24 * 60 * 60;

/** Deletes finished counters (the purge_expired job); returns how many. */
export async function purgeStaleHits(db: Db, now: Date): Promise<number> {
  const staleBefore = new Date(now.getTime() - STALE_AFTER_SECONDS * 1000).toISOString();
  const gone = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStartedAt} < ${staleBefore}::timestamptz`)
    .returning({ key: rateLimits.key });
  return gone.length;
}
