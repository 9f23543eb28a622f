import type { AvailabilitySlot, AvailabilitySlotRequest } from '@nestway/core/availability';
import { availabilityMessages } from '@nestway/core/availability';
import { bookingDates, slotStartTimes, weekdayOf } from '@nestway/core/booking';
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { availabilitySlots, consultations } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { recordAudit } from '../../audit/record';

type SlotRow = typeof availabilitySlots.$inferSelect;

/**
 * The slots (only the active ones for booking), each with the times already held in it over the
 * booking window: two queries whatever the number of slots and calls.
 */
export async function listSlots(db: Db, now: Date, { activeOnly = false } = {}): Promise<AvailabilitySlot[]> {
  const rows = await db
    .select()
    .from(availabilitySlots)
    .where(activeOnly ? eq(availabilitySlots.isActive, true) : undefined)
    .orderBy(asc(availabilitySlots.dayOfWeek), asc(availabilitySlots.startTime));
  const held = await db
    .select({ bookedTime: consultations.bookedTime })
    .from(consultations)
    .where(and(isNotNull(consultations.bookedTime), gte(consultations.bookedTime, now)));
  const heldTimes = new Set(held.map((consultation) => consultation.bookedTime!.getTime()));
  const dates = bookingDates(now);
  return rows.map((row) => toAvailabilitySlot(row, heldTimes, dates));
}

function toAvailabilitySlot(row: SlotRow, heldTimes: ReadonlySet<number>, dates: readonly string[]): AvailabilitySlot {
  const confirmedTimes = dates
    .filter((date) => weekdayOf(date) === row.dayOfWeek)
    .flatMap((date) => slotStartTimes(row, date))
    .filter((time) => heldTimes.has(time.getTime()))
    .map((time) => time.toISOString());
  return {
    id: row.id,
    dayOfWeek: row.dayOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
    isActive: row.isActive,
    confirmedTimes,
    originalSlotId: row.id,
  };
}

export async function findSlot(db: Db, id: string): Promise<SlotRow | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id));
  return row ?? null;
}

async function answerSlot(ctx: AppContext, id: string): Promise<AvailabilitySlot> {
  const slot = (await listSlots(ctx.db, ctx.clock.now())).find((candidate) => candidate.id === id);
  if (!slot) throw notFound(availabilityMessages.notFound);
  return slot;
}

export async function createSlot(ctx: AppContext, request: AvailabilitySlotRequest): Promise<AvailabilitySlot> {
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(availabilitySlots)
      .values({ dayOfWeek: request.dayOfWeek, startTime: request.startTime, endTime: request.endTime, isActive: request.isActive ?? true })
      .returning({ id: availabilitySlots.id });
    await recordAudit(tx, { targetId: created!.id });
    return created!;
  });
  return answerSlot(ctx, row.id);
}

/** Calls booked in the slot keep their times: they hold instants, not the slot's hours. */
export async function updateSlot(ctx: AppContext, id: string, request: AvailabilitySlotRequest): Promise<AvailabilitySlot> {
  if (!isRecordId(id)) throw notFound(availabilityMessages.notFound);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(availabilitySlots)
      .set({ ...request, isActive: request.isActive ?? true, updatedAt: ctx.clock.now() })
      .where(eq(availabilitySlots.id, id))
      .returning({ id: availabilitySlots.id });
    if (!updated) throw notFound(availabilityMessages.notFound);
    await recordAudit(tx, { targetId: updated.id });
    return updated;
  });
  return answerSlot(ctx, row.id);
}

/** The calls booked in it stay, without their slot (the foreign key sets it to null). */
export async function deleteSlot(db: Db, id: string): Promise<void> {
  if (!isRecordId(id)) throw notFound(availabilityMessages.notFound);
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(availabilitySlots).where(eq(availabilitySlots.id, id)).returning({ id: availabilitySlots.id });
    if (deleted.length === 0) throw notFound(availabilityMessages.notFound);
    await recordAudit(tx, { targetId: id });
  });
}
