import { paymentMessages, type PaymentRecord, type PaymentReviewRequest } from '@nestway/core/payments';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import { isRecordId } from '../../lib/ids';
import { notifyPaymentReviewed } from './notifications';
import { paymentNotFound, toPaymentRecord } from './records';
import { recordAudit } from '../../audit/record';

/**
 * The admin verifies or rejects a pending payment (bank transfer or card alike), recording who and
 * when, and the client is told by e-mail. A reviewed payment cannot be reviewed again.
 */
export async function reviewPayment(
  ctx: AppContext,
  adminId: string,
  paymentId: string,
  decision: PaymentReviewRequest,
): Promise<PaymentRecord> {
  if (!isRecordId(paymentId)) throw notFound(paymentNotFound);
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!current) throw notFound(paymentNotFound);
    if (current.status !== 'pending') throw conflict(paymentMessages.alreadyReviewed);
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(payments)
      .set({ status: decision.status, reviewNotes: decision.notes, verifiedBy: adminId, verifiedAt: now, updatedAt: now })
      .where(eq(payments.id, paymentId))
      .returning();
    const [owner] = await tx
      .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
      .from(users)
      .where(eq(users.id, current.userId));
    await notifyPaymentReviewed(ctx, tx, owner!, updated!);
    await recordAudit(tx, { clientId: current.userId, targetId: paymentId });
    return updated!;
  });
  return toPaymentRecord(row);
}
