import { BALANCE_PAYMENT_TYPE, withPaymentType } from '@nestway/core/payments';
import { paths } from '@nestway/core/web-routes';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { appLink } from '../../lib/app-links';
import type { Db } from '../../db';
import { queueMail } from '../../mail/outbox';
import { offerAnsweredMail } from '../../mail/offer-mails';
import { groupAccountHolder } from '../shared/group-lookup';
import { remainingFee } from '../payments/index';
import type { OfferWithClient } from './records';

/** For an accepted offer, the rest of the fee now due on the payer's account (a co-tenant's leader pays it), or null. */
async function restOfFee(ctx: AppContext, tx: Db, clientId: string) {
  const payerId = await groupAccountHolder(tx, clientId);
  const fee = await remainingFee(tx, payerId);
  if (fee.remainingPence === 0) return null;
  const [payer] = payerId === clientId ? [] : await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, payerId));
  return {
    remainingPence: fee.remainingPence,
    payUrl: appLink(ctx.config, withPaymentType(paths.paymentInstructions, BALANCE_PAYMENT_TYPE)),
    payerName: payer?.fullName ?? null,
  };
}

/**
 * Queues, in the answer's transaction `tx`, the client's e-mail with the admin's answer to their offer,
 * linking to the dashboard's viewings, or for an accepted one to paying the rest of the fee.
 */
export async function notifyOfferAnswered(ctx: AppContext, tx: Db, { offer, viewing, client }: OfferWithClient) {
  const accepted = offer.status === 'accepted';
  // The admin's offer records name the client without their language: it is read for the e-mail alone.
  const [recipient] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, client.id));
  const message = offerAnsweredMail(
    { ...client, locale: recipient!.locale },
    {
      propertyAddress: viewing.propertyAddress,
      offerPence: offer.offerPence,
      accepted,
      adminResponse: offer.adminResponse,
      dashboardUrl: `${appLink(ctx.config, paths.dashboard)}#viewings`,
      rest: accepted ? await restOfFee(ctx, tx, client.id) : null,
    },
  );
  await queueMail(ctx, tx, { message, userId: client.id });
}
