import { checkoutMessages } from '@nestway/core/checkout';
import { desc, eq } from 'drizzle-orm';
import { cardIntents } from '../../../db/schema/index';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { fulfilCardPayment } from './fulfil-card-payment';

/** The client's latest card payment intent (create-intent.ts records each), or null. */
async function latestIntentId(ctx: AppContext, userId: string): Promise<string | null> {
  const [latest] = await ctx.db
    .select({ id: cardIntents.id })
    .from(cardIntents)
    .where(eq(cardIntents.userId, userId))
    .orderBy(desc(cardIntents.createdAt))
    .limit(1);
  return latest?.id ?? null;
}

/**
 * The browser's report that a card payment went through. Nothing it says is trusted: the intent is
 * read from the provider, must belong to the caller (404 otherwise) and must have succeeded. The web
 * names the intent; the spec's call has an empty body, and then it is the client's latest intent.
 */
export async function processCardSuccess(
  ctx: AppContext,
  userId: string,
  paymentIntentId: string | undefined,
): Promise<{ paymentId: string }> {
  const id = paymentIntentId ?? (await latestIntentId(ctx, userId));
  const intent = id === null ? null : await ctx.cardPayments.retrieveIntent(id);
  if (!intent || intent.metadata.userId !== userId) throw notFound(checkoutMessages.intentNotFound);
  const { paymentId } = await fulfilCardPayment(ctx, intent);
  return { paymentId };
}
