import type { Locale } from '@nestway/core/locales';
import { penceToDecimalString } from '@nestway/core/money';
import type { ViewingRecord } from '@nestway/core/viewings';
import type { propertyViewings } from '../../../db/schema/index';

export type ViewingRow = typeof propertyViewings.$inferSelect;

/** A client as the viewing e-mails and lists name them. */
export interface ViewingClient {
  id: string;
  email: string;
  fullName: string;
  locale: Locale;
}

/** Pounds per month as the API's decimal strings give it ("950.00"), or null when no rent was named. */
export const rentAmountOf = (rentPence: number | null) => (rentPence === null ? null : penceToDecimalString(rentPence));

export const toViewingRecord = (row: ViewingRow): ViewingRecord => ({
  id: row.id,
  userId: row.userId,
  viewingSessionId: row.sessionId,
  propertyAddress: row.propertyAddress,
  propertyType: row.propertyType,
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms,
  rentAmount: rentAmountOf(row.rentPence),
  rentPence: row.rentPence,
  viewingDateTime: row.viewingAt.toISOString(),
  status: row.status,
  adminNotes: row.adminNotes,
  youtubeVideoId: row.youtubeVideoId,
  videoTitle: row.videoTitle,
  videoNotes: row.videoNotes,
  videoSharedAt: row.videoSharedAt?.toISOString() ?? null,
  videoWatchedAt: row.videoWatchedAt?.toISOString() ?? null,
  userFeedback: row.userFeedback,
  createdAt: row.createdAt.toISOString(),
});
