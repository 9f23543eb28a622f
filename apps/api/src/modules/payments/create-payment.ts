import { paymentMessages, paymentProofFieldsSchema, type PaymentRecord } from '@nestway/core/payments';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest, invalidFields } from '../../lib/app-error';
import type { IncomingForm } from '../../lib/uploads';
import { discardUploads, promoteUploads } from '../../storage/pending-uploads';
import type { SessionUser } from '../shared/session-user';
import { amountDue } from './amount-due';
import { assertMayPay, assertNoOpenPayment } from './eligibility';
import { notifyProofReceived } from './notifications';
import { proofUploadRules, requireProof } from './proof-upload';
import { toPaymentRecord, type PaymentRow } from './records';
import { recordAudit } from '../../audit/record';

/**
 * Records a bank-transfer payment with its proof image, pending the team's review: of the upfront fee,
 * or of the rest of the fee once it is due. The amount is what the server knows is owed; the form's
 * amount must match it and never decides it.
 */
export async function createBankTransferPayment(ctx: AppContext, user: SessionUser, form: IncomingForm): Promise<PaymentRecord> {
  // Refusals that need no file come first. What is being paid is only known once the fields are read;
  // any refusal after that discards the stored proof, so a refused request leaves nothing behind.
  await assertMayPay(ctx.db, user, 'client');

  const { fields, files } = await form.receive(proofUploadRules);
  let row: PaymentRow;
  try {
    const proof = requireProof(files);
    const parsed = paymentProofFieldsSchema.safeParse(fields);
    if (!parsed.success) throw invalidFields(parsed.error.issues);
    row = await ctx.db.transaction(async (tx) => {
      // Locking the user row serialises a client's payment requests, so the amount is read as it is now.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const { type } = parsed.data;
      await assertNoOpenPayment(tx, user.id, type);
      const feePence = await amountDue(tx, user.id, type);
      if (parsed.data.amountPence !== feePence) throw badRequest(paymentMessages.amountMismatch);
      const now = ctx.clock.now();
      const [created] = await tx
        .insert(payments)
        .values({
          userId: user.id,
          amountPence: feePence,
          type,
          method: 'bank_transfer',
          status: 'pending',
          proofFileKey: proof.key,
          proofContentType: proof.contentType,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await promoteUploads(tx, files);
      await notifyProofReceived(ctx, tx, user, created!);
      await recordAudit(tx, { clientId: user.id, targetId: created!.id });
      return created!;
    });
  } catch (error) {
    await discardUploads(ctx, files);
    throw error;
  }
  return toPaymentRecord(row);
}
