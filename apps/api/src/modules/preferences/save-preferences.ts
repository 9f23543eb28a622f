import { arePreferencesLocked, preferencesLockedMessage } from '@nestway/core/consultations';
import { issueParams } from '@nestway/core/errors';
import { cotenantPreferencesSchema, groupHomeOf, moveInDateCheck, preferencesModeFor, preferencesSchema } from '@nestway/core/preferences';
import type * as z from 'zod/mini';
import { type PreferencesRecord } from '@nestway/core/preferences-record';
import { eq, inArray } from 'drizzle-orm';
import { groupMembers, preferences } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findGroupConsultation } from '../consultations/index';
import { findGroupPlace } from '../shared/group-lookup';
import { toPreferencesRecord } from './records';
import { recordAudit } from '../../audit/record';

export interface SaveOptions {
  /** Tenants may not change preferences once their call is confirmed; the admin may. */
  respectLock: boolean;
}

/** The body as `schema` parses it, or a 400 naming every refused field. */
function parsedOrRefused<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => {
    const params = issueParams(issue);
    return { path: issue.path.join('.'), message: issue.message, ...(params && { params }) };
  });
  throw new AppError('validation_failed', issues[0]!.message, { params: issues[0]!.params, issues });
}

/**
 * Validates the whole form against the core schema (create or update mode by whether the user
 * already has preferences) and writes it in one upsert. Unknown fields are dropped by the schema.
 * The group's home (groupHomeKeys) is the leader's (decision 006): a co-tenant's own save takes it from
 * the leader's preferences whatever the body says, and a leader's save passes it on to the co-tenants.
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
    const mode = preferencesModeFor(existing);
    const place = await findGroupPlace(tx, userId);
    const [leaders] =
      place?.role === 'cotenant' && respectLock
        ? await tx.select().from(preferences).where(eq(preferences.userId, place.leaderUserId))
        : [];
    const values: PreferencesRecord = leaders
      ? { ...groupHomeOf(toPreferencesRecord(leaders)), ...parsedOrRefused(cotenantPreferencesSchema(mode), body) }
      : parsedOrRefused(preferencesSchema(mode, moveInDateCheck(ctx.clock.now(), existing)), body);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(preferences)
      .values({ ...values, userId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: preferences.userId, set: { ...values, updatedAt: now } })
      .returning();
    if (place?.role === 'leader') {
      const members = tx.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, place.groupId));
      await tx
        .update(preferences)
        .set({ ...groupHomeOf(values), updatedAt: now })
        .where(inArray(preferences.userId, members));
    }
    await recordAudit(tx, { clientId: userId });
    return toPreferencesRecord(row!);
  });
}
