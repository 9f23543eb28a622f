import { checkoutMessages } from '@nestway/core/checkout';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { fulfilCardPayment } from './fulfil-card-payment';

/**
 * The browser's report that a card payment went through. Nothing it says is trusted: the intent is
 * read from the provider, must belong to the caller (404 otherwise) and must have succeeded.
 */
export async function processCardSuccess(ctx: AppContext, userId: string, paymentIntentId: string): Promise<{ paymentId: string }> {
  const intent = await ctx.cardPayments.retrieveIntent(paymentIntentId);
  if (!intent || intent.metadata.userId !== userId) throw notFound(checkoutMessages.intentNotFound);
  const { paymentId } = await fulfilCardPayment(ctx, intent);
  return { paymentId };
}
