import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

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

/**
 * Every card payment intent this server created, with either provider, and whom it is for: the spec's
 * success call has an empty body, so the server looks up the client's latest intent here and checks it
 * with the provider. Deleted with the client.
 */
export const cardIntents = pgTable(
  'card_intents',
  {
    /** The provider's PaymentIntent id. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('card_intents_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
