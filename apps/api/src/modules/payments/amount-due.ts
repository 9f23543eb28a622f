import {
  ADMIN_OVERRIDE_PAYMENT_TYPE,
  BALANCE_PAYMENT_TYPE,
  isUpfrontFeeAgreed,
  paymentMessages,
  remainingFeePence,
  serviceFeePence,
  type ClientPaymentType,
  type RemainingFee,
} from '@nestway/core/payments';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { groupMembers, payments, preferences, propertyOffers, tenantGroups, users } from '../../../db/schema/index';
import type { Db } from '../../db';
import { AppError } from '../../lib/app-error';
import { findGroupConsultation } from '../consultations/index';

/**
 * The rest of the service fee for the account that pays it (a group's leader pays for the group,
 * decision 006): the full fee for the number of applicants less the upfront fee once a payment
 * towards it is verified. It is due once any offer of the payer or of a co-tenant who joined their
 * group has been accepted. See docs/decisions/020-viewings-and-offers.md.
 */
export async function remainingFee(db: Db, payerId: string): Promise<RemainingFee> {
  const [payer] = await db
    .select({ customPaymentAmountPence: users.customPaymentAmountPence, applicants: preferences.numberOfTenants })
    .from(users)
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .where(eq(users.id, payerId));
  const applicants = payer?.applicants ?? 1;
  const upfrontFeePence = serviceFeePence(payer?.customPaymentAmountPence);

  const [upfront] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, payerId), eq(payments.status, 'verified'), ne(payments.type, BALANCE_PAYMENT_TYPE)))
    .limit(1);
  const groupMemberIds = db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(tenantGroups, eq(tenantGroups.id, groupMembers.groupId))
    .where(eq(tenantGroups.leaderUserId, payerId));
  const [accepted] = await db
    .select({ id: propertyOffers.id })
    .from(propertyOffers)
    .where(
      and(eq(propertyOffers.status, 'accepted'), or(eq(propertyOffers.userId, payerId), inArray(propertyOffers.userId, groupMemberIds))),
    )
    .limit(1);

  const upfrontPaid = upfront !== undefined;
  return {
    due: accepted !== undefined,
    applicants,
    fullFeePence: remainingFeePence({ applicants, upfrontFeePence, upfrontPaid: false }),
    upfrontFeePence,
    upfrontPaid,
    remainingPence: remainingFeePence({ applicants, upfrontFeePence, upfrontPaid }),
  };
}

/**
 * What the payer owes now for a payment of `type`, in pence: the upfront fee set for them, once it is
 * agreed (`isUpfrontFeeAgreed`: the consultation completed, or the fee set or a payment recorded by an
 * admin), or the rest of the fee, which may only be paid once it is due and more than nothing.
 */
export async function amountDue(db: Db, payerId: string, type: ClientPaymentType): Promise<number> {
  if (type !== BALANCE_PAYMENT_TYPE) {
    const [payer] = await db.select({ customPaymentAmountPence: users.customPaymentAmountPence }).from(users).where(eq(users.id, payerId));
    const overrides = await db
      .select({ type: payments.type })
      .from(payments)
      .where(and(eq(payments.userId, payerId), eq(payments.type, ADMIN_OVERRIDE_PAYMENT_TYPE)))
      .limit(1);
    const agreed = isUpfrontFeeAgreed({
      consultation: await findGroupConsultation(db, payerId),
      feeSetByAdmin: payer?.customPaymentAmountPence != null,
      payments: overrides,
    });
    if (!agreed) throw new AppError('fee_not_agreed', paymentMessages.feeNotAgreed);
    return serviceFeePence(payer?.customPaymentAmountPence);
  }
  const fee = await remainingFee(db, payerId);
  if (!fee.due || fee.remainingPence === 0) throw new AppError('conflict', paymentMessages.balanceNotDue);
  return fee.remainingPence;
}
