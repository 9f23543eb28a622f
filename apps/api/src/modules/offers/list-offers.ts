import { offerMessages, type AdminOfferRecord, type OfferRecord } from '@nestway/core/offers';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { propertyOffers, propertyViewings, users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { notFound } from '../../lib/app-error';
import {
  offerClientColumns,
  offerViewingColumns,
  toAdminOfferRecord,
  toOfferRecord,
  type OfferWithClient,
  type OfferWithViewing,
} from './records';

/** Offers with their viewing, in one query (a join), filtered by `where`. */
const offersWithViewing = (db: Db, where: SQL | undefined) =>
  db
    .select({ offer: propertyOffers, viewing: offerViewingColumns })
    .from(propertyOffers)
    .innerJoin(propertyViewings, eq(propertyViewings.id, propertyOffers.viewingId))
    .where(where);

/** Offers with their viewing and the client who made them, in one query. */
const offersWithClient = (db: Db, where: SQL | undefined) =>
  db
    .select({ offer: propertyOffers, viewing: offerViewingColumns, client: offerClientColumns })
    .from(propertyOffers)
    .innerJoin(propertyViewings, eq(propertyViewings.id, propertyOffers.viewingId))
    .innerJoin(users, eq(users.id, propertyOffers.userId))
    .where(where);

/**
 * GET /api/users/{userId}/property-offers: the signed-in client's own offers, withdrawn ones included,
 * newest first. Any other id (another client's, an admin's, a malformed one) is 404 as if unknown.
 */
export async function listOwnOffers(db: Db, tenantId: string, requestedUserId: string): Promise<OfferRecord[]> {
  if (requestedUserId !== tenantId) throw notFound('User not found');
  const rows = await offersWithViewing(db, eq(propertyOffers.userId, tenantId)).orderBy(
    desc(propertyOffers.createdAt),
    desc(propertyOffers.id),
  );
  return rows.map(toOfferRecord);
}

const isPending = sql`${propertyOffers.status} = 'pending'`;

/** The admin's list: pending offers first, oldest first (the longest waiting on top), then the others, newest first. */
export async function listAllOffers(db: Db): Promise<AdminOfferRecord[]> {
  const rows = await offersWithClient(db, undefined).orderBy(
    sql`${isPending} desc`,
    sql`case when ${isPending} then ${propertyOffers.createdAt} end asc`,
    desc(propertyOffers.createdAt),
    desc(propertyOffers.id),
  );
  return rows.map(toAdminOfferRecord);
}

/** One offer with its viewing, read after a change (404 if the client was deleted meanwhile). */
export async function offerWithViewing(db: Db, offerId: string): Promise<OfferWithViewing> {
  const [row] = await offersWithViewing(db, eq(propertyOffers.id, offerId));
  if (!row) throw notFound(offerMessages.notFound);
  return row;
}

/** One offer with its viewing and client, read after a change (404 if the client was deleted meanwhile). */
export async function offerWithClient(db: Db, offerId: string): Promise<OfferWithClient> {
  const [row] = await offersWithClient(db, eq(propertyOffers.id, offerId));
  if (!row) throw notFound(offerMessages.notFound);
  return row;
}
