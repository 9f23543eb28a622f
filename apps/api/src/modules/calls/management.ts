import { parseAdminAmount } from '@nestway/core/admin';
import { callManagementMessages } from '@nestway/core/call-management';
import type { CallScheduleRecord } from '@nestway/core/calls';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { callSchedules, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isRecordId } from '../../lib/ids';
import { findClient } from '../admin/find-client';
import { findGroupPlace } from '../groups/group-lookup';
import { notifyCallCancelled, notifyCallCompleted, notifyCallConfirmed } from './notifications';
import { toCallScheduleRecord } from './records';

type CallRow = typeof callSchedules.$inferSelect;

/** The SEQUENCE of the next invitation for the call's UID: 0 for the first, then one more each time. */
const nextInvitation = sql`coalesce(${callSchedules.invitationSequence} + 1, 0)`;

async function findClientCall(db: Db, userId: string): Promise<CallRow | null> {
  const [call] = await db.select().from(callSchedules).where(eq(callSchedules.userId, userId));
  return call ?? null;
}

function assertFuture(ctx: AppContext, at: Date) {
  if (at.getTime() <= ctx.clock.now().getTime()) throw badRequest(callManagementMessages.notInFuture);
}

/**
 * Writes a change that may move the call's time, and queues what it tells the client, in one
 * transaction; the time another client's call holds is refused.
 */
async function saveCall(
  ctx: AppContext,
  write: (tx: Db) => Promise<CallRow[]>,
  notify: (tx: Db, row: CallRow) => Promise<void>,
): Promise<CallRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await write(tx);
      await notify(tx, row!);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(callManagementMessages.timeTaken);
    throw error;
  }
}

interface ConfirmRequest {
  confirmedDateTime?: string | undefined;
  adminNotes: string | null;
}

/**
 * Confirms the client's call at the given time (else the time it holds), or moves a confirmed call.
 * The client is e-mailed when the call becomes confirmed or its time changes; notes given replace the
 * call's notes, none keep them.
 */
export async function confirmCall(ctx: AppContext, userId: string, request: ConfirmRequest): Promise<CallScheduleRecord> {
  const client = await findClient(ctx.db, userId);
  const call = await findClientCall(ctx.db, client.id);
  if (!call) throw notFound(callManagementMessages.noCall);
  if (call.status === 'completed') throw conflict(callManagementMessages.alreadyCompleted);
  const at = request.confirmedDateTime ? new Date(request.confirmedDateTime) : (call.confirmedDateTime ?? call.requestedDateTime!);
  assertFuture(ctx, at);

  const previous = call.status === 'confirmed' ? call.confirmedDateTime : null;
  const moved = previous !== null && previous.getTime() !== at.getTime();
  const invitationChanges = call.status === 'pending' || moved;
  const saved = await saveCall(
    ctx,
    (tx) =>
      tx
        .update(callSchedules)
        .set({
          status: 'confirmed',
          confirmedDateTime: at,
          adminNotes: request.adminNotes ?? call.adminNotes,
          ...(invitationChanges && { invitationSequence: nextInvitation }),
          updatedAt: ctx.clock.now(),
        })
        .where(eq(callSchedules.id, call.id))
        .returning(),
    async (tx, row) => {
      if (invitationChanges) await notifyCallConfirmed(ctx, tx, client, row, moved ? previous : null);
    },
  );
  return toCallScheduleRecord(saved);
}

interface CompleteRequest {
  paymentAmount: string | number;
  adminNotes: string | null;
}

/** Marks the confirmed call as held; the amount becomes the client's service fee, in the same transaction. */
export async function completeCall(ctx: AppContext, userId: string, request: CompleteRequest): Promise<CallScheduleRecord> {
  const client = await findClient(ctx.db, userId);
  const feePence = parseAdminAmount(request.paymentAmount)!;
  const saved = await ctx.db.transaction(async (tx) => {
    const [call] = await tx.select().from(callSchedules).where(eq(callSchedules.userId, client.id)).for('update');
    if (!call) throw notFound(callManagementMessages.noCall);
    if (call.status === 'completed') throw conflict(callManagementMessages.alreadyCompleted);
    if (call.status === 'pending') throw conflict(callManagementMessages.notConfirmed);
    const now = ctx.clock.now();
    await tx.update(users).set({ customPaymentAmountPence: feePence, updatedAt: now }).where(eq(users.id, client.id));
    const [row] = await tx
      .update(callSchedules)
      .set({ status: 'completed', adminNotes: request.adminNotes ?? call.adminNotes, updatedAt: now })
      .where(eq(callSchedules.id, call.id))
      .returning();
    await notifyCallCompleted(ctx, tx, client, row!, feePence);
    return row!;
  });
  return toCallScheduleRecord(saved);
}

/** Cancels a pending or confirmed call by its id; the client can then book again. A held call stays. */
export async function cancelCallById(ctx: AppContext, callId: string): Promise<void> {
  const [call] = isRecordId(callId) ? await ctx.db.select().from(callSchedules).where(eq(callSchedules.id, callId)) : [];
  if (!call) throw notFound('Call not found');
  await deleteCall(ctx, call);
}

/** Deletes a call that has not been held and tells the client (withdrawing a confirmed call's invitation). */
export async function deleteCall(ctx: AppContext, call: CallRow): Promise<void> {
  if (call.status === 'completed') throw conflict('A consultation that has taken place cannot be cancelled.');
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(callSchedules).where(eq(callSchedules.id, call.id)).returning();
    // Deleted meanwhile by another request: that request told the client.
    if (!deleted) return;
    const [client] = await tx.select().from(users).where(eq(users.id, call.userId));
    await notifyCallCancelled(ctx, tx, client!, deleted);
  });
}

interface AppointmentRequest {
  confirmedDateTime: string;
  adminNotes: string | null;
  override: boolean;
}

/**
 * The admin books a confirmed call at any future time, availability aside, in place of a pending or
 * confirmed one. After a completed consultation it is a follow-up, only with override: the call
 * record is reused (one per client), confirmed again with a new calendar event.
 */
export async function createAppointment(ctx: AppContext, userId: string, request: AppointmentRequest): Promise<CallScheduleRecord> {
  const client = await findClient(ctx.db, userId);
  const place = await findGroupPlace(ctx.db, client.id);
  if (place?.role === 'cotenant') {
    throw new AppError('conflict', `${client.fullName} is a co-tenant: the group's consultation is booked on the group leader's account.`, {
      params: { clientName: client.fullName },
    });
  }
  const at = new Date(request.confirmedDateTime);
  assertFuture(ctx, at);
  const existing = await findClientCall(ctx.db, client.id);
  if (existing?.status === 'completed' && !request.override) throw conflict(callManagementMessages.completedNeedsOverride);

  const appointment = {
    status: 'confirmed' as const,
    availabilitySlotId: null,
    requestedDateTime: null,
    confirmedDateTime: at,
    adminNotes: request.adminNotes,
  };
  const followUp = existing?.status === 'completed';
  const previous =
    existing?.status === 'confirmed' && existing.confirmedDateTime?.getTime() !== at.getTime() ? existing.confirmedDateTime : null;
  const saved = await saveCall(
    ctx,
    (tx) =>
      existing
        ? tx
            .update(callSchedules)
            .set({
              ...appointment,
              ...(followUp ? { invitationUid: randomUUID(), invitationSequence: 0 } : { invitationSequence: nextInvitation }),
              updatedAt: ctx.clock.now(),
            })
            .where(eq(callSchedules.id, existing.id))
            .returning()
        : tx
            .insert(callSchedules)
            .values({ ...appointment, userId: client.id, invitationSequence: 0 })
            .returning(),
    (tx, row) => notifyCallConfirmed(ctx, tx, client, row, previous),
  );
  return toCallScheduleRecord(saved);
}
