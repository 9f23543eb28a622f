import { asc, eq } from 'drizzle-orm';
import { propertyOffers, propertyViewings } from '../../../../db/schema/index';
import type { ExportSection } from '../section';

export const viewingsSection: ExportSection = {
  key: 'viewings',
  read: async (db, subject) => {
    const rows = await db
      .select()
      .from(propertyViewings)
      .where(eq(propertyViewings.userId, subject.id))
      .orderBy(asc(propertyViewings.viewingAt), asc(propertyViewings.id));
    return { data: rows.map(({ userId: _userId, sessionId: _sessionId, createdBy: _createdBy, ...row }) => row) };
  },
};

export const offersSection: ExportSection = {
  key: 'offers',
  read: async (db, subject) => {
    const rows = await db
      .select()
      .from(propertyOffers)
      .where(eq(propertyOffers.userId, subject.id))
      .orderBy(asc(propertyOffers.createdAt), asc(propertyOffers.id));
    return { data: rows.map(({ userId: _userId, respondedBy: _respondedBy, ...row }) => row) };
  },
};
