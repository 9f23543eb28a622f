import { propertyOffers, propertyViewings } from '../../db/schema/index';
import { insertClient, uniqueEmail } from './accounts';
import type { TestApp } from './test-app';

/**
 * Viewings and offers written straight into the test app's database, for tests about what reads or
 * depends on them (without going through the viewings endpoints). Each fills in a valid row; the
 * values a test passes replace those defaults.
 */

type ViewingValues = Partial<Omit<typeof propertyViewings.$inferInsert, 'userId'>>;
type OfferValues = Partial<Omit<typeof propertyOffers.$inferInsert, 'userId' | 'viewingId'>>;

const DAY_SECONDS = 24 * 60 * 60;

/** A scheduled viewing for the user a day from now, at £950 a month, with its video shared (so it can take an offer). */
export async function insertViewing(t: TestApp, userId: string, values: ViewingValues = {}) {
  const now = t.clock.now();
  const [viewing] = await t.app.ctx.db
    .insert(propertyViewings)
    .values({
      propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
      propertyType: 'Flat',
      bedrooms: 2,
      bathrooms: 1,
      rentPence: 950_00,
      viewingAt: new Date(now.getTime() + DAY_SECONDS * 1000),
      status: 'scheduled',
      youtubeVideoId: 'dQw4w9WgXcQ',
      videoTitle: 'Walkthrough',
      videoSharedAt: now,
      createdAt: now,
      updatedAt: now,
      ...values,
      userId,
    })
    .returning();
  return viewing!;
}

/** The user's offer on the viewing: £1,000 a month against the viewing's £950, pending unless told. */
export async function insertOffer(t: TestApp, userId: string, viewingId: string, values: OfferValues = {}) {
  const now = t.clock.now();
  const [offer] = await t.app.ctx.db
    .insert(propertyOffers)
    .values({ offerPence: 1000_00, marketPence: 950_00, status: 'pending', createdAt: now, updatedAt: now, ...values, userId, viewingId })
    .returning();
  return offer!;
}

/** A client account written straight into the database: a viewing's recipient that never signs in. */
export async function insertClientAccount(t: TestApp, fullName = 'Bea Client') {
  const { id, email } = await insertClient(t, { fullName, email: uniqueEmail('viewer') });
  return { id, email, fullName };
}
