import { eq } from 'drizzle-orm';
import { preferences, users } from '../../../../db/schema/index';
import type { ExportSection } from '../section';

/**
 * The account as the client gave it and as the team set it up: never the password hash nor any
 * second-factor secret (those are credentials, not data about the person).
 */
export const accountSection: ExportSection = {
  key: 'account',
  read: async (db, subject) => {
    const [account] = await db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        emailVerifiedAt: users.emailVerifiedAt,
        customPaymentAmountPence: users.customPaymentAmountPence,
        stepOverride: users.stepOverride,
        locale: users.locale,
        lastSignInAt: users.lastSignInAt,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, subject.id));
    return { data: account };
  },
};

export const preferencesSection: ExportSection = {
  key: 'preferences',
  read: async (db, subject) => {
    const [row] = await db.select().from(preferences).where(eq(preferences.userId, subject.id));
    return { data: row ?? null };
  },
};

/**
 * The admin team's notes about the client. Personal data too (UK GDPR art. 15 covers opinions held about
 * a person), so the export carries them though the screens never show them (decision 035).
 */
export const staffNotesSection: ExportSection = {
  key: 'staffNotes',
  read: async (db, subject) => {
    const [row] = await db.select({ notes: users.adminNotes }).from(users).where(eq(users.id, subject.id));
    return { data: { clientNotes: row?.notes ?? null } };
  },
};
