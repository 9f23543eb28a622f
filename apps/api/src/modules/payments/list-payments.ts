import type { PaymentRecord } from '@nestway/core/payments';
import { desc, eq } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import type { Db } from '../../db';
import { toPaymentRecord } from './records';

/** A user's payments, newest first. */
export async function listPayments(db: Db, userId: string): Promise<PaymentRecord[]> {
  const rows = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(toPaymentRecord);
}
