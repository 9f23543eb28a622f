import { arePreferencesLocked, preferencesLockedMessage } from '@nestway/core/calls';
import { preferencesModeFor, preferencesSchema, type PreferencesRecord } from '@nestway/core/preferences';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { preferences } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/app-error';
import { toPreferencesRecord } from '../../lib/records';
import { findGroupCall } from '../calls/group-call';

/** The whole form as an object; its fields are checked by the core schema in the mode the user's data decides. */
export const preferencesBodySchema = z.record(z.string(), z.unknown());

export interface SaveOptions {
  /** Tenants may not change preferences once their call is confirmed; the admin may. */
  respectLock: boolean;
}

/**
 * Validates the whole form against the core schema (create or update mode by whether the user
 * already has preferences) and writes it in one upsert. Unknown fields are dropped by the schema.
 */
export async function savePreferences(ctx: AppContext, userId: string, body: unknown, { respectLock }: SaveOptions): Promise<PreferencesRecord> {
  return ctx.db.transaction(async (tx) => {
    if (respectLock && arePreferencesLocked(await findGroupCall(tx, userId, { lock: true }))) {
      throw conflict(preferencesLockedMessage);
    }
    const [existing] = await tx.select({ userId: preferences.userId }).from(preferences).where(eq(preferences.userId, userId));
    const parsed = preferencesSchema(preferencesModeFor(existing)).safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      throw badRequest(issues[0]!.message, { issues });
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
