import { checkoutMessages, type CreatePaymentIntentRequest, type PaymentIntentResponse } from '@nestway/core/checkout';
import { cardTotalPence } from '@nestway/core/money';
import { paymentMessages, serviceFeePence } from '@nestway/core/payments';
import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/app-error';
import type { SessionUser } from '../auth/sessions';
import { assertNotCoTenant } from '../groups/membership';
import { findCurrentSignature } from '../terms/signatures';

async function hasOpenPayment(ctx: AppContext, userId: string): Promise<boolean> {
  const [open] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ['pending', 'verified'])))
    .limit(1);
  return open !== undefined;
}

/**
 * Starts a card payment of the user's service fee plus the card transaction fee. The posted amount
 * is only compared with the fee the server knows: a page showing another amount is refused, and
 * nothing is created.
 */
export async function createPaymentIntent(ctx: AppContext, user: SessionUser, input: CreatePaymentIntentRequest): Promise<PaymentIntentResponse> {
  await assertNotCoTenant(ctx.db, user.id);
  const basePence = serviceFeePence(user.customPaymentAmountPence);
  if (input.amount !== basePence) throw badRequest(paymentMessages.amountMismatch);
  if (!(await findCurrentSignature(ctx.db, user.id))) throw conflict(paymentMessages.termsNotSigned);
  if (await hasOpenPayment(ctx, user.id)) throw conflict(checkoutMessages.alreadyPaid);

  const amounts = cardTotalPence(basePence);
  const provider = ctx.cardPayments;
  const intent = await provider.createIntent({
    amountPence: amounts.totalAmount,
    metadata: { userId: user.id, type: input.type, basePence: String(basePence) },
  });
  return {
    clientSecret: intent.clientSecret,
    ...amounts,
    paymentIntentId: intent.id,
    mode: provider.mode,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  };
}
