import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { offerStatuses } from '@nestway/core/offers';
import { viewingStatuses } from '@nestway/core/viewings';
import { users } from './users';
import { recordId, createdAt, updatedAt } from './columns';

/**
 * One property viewing booked for many clients at once, or one video shared with many: the property as
 * the admin entered it, and the video added to all of its viewings. Each client's own record is a
 * property_viewings row pointing here.
 */
export const viewingSessions = pgTable(
  'viewing_sessions',
  {
    id: recordId(),
    kind: text('kind', { enum: ['bulk', 'video_share'] }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    propertyAddress: text('property_address').notNull(),
    propertyType: text('property_type').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    rentPence: integer('rent_pence'),
    viewingAt: timestamp('viewing_at', { withTimezone: true }).notNull(),
    youtubeVideoId: text('youtube_video_id'),
    videoTitle: text('video_title'),
    createdAt: createdAt(),
  },
  (t) => [index('viewing_sessions_viewing_at_idx').on(t.viewingAt)],
);

/** A viewing of one property for one client, with its walkthrough video once the team has filmed it. */
export const propertyViewings = pgTable(
  'property_viewings',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => viewingSessions.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    propertyAddress: text('property_address').notNull(),
    propertyType: text('property_type').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    /** Pounds per month in pence; null when the admin named no rent (a shared video may not). */
    rentPence: integer('rent_pence'),
    viewingAt: timestamp('viewing_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: viewingStatuses }).notNull().default('scheduled'),
    adminNotes: text('admin_notes'),
    youtubeVideoId: text('youtube_video_id'),
    videoTitle: text('video_title'),
    videoNotes: text('video_notes'),
    videoSharedAt: timestamp('video_shared_at', { withTimezone: true }),
    /** When the client first played the video; cleared when the video is replaced. */
    videoWatchedAt: timestamp('video_watched_at', { withTimezone: true }),
    userFeedback: text('user_feedback'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('property_viewings_user_id_idx').on(t.userId),
    index('property_viewings_session_id_idx').on(t.sessionId),
    check('property_viewings_rooms_not_negative', sql`${t.bedrooms} >= 0 and ${t.bathrooms} >= 0`),
    check('property_viewings_rent_not_negative', sql`${t.rentPence} >= 0`),
  ],
);

/** A client's rent offer on a viewed property: integer pence per month. */
export const propertyOffers = pgTable(
  'property_offers',
  {
    id: recordId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewingId: uuid('viewing_id')
      .notNull()
      .references(() => propertyViewings.id, { onDelete: 'cascade' }),
    offerPence: integer('offer_pence').notNull(),
    /** The viewing's rent when the offer was made. */
    marketPence: integer('market_pence'),
    offerNotes: text('offer_notes'),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    adminResponse: text('admin_response'),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('property_offers_user_id_idx').on(t.userId),
    // One active (not withdrawn) offer per viewing, even when two requests race.
    uniqueIndex('property_offers_one_active_per_viewing')
      .on(t.viewingId)
      .where(sql`${t.status} <> 'withdrawn'`),
    // The offers awaiting the admin: the Pending Offers card.
    index('property_offers_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('property_offers_amount_positive', sql`${t.offerPence} > 0`),
  ],
);
