import { paymentChangeRefusal, type PaymentRecord } from '@nestway/core/payments';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { AppError, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import type { IncomingForm } from '../../lib/uploads';
import { discardUploads, promoteUploads } from '../../storage/pending-uploads';
import type { SessionUser } from '../shared/session-user';
import { notifyProofReplaced } from './notifications';
import { proofUploadRules, requireProof } from './proof-upload';
import { paymentNotFound, toPaymentRecord, type PaymentRow } from './records';
import { queueFileRemovals } from '../../storage/file-removals';
import { recordAudit } from '../../audit/record';

/**
 * The user's own payment, if it may still change (core's paymentChangeRefusal): another user's id is
 * answered 404, a reviewed or card payment 409. With `lock`, the row stays locked until the
 * transaction ends.
 */
async function findChangeablePayment(db: Db, userId: string, paymentId: string, lock: boolean): Promise<PaymentRow> {
  if (!isRecordId(paymentId)) throw notFound(paymentNotFound);
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  const [payment] = lock ? await query.for('update') : await query;
  if (!payment) throw notFound(paymentNotFound);
  const refusal = paymentChangeRefusal(payment);
  if (refusal) throw new AppError('payment_locked', refusal);
  return payment;
}

/**
 * Replaces the proof image of a pending payment. The amount and type stay as recorded (the form's
 * values are not used). The old file is removed only once the row points at the new one.
 */
export async function replaceProof(ctx: AppContext, user: SessionUser, paymentId: string, form: IncomingForm): Promise<PaymentRecord> {
  await findChangeablePayment(ctx.db, user.id, paymentId, false);
  const { files } = await form.receive(proofUploadRules);
  let row: PaymentRow;
  try {
    const proof = requireProof(files);
    row = await ctx.db.transaction(async (tx) => {
      const current = await findChangeablePayment(tx, user.id, paymentId, true);
      const [updated] = await tx
        .update(payments)
        .set({ proofFileKey: proof.key, proofContentType: proof.contentType, updatedAt: ctx.clock.now() })
        .where(eq(payments.id, current.id))
        .returning();
      await promoteUploads(tx, files);
      await queueFileRemovals(ctx, tx, [current.proofFileKey]);
      await notifyProofReplaced(ctx, tx, user, updated!);
      await recordAudit(tx, { clientId: user.id, targetId: current.id });
      return updated!;
    });
  } catch (error) {
    await discardUploads(ctx, files);
    throw error;
  }
  return toPaymentRecord(row);
}

/** Deletes a pending payment and then (off the request) its proof file. */
export async function deletePayment(ctx: AppContext, userId: string, paymentId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await findChangeablePayment(tx, userId, paymentId, true);
    await tx.delete(payments).where(eq(payments.id, current.id));
    await queueFileRemovals(ctx, tx, [current.proofFileKey]);
  });
}
