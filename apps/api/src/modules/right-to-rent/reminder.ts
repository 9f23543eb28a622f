import * as m from '@nestway/core/i18n/messages';
import { paths } from '@nestway/core/web-routes';
import { eq } from 'drizzle-orm';
import { rightToRentChecks, users } from '../../../db/schema/index';
import { appLink } from '../../lib/app-links';
import type { ReminderSource } from '../../reminders/expiry-reminders';
import { latestCheck } from './records';

/**
 * The Right to Rent reminder re-reads its check when it runs: it sends only if the check is still the
 * client's latest and its end date is the one it was scheduled for.
 */
export const rightToRentReminder: ReminderSource = async (ctx, checkId, expiresOn) => {
  const [check] = await ctx.db
    .select({ userId: rightToRentChecks.userId })
    .from(rightToRentChecks)
    .where(eq(rightToRentChecks.id, checkId));
  if (!check) return null;
  const latest = await latestCheck(ctx.db, check.userId);
  if (latest?.id !== checkId || latest.permissionExpiresOn !== expiresOn) return null;
  const [client] = await ctx.db
    .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
    .from(users)
    .where(eq(users.id, check.userId));
  if (!client) return null;
  return {
    client,
    what: (locale) => m.email_reminder_rightToRent({}, { locale }),
    clientUrl: `${appLink(ctx.config, paths.dashboard)}#right-to-rent`,
    staffUrl: appLink(ctx.config, paths.adminUser.href(client.id)),
  };
};
