import { checkoutMessages } from '@nestway/core/checkout';
import { cardTotalPence, formatMoney } from '@nestway/core/money';
import { CARD_PAYMENT_MARKER, clientPaymentTypes, type ClientPaymentType } from '@nestway/core/payments';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../../db/schema/index';
import type { CardIntent } from '../../card-payments/card-payment-provider';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { cardPaymentReceiptMail, cardPaymentToVerifyMail, type CardCharge } from '../../mail/card-mails';
import { queueMails } from '../../mail/outbox';
import { paths } from '@nestway/core/web-routes';
import { appLink } from '../../lib/app-links';
import { recordAudit, type AuditActor } from '../../audit/record';

/**
 * What a succeeded intent paid for, checked against the fee rule: the base is the one this server
 * wrote into the intent's metadata when it created it, and the charged amount must be exactly that
 * base plus the card transaction fee.
 */
const isClientPaymentType = (type: string | undefined): type is ClientPaymentType => clientPaymentTypes.some((known) => known === type);

function chargeOf(intent: CardIntent): CardCharge & { userId: string; type: ClientPaymentType } {
  if (intent.status !== 'succeeded') throw conflict(checkoutMessages.intentNotSucceeded);
  const { userId, type, basePence } = intent.metadata;
  const base = Number(basePence);
  if (!userId || !isClientPaymentType(type) || !Number.isSafeInteger(base) || base < 0)
    throw badRequest(checkoutMessages.intentDoesNotMatch);
  const amounts = cardTotalPence(base);
  if (intent.amountPence !== amounts.totalAmount) throw badRequest(checkoutMessages.intentDoesNotMatch);
  return { userId, type, ...amounts, paymentIntentId: intent.id };
}

const cardNotes = (charge: CardCharge, testMode: boolean) =>
  [
    CARD_PAYMENT_MARKER,
    `Service fee ${formatMoney(charge.baseAmount)} + card transaction fee ${formatMoney(charge.transactionFee)} = ${formatMoney(charge.totalAmount)}.`,
    `PaymentIntent ${charge.paymentIntentId}.`,
    ...(testMode ? ['TEST MODE: no card was charged.'] : []),
  ].join(' ');

/**
 * Records a succeeded card payment: pending, awaiting the admin's verification. The success call and
 * the webhook both come here. The payment row is keyed by the PaymentIntent id (unique), so any number
 * of repeats, in any interleaving, make exactly one payment, and only the one that made it sends the
 * e-mails and writes the `payment.card` audit entry, as `actor` when that is not the signed-in client.
 */
export async function fulfilCardPayment(
  ctx: AppContext,
  intent: CardIntent,
  actor?: AuditActor,
): Promise<{ paymentId: string; created: boolean }> {
  const charge = chargeOf(intent);
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
    .from(users)
    .where(eq(users.id, charge.userId));
  if (!user) throw notFound(checkoutMessages.intentNotFound);

  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
        userId: user.id,
        amountPence: charge.totalAmount,
        type: charge.type,
        method: 'card',
        status: 'pending',
        notes: cardNotes(charge, ctx.cardPayments.mode === 'test'),
        providerPaymentId: intent.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: payments.providerPaymentId })
      .returning({ id: payments.id });
    if (inserted) {
      await queueMails(ctx, tx, [
        { message: cardPaymentReceiptMail(user, charge, appLink(ctx.config, paths.dashboard)), userId: user.id },
        { message: cardPaymentToVerifyMail(user, charge, appLink(ctx.config, paths.adminUser.href(user.id))), userId: user.id },
      ]);
      await recordAudit(tx, { clientId: user.id, targetId: inserted.id, actor });
    }
    return inserted;
  });
  if (created) return { paymentId: created.id, created: true };
  const [existing] = await ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, intent.id));
  if (!existing) throw conflict(checkoutMessages.intentNotFound);
  return { paymentId: existing.id, created: false };
}
