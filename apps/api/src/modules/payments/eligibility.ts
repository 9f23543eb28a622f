import { BALANCE_PAYMENT_TYPE, paymentMessages, type ClientPaymentType } from '@nestway/core/payments';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { payments, users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { AppError, conflict } from '../../lib/app-error';
import { findGroupPlace } from '../groups/group-lookup';
import { groupMessages } from '@nestway/core/groups';
import { findCurrentSignature } from '../terms/signatures';

interface Payer {
  id: string;
  fullName: string;
}

/**
 * Whether a payment may be made for this client now: the one rule behind bank transfers, card
 * checkout and the admin's fee and payment overrides. Payments belong to a group's leader
 * (docs/decisions/006-co-tenants.md), whoever asks. A client must also have signed the terms in force;
 * the admin records money already received, so for the admin the payer rule is the whole check.
 * Whether a payment of that kind is already in play is `assertNoOpenPayment`, checked where the
 * payment is recorded.
 */
export async function assertMayPay(db: Db, client: Payer, actor: 'client' | 'admin'): Promise<void> {
  const place = await findGroupPlace(db, client.id);
  if (place?.role === 'cotenant') {
    if (actor === 'client') throw new AppError('leader_only', groupMessages.leaderOnly);
    const [leader] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, place.leaderUserId));
    throw conflict(
      `${client.fullName} is a co-tenant in ${leader!.fullName}'s group: the fee and payments are on the group leader's account.`,
      { params: { clientName: client.fullName, leaderName: leader!.fullName } },
    );
  }
  if (actor === 'admin') return;
  if (!(await findCurrentSignature(db, client.id))) throw new AppError('terms_not_signed', paymentMessages.termsNotSigned);
}

/**
 * A client has at most one payment in play for each part of the fee: pending (awaiting review) or
 * verified. A rejected one does not count. The admin's override records count as the upfront fee.
 */
export async function assertNoOpenPayment(db: Db, userId: string, type: ClientPaymentType): Promise<void> {
  const isBalance = type === BALANCE_PAYMENT_TYPE;
  const [open] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.status, ['pending', 'verified']),
        isBalance ? eq(payments.type, BALANCE_PAYMENT_TYPE) : ne(payments.type, BALANCE_PAYMENT_TYPE),
      ),
    )
    .limit(1);
  if (open) throw new AppError('payment_exists', isBalance ? paymentMessages.balanceExists : paymentMessages.alreadyPaid);
}
