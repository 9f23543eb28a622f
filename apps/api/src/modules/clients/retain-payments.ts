import { ukCalendarDate } from '@nestway/core/booking';
import { taxRecordKeepUntil } from '@nestway/core/tax-records';
import { eq, lt } from 'drizzle-orm';
import { payments, retainedPayments } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

/**
 * Deletes a client's payments, keeping the tax record of each one money may have come in for (pending
 * or verified; a rejected proof brought in nothing) in `retained_payments`: amount, type, method,
 * status, dates and the card provider's reference, with no link to the account, no notes and no proof
 * (docs/decisions/034-account-deletion.md). Returns the proof files' keys, for the removal queue.
 */
export async function retainPaymentsOf(ctx: Pick<AppContext, 'clock'>, tx: Db, userId: string): Promise<string[]> {
  const deleted = await tx.delete(payments).where(eq(payments.userId, userId)).returning();
  const retainedAt = ctx.clock.now();
  const kept = deleted
    .filter((payment) => payment.status !== 'rejected')
    .map((payment) => ({
      id: payment.id,
      amountPence: payment.amountPence,
      type: payment.type,
      method: payment.method,
      status: payment.status,
      reference: payment.providerPaymentId,
      paidAt: payment.createdAt,
      verifiedAt: payment.verifiedAt,
      retainedAt,
      keepUntil: taxRecordKeepUntil(payment.createdAt),
    }));
  if (kept.length > 0) await tx.insert(retainedPayments).values(kept);
  return deleted.flatMap(({ proofFileKey }) => (proofFileKey ? [proofFileKey] : []));
}

/** Tax records past their keep-until day (UK calendar) go: the business no longer needs them (decision 034). */
export async function purgeLapsedTaxRecords(db: Db, now: Date): Promise<number> {
  const lapsed = await db
    .delete(retainedPayments)
    .where(lt(retainedPayments.keepUntil, ukCalendarDate(now)))
    .returning({ id: retainedPayments.id });
  return lapsed.length;
}
