import { isSameProperty, offerMessages, type OfferRecord, type OfferRequest } from '@nestway/core/offers';
import { and, eq } from 'drizzle-orm';
import { propertyOffers, propertyViewings, tenantGroups } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isRecordId } from '../../lib/ids';
import { findGroupPlace, groupAcceptedProperties, groupPendingOffers, loadGroup } from '../shared/group-lookup';
import { toOfferRecord } from './records';

/**
 * The client offers a monthly rent on one of their own viewings (another client's is 404 like an
 * unknown one). The viewing must not be cancelled and must have its video; the market price is its
 * rent at this moment. One active (not withdrawn) offer per viewing is the database's partial unique
 * index: a second offer, whether sent after the first or racing it, fails there and answers 409.
 * A member of a group offers on no property the group already has an accepted offer on, nor on one
 * another member's offer awaits an answer on (decision 006); members' offers are made one at a time.
 */
export async function makeOffer(ctx: AppContext, tenantId: string, input: OfferRequest): Promise<OfferRecord> {
  if (!isRecordId(input.propertyViewingId)) throw notFound(offerMessages.viewingNotFound);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Shared lock: the admin cannot cancel the viewing or change its rent until the offer is written.
      const [viewing] = await tx
        .select()
        .from(propertyViewings)
        .where(and(eq(propertyViewings.id, input.propertyViewingId), eq(propertyViewings.userId, tenantId)))
        .for('share');
      if (!viewing) throw notFound(offerMessages.viewingNotFound);
      if (viewing.status === 'cancelled') throw conflict(offerMessages.viewingCancelled);
      if (viewing.youtubeVideoId === null) throw conflict(offerMessages.noVideo);
      const place = await findGroupPlace(tx, tenantId);
      if (place) {
        // Members' offers queue on the group's row, so two sent at once cannot both pass the checks below.
        await tx.select({ id: tenantGroups.id }).from(tenantGroups).where(eq(tenantGroups.id, place.groupId)).for('update');
        const group = await loadGroup(tx, place.groupId);
        const property = { viewingSessionId: viewing.sessionId, propertyAddress: viewing.propertyAddress };
        if ((await groupAcceptedProperties(tx, group)).some((other) => isSameProperty(other, property))) {
          throw new AppError('group_offer_accepted', offerMessages.groupOfferAccepted);
        }
        if ((await groupPendingOffers(tx, group, tenantId)).some((other) => isSameProperty(other, property))) {
          throw new AppError('group_offer_pending', offerMessages.groupOfferPending);
        }
      }
      const now = ctx.clock.now();
      const [offer] = await tx
        .insert(propertyOffers)
        .values({
          userId: tenantId,
          viewingId: viewing.id,
          offerPence: input.offerPence,
          marketPence: viewing.rentPence,
          offerNotes: input.offerNotes,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return toOfferRecord({ offer: offer!, viewing });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(offerMessages.alreadyOffered);
    throw error;
  }
}
