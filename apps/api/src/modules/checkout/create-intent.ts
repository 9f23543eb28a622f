import { checkoutMessages, statesFee, type CreatePaymentIntentRequest, type PaymentIntentResponse } from '@nestway/core/checkout';
import { cardTotalPence } from '@nestway/core/money';
import { paymentMessages } from '@nestway/core/payments';
import { cardIntents } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { badRequest, serviceUnavailable } from '../../lib/app-error';
import type { SessionUser } from '../shared/session-user';
import { amountDue, assertMayPay, assertNoOpenPayment } from '../payments/index';

/**
 * Starts a card payment of what the user owes for `type` (the upfront fee, or the rest of the fee)
 * plus the card transaction fee. The posted amount is only compared with what the server knows is
 * owed: a page showing another amount is refused, and nothing is created.
 */
export async function createPaymentIntent(
  ctx: AppContext,
  user: SessionUser,
  input: CreatePaymentIntentRequest,
): Promise<PaymentIntentResponse> {
  const provider = ctx.cardPayments;
  if (provider.mode === 'off') throw serviceUnavailable(checkoutMessages.cardPaymentsOff);
  await assertMayPay(ctx.db, user, 'client');
  await assertNoOpenPayment(ctx.db, user.id, input.type);
  const basePence = await amountDue(ctx.db, user.id, input.type);
  if (!statesFee(input.amountReadings, basePence)) throw badRequest(paymentMessages.amountMismatch);

  const amounts = cardTotalPence(basePence);
  const intent = await provider.createIntent({
    amountPence: amounts.totalAmount,
    metadata: { userId: user.id, type: input.type, basePence: String(basePence) },
  });
  // The spec's success call names no intent: it is this client's latest (process-success.ts).
  await ctx.db.insert(cardIntents).values({ id: intent.id, userId: user.id, createdAt: ctx.clock.now() });
  return {
    clientSecret: intent.clientSecret,
    ...amounts,
    paymentIntentId: intent.id,
    mode: provider.mode,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  };
}
