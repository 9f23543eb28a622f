import { offerMessages, type AdminOfferRecord, type OfferAnswer } from '@nestway/core/offers';
import { and, eq } from 'drizzle-orm';
import { propertyOffers } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { offerWithClient } from './list-offers';
import { notifyOfferAnswered } from './notifications';
import { toAdminOfferRecord } from './records';
import { recordAudit } from '../../audit/record';

/**
 * The admin accepts or rejects a pending offer, recording who and when, and the client is e-mailed.
 * One conditional update (only while pending): an offer decided or withdrawn meanwhile answers 409
 * with its status, so two answers, or an answer and a withdrawal, never both win.
 */
export async function respondToOffer(ctx: AppContext, adminId: string, offerId: string, answer: OfferAnswer): Promise<AdminOfferRecord> {
  if (!isRecordId(offerId)) throw notFound(offerMessages.notFound);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(propertyOffers)
      .set({ status: answer.status, adminResponse: answer.adminResponse, respondedBy: adminId, respondedAt: now, updatedAt: now })
      .where(and(eq(propertyOffers.id, offerId), eq(propertyOffers.status, 'pending')))
      .returning({ id: propertyOffers.id });
    if (!decided) {
      const [current] = await tx.select({ status: propertyOffers.status }).from(propertyOffers).where(eq(propertyOffers.id, offerId));
      throw current
        ? conflict(offerMessages.notPending(current.status), { params: { status: current.status } })
        : notFound(offerMessages.notFound);
    }
    const answered = await offerWithClient(tx, decided.id);
    await notifyOfferAnswered(ctx, tx, answered);
    await recordAudit(tx, { clientId: answered.offer.userId, targetId: decided.id });
    return answered;
  });
  return toAdminOfferRecord(row);
}
