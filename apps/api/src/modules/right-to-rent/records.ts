import { formatShareCode, isFollowUpDue, isShareCodeStale, type RightToRentRecord } from '@nestway/core/right-to-rent';
import { desc, eq } from 'drizzle-orm';
import { rightToRentChecks, rightToRentShareCodes } from '../../../db/schema/index';
import type { Db } from '../../db';

export type CheckRow = typeof rightToRentChecks.$inferSelect;

/** The client's latest check, the one in force, or undefined. */
export async function latestCheck(db: Db, userId: string): Promise<CheckRow | undefined> {
  const [row] = await db
    .select()
    .from(rightToRentChecks)
    .where(eq(rightToRentChecks.userId, userId))
    .orderBy(desc(rightToRentChecks.createdAt), desc(rightToRentChecks.id))
    .limit(1);
  return row;
}

/** The client's share code, date of birth and latest check, as both sides read them. */
export async function readRightToRent(db: Db, userId: string, now: Date): Promise<RightToRentRecord> {
  const [[code], check] = await Promise.all([
    db.select().from(rightToRentShareCodes).where(eq(rightToRentShareCodes.userId, userId)),
    latestCheck(db, userId),
  ]);
  return {
    shareCode: code ? formatShareCode(code.shareCode) : null,
    dateOfBirth: code?.dateOfBirth ?? null,
    shareCodeGivenAt: code?.givenAt.toISOString() ?? null,
    needsNewShareCode: code ? isShareCodeStale(code.givenAt, now) : false,
    check: check
      ? {
          id: check.id,
          checkedOn: check.checkedOn,
          outcome: check.outcome,
          permissionExpiresOn: check.permissionExpiresOn,
          resultFileName: check.fileKey ? check.originalFileName : null,
          recordedAt: check.createdAt.toISOString(),
          followUpDue: isFollowUpDue(check, now),
        }
      : null,
  };
}
