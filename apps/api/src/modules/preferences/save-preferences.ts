import { arePreferencesLocked, preferencesLockedMessage } from '@nestway/core/consultations';
import { issueParams } from '@nestway/core/errors';
import { moveInDateCheck, preferencesModeFor, preferencesSchema } from '@nestway/core/preferences';
import { type PreferencesRecord } from '@nestway/core/preferences-record';
import { eq } from 'drizzle-orm';
import { preferences } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findGroupConsultation } from '../consultations/index';
import { toPreferencesRecord } from './records';

export interface SaveOptions {
  /** Tenants may not change preferences once their call is confirmed; the admin may. */
  respectLock: boolean;
}

/**
 * Validates the whole form against the core schema (create or update mode by whether the user
 * already has preferences) and writes it in one upsert. Unknown fields are dropped by the schema.
 */
export async function savePreferences(
  ctx: AppContext,
  userId: string,
  body: unknown,
  { respectLock }: SaveOptions,
): Promise<PreferencesRecord> {
  return ctx.db.transaction(async (tx) => {
    if (respectLock) {
      const consultation = await findGroupConsultation(tx, userId, { lock: true });
      if (arePreferencesLocked(consultation)) throw new AppError('preferences_locked', preferencesLockedMessage(consultation!.status));
    }
    const [existing] = await tx
      .select({ userId: preferences.userId, moveInDate: preferences.moveInDate })
      .from(preferences)
      .where(eq(preferences.userId, userId));
    const parsed = preferencesSchema(preferencesModeFor(existing), moveInDateCheck(ctx.clock.now(), existing)).safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => {
        const params = issueParams(issue);
        return { path: issue.path.join('.'), message: issue.message, ...(params && { params }) };
      });
      throw new AppError('validation_failed', issues[0]!.message, { params: issues[0]!.params, issues });
    }
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(preferences)
      .values({ ...parsed.data, userId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: preferences.userId, set: { ...parsed.data, updatedAt: now } })
      .returning();
    return toPreferencesRecord(row!);
  });
}
