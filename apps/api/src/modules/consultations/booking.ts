import { bookingMessages, bookingRefusal, bookingRefusalParams } from '@nestway/core/booking';
import type { BookConsultationRequest, ConsultationRecord } from '@nestway/core/consultations';
import { errorFlags } from '@nestway/core/errors';
import { eq } from 'drizzle-orm';
import { consultations, preferences } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors';
import { findSlot } from '../availability/index';
import { assertNotCoTenant } from '../groups/index';
import { deleteConsultation } from './management';
import { toConsultationRecord } from './records';

/**
 * Requests the consultation at a time the booking form offered, or moves the request there. A
 * confirmed call that moves is pending again until the admin confirms the new time. The database's
 * unique index on the time a call holds decides between clients booking the same time at once.
 */
export async function bookConsultation(ctx: AppContext, userId: string, request: BookConsultationRequest): Promise<ConsultationRecord> {
  const { db } = ctx;
  await assertNotCoTenant(db, userId);
  const [profile] = await db.select({ userId: preferences.userId }).from(preferences).where(eq(preferences.userId, userId));
  if (!profile) throw new AppError('needs_preferences', bookingMessages.needsPreferences, { [errorFlags.needs_preferences]: true });

  const slot = await findSlot(db, request.availabilitySlotId);
  // Gone or switched off since the form was shown: the form should offer times again.
  if (!slot?.isActive) throw new AppError('slot_unavailable', bookingMessages.slotUnavailable);
  const requested = new Date(request.requestedDateTime);
  const refusal = bookingRefusal(slot, requested, ctx.clock.now());
  if (refusal) throw badRequest(refusal, { params: bookingRefusalParams(refusal) });

  const existing = await findOwnConsultation(db, userId);
  if (existing?.status === 'completed') throw conflict(bookingMessages.completed);
  const now = ctx.clock.now();
  const booking = { availabilitySlotId: slot.id, requestedDateTime: requested, confirmedDateTime: null, status: 'pending' as const };
  try {
    const [row] = existing
      ? await db
          .update(consultations)
          .set({ ...booking, updatedAt: now })
          .where(eq(consultations.id, existing.id))
          .returning()
      : await db
          .insert(consultations)
          .values({ ...booking, userId })
          .returning();
    return toConsultationRecord(row!);
  } catch (error) {
    // A client has one call: losing on that is the client's own other booking (another tab) landing first.
    if (violatedConstraint(error) === 'call_schedules_user_id_unique') throw new AppError('call_exists', bookingMessages.callExists);
    if (isUniqueViolation(error)) throw new AppError('slot_taken', bookingMessages.alreadyBooked);
    throw error;
  }
}

/** Cancelling deletes the request, so the client can book anew; a call that has taken place stays. */
export async function cancelConsultation(ctx: AppContext, userId: string): Promise<void> {
  await assertNotCoTenant(ctx.db, userId);
  const existing = await findOwnConsultation(ctx.db, userId);
  if (!existing) throw new AppError('not_found', bookingMessages.noCall);
  if (existing.status === 'completed') throw conflict(bookingMessages.completed);
  await deleteConsultation(ctx, existing);
}

async function findOwnConsultation(db: Db, userId: string) {
  const [consultation] = await db.select().from(consultations).where(eq(consultations.userId, userId));
  return consultation ?? null;
}
