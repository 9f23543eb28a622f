import { penceToDecimalString } from '@nestway/core/money';
import type { AdminOfferRecord, OfferRecord } from '@nestway/core/offers';
import type { propertyOffers } from '../../../db/schema/index';
import { propertyViewings, users } from '../../../db/schema/index';

type OfferRow = typeof propertyOffers.$inferSelect;

/** The viewing's columns an offer record shows, selected beside the offer in one joined query. */
export const offerViewingColumns = {
  id: propertyViewings.id,
  propertyAddress: propertyViewings.propertyAddress,
  propertyType: propertyViewings.propertyType,
  bedrooms: propertyViewings.bedrooms,
  bathrooms: propertyViewings.bathrooms,
  rentPence: propertyViewings.rentPence,
  viewingAt: propertyViewings.viewingAt,
};

/** Who made an offer, as the admin's list shows them. */
export const offerClientColumns = { id: users.id, fullName: users.fullName, email: users.email };

interface OfferViewing {
  id: string;
  propertyAddress: string;
  propertyType: string;
  bedrooms: number;
  bathrooms: number;
  rentPence: number | null;
  viewingAt: Date;
}

export interface OfferWithViewing {
  offer: OfferRow;
  viewing: OfferViewing;
}

export interface OfferWithClient extends OfferWithViewing {
  client: AdminOfferRecord['user'];
}

const decimalOrNull = (pence: number | null) => (pence === null ? null : penceToDecimalString(pence));

export const toOfferRecord = ({ offer, viewing }: OfferWithViewing): OfferRecord => ({
  id: offer.id,
  userId: offer.userId,
  propertyViewingId: offer.viewingId,
  offerAmount: penceToDecimalString(offer.offerPence),
  offerPence: offer.offerPence,
  marketPrice: decimalOrNull(offer.marketPence),
  marketPence: offer.marketPence,
  offerNotes: offer.offerNotes,
  status: offer.status,
  adminResponse: offer.adminResponse,
  respondedAt: offer.respondedAt?.toISOString() ?? null,
  withdrawnAt: offer.withdrawnAt?.toISOString() ?? null,
  createdAt: offer.createdAt.toISOString(),
  propertyViewing: {
    id: viewing.id,
    propertyAddress: viewing.propertyAddress,
    propertyType: viewing.propertyType,
    bedrooms: viewing.bedrooms,
    bathrooms: viewing.bathrooms,
    // The viewing's rent now; marketPrice above is the rent when the offer was made.
    rentAmount: decimalOrNull(viewing.rentPence),
    viewingDateTime: viewing.viewingAt.toISOString(),
  },
});

export const toAdminOfferRecord = (row: OfferWithClient): AdminOfferRecord => ({ ...toOfferRecord(row), user: row.client });
