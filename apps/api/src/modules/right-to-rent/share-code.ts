import { rightToRentMessages, type RightToRentRecord, type ShareCodeRequest } from '@nestway/core/right-to-rent';
import { ukCalendarDate } from '@nestway/core/booking';
import { rightToRentShareCodes } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { invalidFields } from '../../lib/app-error';
import { readRightToRent } from './records';

/** The client gives their share code and date of birth; a new one replaces the old and restarts its 90 days. */
export async function giveShareCode(
  ctx: AppContext,
  userId: string,
  { shareCode, dateOfBirth }: ShareCodeRequest,
): Promise<RightToRentRecord> {
  const now = ctx.clock.now();
  if (dateOfBirth > ukCalendarDate(now)) throw invalidFields([{ code: 'custom', message: rightToRentMessages.dateOfBirth }]);
  const values = { shareCode, dateOfBirth, givenAt: now };
  await ctx.db
    .insert(rightToRentShareCodes)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: rightToRentShareCodes.userId, set: values });
  return readRightToRent(ctx.db, userId, now);
}
