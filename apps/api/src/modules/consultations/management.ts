import {
  consultationManagementMessages,
  type ScheduleConsultationRequest,
  type CompleteConsultationRequest,
  type ConfirmConsultationRequest,
} from '@nestway/core/consultation-management';
import type { ConsultationRecord } from '@nestway/core/consultations';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { consultations, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isRecordId } from '../../lib/ids';
import { findClient } from '../shared/find-client';
import { findGroupPlace } from '../shared/group-lookup';
import { notifyConsultationCancelled, notifyConsultationCompleted, notifyConsultationConfirmed } from './notifications';
import { toConsultationRecord } from './records';
import { recordAudit } from '../../audit/record';

type ConsultationRow = typeof consultations.$inferSelect;

/** The SEQUENCE of the next invitation for the call's UID: 0 for the first, then one more each time. */
const nextInvitation = sql`coalesce(${consultations.invitationSequence} + 1, 0)`;

async function findClientConsultation(db: Db, userId: string): Promise<ConsultationRow | null> {
  const [consultation] = await db.select().from(consultations).where(eq(consultations.userId, userId));
  return consultation ?? null;
}

function assertFuture(ctx: AppContext, at: Date) {
  if (at.getTime() <= ctx.clock.now().getTime()) throw badRequest(consultationManagementMessages.notInFuture);
}

/**
 * Writes a change that may move the call's time, and queues what it tells the client, in one
 * transaction; the time another client's call holds is refused.
 */
async function saveConsultation(
  ctx: AppContext,
  write: (tx: Db) => Promise<ConsultationRow[]>,
  notify: (tx: Db, row: ConsultationRow) => Promise<void>,
): Promise<ConsultationRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await write(tx);
      await notify(tx, row!);
      await recordAudit(tx, { clientId: row!.userId, targetId: row!.id });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(consultationManagementMessages.timeTaken);
    throw error;
  }
}

/**
 * Confirms the client's call at the given time (else the time it holds), or moves a confirmed call.
 * The client is e-mailed when the call becomes confirmed or its time changes; notes given replace the
 * call's notes, none keep them.
 */
export async function confirmConsultation(
  ctx: AppContext,
  userId: string,
  request: ConfirmConsultationRequest,
): Promise<ConsultationRecord> {
  const client = await findClient(ctx.db, userId);
  const consultation = await findClientConsultation(ctx.db, client.id);
  if (!consultation) throw notFound(consultationManagementMessages.noCall);
  if (consultation.status === 'completed') throw conflict(consultationManagementMessages.alreadyCompleted);
  const at = request.confirmedDateTime
    ? new Date(request.confirmedDateTime)
    : (consultation.confirmedDateTime ?? consultation.requestedDateTime!);
  assertFuture(ctx, at);

  const previous = consultation.status === 'confirmed' ? consultation.confirmedDateTime : null;
  const moved = previous !== null && previous.getTime() !== at.getTime();
  const invitationChanges = consultation.status === 'pending' || moved;
  const saved = await saveConsultation(
    ctx,
    (tx) =>
      tx
        .update(consultations)
        .set({
          status: 'confirmed',
          confirmedDateTime: at,
          adminNotes: request.adminNotes ?? consultation.adminNotes,
          ...(invitationChanges && { invitationSequence: nextInvitation }),
          updatedAt: ctx.clock.now(),
        })
        .where(eq(consultations.id, consultation.id))
        .returning(),
    async (tx, row) => {
      if (invitationChanges) await notifyConsultationConfirmed(ctx, tx, client, row, moved ? previous : null);
    },
  );
  return toConsultationRecord(saved);
}

/** Marks the confirmed call as held; the amount becomes the client's service fee, in the same transaction. */
export async function completeConsultation(
  ctx: AppContext,
  userId: string,
  request: CompleteConsultationRequest,
): Promise<ConsultationRecord> {
  const client = await findClient(ctx.db, userId);
  const feePence = request.paymentAmountPence;
  const saved = await ctx.db.transaction(async (tx) => {
    const [consultation] = await tx.select().from(consultations).where(eq(consultations.userId, client.id)).for('update');
    if (!consultation) throw notFound(consultationManagementMessages.noCall);
    if (consultation.status === 'completed') throw conflict(consultationManagementMessages.alreadyCompleted);
    if (consultation.status === 'pending') throw conflict(consultationManagementMessages.notConfirmed);
    const now = ctx.clock.now();
    await tx.update(users).set({ customPaymentAmountPence: feePence, updatedAt: now }).where(eq(users.id, client.id));
    const [row] = await tx
      .update(consultations)
      .set({ status: 'completed', adminNotes: request.adminNotes ?? consultation.adminNotes, updatedAt: now })
      .where(eq(consultations.id, consultation.id))
      .returning();
    await notifyConsultationCompleted(ctx, tx, client, row!, feePence);
    await recordAudit(tx, { clientId: client.id, targetId: row!.id });
    return row!;
  });
  return toConsultationRecord(saved);
}

/** Cancels a pending or confirmed call by its id; the client can then book again. A held call stays. */
export async function cancelConsultationById(ctx: AppContext, callId: string): Promise<void> {
  const [consultation] = isRecordId(callId) ? await ctx.db.select().from(consultations).where(eq(consultations.id, callId)) : [];
  if (!consultation) throw notFound('Call not found');
  await deleteConsultation(ctx, consultation);
}

/** Deletes a call that has not been held and tells the client (withdrawing a confirmed call's invitation). */
export async function deleteConsultation(ctx: AppContext, consultation: ConsultationRow): Promise<void> {
  if (consultation.status === 'completed') throw conflict('A consultation that has taken place cannot be cancelled.');
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(consultations).where(eq(consultations.id, consultation.id)).returning();
    // Deleted meanwhile by another request: that request told the client.
    if (!deleted) return;
    const [client] = await tx.select().from(users).where(eq(users.id, consultation.userId));
    await notifyConsultationCancelled(ctx, tx, client!, deleted);
    await recordAudit(tx, { clientId: deleted.userId, targetId: deleted.id });
  });
}

/**
 * The admin books a confirmed call at any future time, availability aside, in place of a pending or
 * confirmed one. After a completed consultation it is a follow-up, only with override: the call
 * record is reused (one per client), confirmed again with a new calendar event.
 */
export async function scheduleConsultation(
  ctx: AppContext,
  userId: string,
  request: ScheduleConsultationRequest,
): Promise<ConsultationRecord> {
  const client = await findClient(ctx.db, userId);
  const place = await findGroupPlace(ctx.db, client.id);
  if (place?.role === 'cotenant') {
    throw new AppError('conflict', `${client.fullName} is a co-tenant: the group's consultation is booked on the group leader's account.`, {
      params: { clientName: client.fullName },
    });
  }
  const at = new Date(request.confirmedDateTime);
  assertFuture(ctx, at);
  const existing = await findClientConsultation(ctx.db, client.id);
  if (existing?.status === 'completed' && !request.override) throw conflict(consultationManagementMessages.completedNeedsOverride);

  const scheduled = {
    status: 'confirmed' as const,
    availabilitySlotId: null,
    requestedDateTime: null,
    confirmedDateTime: at,
    adminNotes: request.adminNotes,
  };
  const followUp = existing?.status === 'completed';
  const previous =
    existing?.status === 'confirmed' && existing.confirmedDateTime?.getTime() !== at.getTime() ? existing.confirmedDateTime : null;
  const saved = await saveConsultation(
    ctx,
    (tx) =>
      existing
        ? tx
            .update(consultations)
            .set({
              ...scheduled,
              ...(followUp ? { invitationUid: randomUUID(), invitationSequence: 0 } : { invitationSequence: nextInvitation }),
              updatedAt: ctx.clock.now(),
            })
            .where(eq(consultations.id, existing.id))
            .returning()
        : tx
            .insert(consultations)
            .values({ ...scheduled, userId: client.id, invitationSequence: 0 })
            .returning(),
    (tx, row) => notifyConsultationConfirmed(ctx, tx, client, row, previous),
  );
  return toConsultationRecord(saved);
}
