import { overridePayment, paymentOverrideFieldsSchema } from '@nestway/core/admin';
import { ADMIN_OVERRIDE_PAYMENT_TYPE, type PaymentRecord } from '@nestway/core/payments';
import { and, desc, eq } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest, invalidFields } from '../../lib/app-error';
import type { IncomingForm, StoredUpload } from '../../lib/uploads';
import { discardUploads, promoteUploads } from '../../storage/pending-uploads';
import { assertMayPay } from './eligibility';
import { notifyPaymentReviewed } from './notifications';
import { PROOF_FIELD, proofUploadRules } from './proof-upload';
import { toPaymentRecord, type PaymentRow } from './records';
import { findClient } from '../shared/find-client';
import { queueFileRemovals } from '../../storage/file-removals';
import { recordAudit } from '../../audit/record';

export interface OverrideInput {
  clientId: string;
  adminId: string;
  /** amount, method, notes and an optional proofImage. */
  form: IncomingForm;
}

export interface OverrideResult {
  payment: PaymentRecord;
  /** True when a new payment was recorded, false when the client's pending payment was verified. */
  created: boolean;
}

/**
 * The admin records a payment made outside the app. The client's newest pending payment, if any, is
 * verified with the override's amount, method, notes and proof (a proof it already had is kept unless
 * a new one is sent); otherwise a new verified payment is created.
 */
export async function overrideClientPayment(ctx: AppContext, { clientId, adminId, form }: OverrideInput): Promise<OverrideResult> {
  const client = await findClient(ctx.db, clientId);
  await assertMayPay(ctx.db, client, 'admin');

  const { fields, files } = await form.receive({
    ...proofUploadRules,
    typeMessage: 'The proof must be an image (JPEG, PNG, GIF or WebP).',
  });
  let outcome: { row: PaymentRow; created: boolean };
  try {
    const proof = singleProof(files);
    const parsed = paymentOverrideFieldsSchema.safeParse(fields);
    if (!parsed.success) throw invalidFields(parsed.error.issues);
    const { amountPence, notes } = overridePayment(parsed.data.amountPence, parsed.data.method, parsed.data.notes);
    const now = ctx.clock.now();
    const verified = {
      amountPence,
      method: parsed.data.method,
      notes,
      status: 'verified' as const,
      verifiedBy: adminId,
      verifiedAt: now,
      updatedAt: now,
      ...(proof ? { proofFileKey: proof.key, proofContentType: proof.contentType } : {}),
    };

    outcome = await ctx.db.transaction(async (tx) => {
      await promoteUploads(tx, files);
      const [pending] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.userId, client.id), eq(payments.status, 'pending')))
        .orderBy(desc(payments.createdAt))
        .limit(1)
        .for('update');
      const [row] = pending
        ? await tx.update(payments).set(verified).where(eq(payments.id, pending.id)).returning()
        : await tx
            .insert(payments)
            .values({ ...verified, userId: client.id, type: ADMIN_OVERRIDE_PAYMENT_TYPE, createdAt: now })
            .returning();
      if (pending && proof) await queueFileRemovals(ctx, tx, [pending.proofFileKey]);
      // The client hears of it as of any verified payment.
      await notifyPaymentReviewed(ctx, tx, client, row!);
      await recordAudit(tx, { clientId: client.id, targetId: row!.id });
      return { row: row!, created: !pending };
    });
  } catch (error) {
    await discardUploads(ctx, files);
    throw error;
  }
  return { payment: toPaymentRecord(outcome.row), created: outcome.created };
}

function singleProof(files: readonly StoredUpload[]): StoredUpload | undefined {
  const [file] = files;
  if (file && file.field !== PROOF_FIELD) throw badRequest(`Send the proof image in the ${PROOF_FIELD} field.`);
  return file;
}
