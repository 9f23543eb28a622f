import type { PaymentRecord } from '@nestway/core/payments';
import { desc, eq } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import type { Db } from '../../db';
import { groupAccountHolder } from '../shared/group-lookup';
import { toPaymentRecord } from './records';

/** The payments that apply to a user, newest first: their own, or their group leader's for a co-tenant. */
export async function listPayments(db: Db, userId: string): Promise<PaymentRecord[]> {
  const payerId = await groupAccountHolder(db, userId);
  const rows = await db.select().from(payments).where(eq(payments.userId, payerId)).orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(toPaymentRecord);
}
