import type { PaymentAmountResponse } from '@nestway/core/admin';
import { clientFee } from '@nestway/core/payments';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { assertMayPay } from './eligibility';
import { findClient } from '../shared/find-client';
import { recordAudit } from '../../audit/record';

/** The admin sets the client's service fee, or null for the default. */
export async function setClientFee(
  ctx: AppContext,
  clientId: string,
  customPaymentAmountPence: number | null,
): Promise<PaymentAmountResponse> {
  const client = await findClient(ctx.db, clientId);
  await assertMayPay(ctx.db, client, 'admin');
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ customPaymentAmountPence, updatedAt: ctx.clock.now() })
      .where(eq(users.id, client.id))
      .returning({ customPaymentAmountPence: users.customPaymentAmountPence });
    await recordAudit(tx, { clientId: client.id });
    return row!;
  });
  return clientFee(updated.customPaymentAmountPence);
}
