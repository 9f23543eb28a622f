import {
  INITIAL_PAYMENT_TYPE,
  paymentMessages,
  paymentProofFieldsSchema,
  serviceFeePence,
  type PaymentRecord,
} from '@nestway/core/payments';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { discardUploads, type IncomingForm } from '../../lib/uploads';
import type { SessionUser } from '../auth/sessions';
import { assertMayPay, assertNoOpenPayment } from './eligibility';
import { notifyProofReceived } from './notifications';
import { proofUploadRules, requireProof } from './proof-upload';
import { toPaymentRecord, type PaymentRow } from './records';

/**
 * Records a bank-transfer payment with its proof image, pending the team's review. The amount is the
 * user's fee as the server knows it; the form's amount must match it and never decides it.
 */
export async function createBankTransferPayment(ctx: AppContext, user: SessionUser, form: IncomingForm): Promise<PaymentRecord> {
  // Refusals that need no file come first, so a refused request stores nothing.
  await assertMayPay(ctx.db, user, 'client');

  const { fields, files } = await form.receive(proofUploadRules);
  let row: PaymentRow;
  try {
    const proof = requireProof(files);
    const parsed = paymentProofFieldsSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    row = await ctx.db.transaction(async (tx) => {
      // Locking the user row serialises a client's payment requests and reads the fee as it is now.
      const [payer] = await tx
        .select({ customPaymentAmountPence: users.customPaymentAmountPence })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      const feePence = serviceFeePence(payer!.customPaymentAmountPence);
      if (parsed.data.amount !== feePence) throw badRequest(paymentMessages.amountMismatch);
      await assertNoOpenPayment(tx, user.id);
      const now = ctx.clock.now();
      const [created] = await tx
        .insert(payments)
        .values({
          userId: user.id,
          amountPence: feePence,
          type: INITIAL_PAYMENT_TYPE,
          method: 'bank_transfer',
          status: 'pending',
          proofFileKey: proof.key,
          proofContentType: proof.contentType,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return created!;
    });
  } catch (error) {
    await discardUploads(ctx.storage, files);
    throw error;
  }
  await notifyProofReceived(ctx, user, row);
  return toPaymentRecord(row);
}
