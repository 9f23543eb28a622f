import { errorFlags } from '@nestway/core/errors';
import { offerMessages, type OfferRecord } from '@nestway/core/offers';
import { and, eq } from 'drizzle-orm';
import { propertyOffers } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { offerWithViewing } from './list-offers';
import { toOfferRecord } from './records';

/**
 * The client withdraws one of their own pending offers (another client's is 404 like an unknown one).
 * The change is one conditional update (only while pending), so it cannot cross the admin's answer:
 * whichever comes second finds the offer decided and answers 409. An accepted offer answers 409
 * requires_admin_contact (with the spec's `requiresAdminContact: true`): the Cannot Withdraw Accepted Offer dialog.
 */
export async function withdrawOffer(ctx: AppContext, tenantId: string, offerId: string): Promise<OfferRecord> {
  if (!isRecordId(offerId)) throw notFound(offerMessages.notFound);
  const own = and(eq(propertyOffers.id, offerId), eq(propertyOffers.userId, tenantId));
  const now = ctx.clock.now();
  const [withdrawn] = await ctx.db
    .update(propertyOffers)
    .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
    .where(and(own, eq(propertyOffers.status, 'pending')))
    .returning({ id: propertyOffers.id });
  if (!withdrawn) {
    const [current] = await ctx.db.select({ status: propertyOffers.status }).from(propertyOffers).where(own);
    if (!current) throw notFound(offerMessages.notFound);
    if (current.status === 'accepted') {
      throw new AppError('requires_admin_contact', offerMessages.acceptedCannotWithdraw, { [errorFlags.requires_admin_contact]: true });
    }
    throw conflict(offerMessages.notPending(current.status), { params: { status: current.status } });
  }
  return toOfferRecord(await offerWithViewing(ctx.db, withdrawn.id));
}
