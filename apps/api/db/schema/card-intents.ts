import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The test-mode card provider's payment intents (card-payments/test-mode-card-payment-provider.ts),
 * kept in the database so that any instance can confirm and fulfil one another made. Stripe keeps its
 * own; this table is empty on a deployment with Stripe keys.
 */
export const testCardIntents = pgTable(
  'test_card_intents',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('test_card_intents_created_at_idx').on(t.createdAt)],
);
