import { randomBytes } from 'node:crypto';
import { testCardOutcome, type TestCardOutcome } from '@nestway/core/checkout';
import { eq, lte } from 'drizzle-orm';
import { testCardIntents } from '../../db/schema/index';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import type { CardPaymentProvider } from './card-payment-provider';

export interface TestModeCardPaymentProvider extends CardPaymentProvider {
  readonly mode: 'test';
  /** Confirms an intent with a test card (its number, and its expiry when the form sent it), as Stripe.js does in the browser in Stripe mode; null for an unknown id. */
  confirmIntent(id: string, card: { cardNumber: string; expiry?: string | undefined }): Promise<TestCardOutcome | null>;
}

/** Test intents are kept a week: long enough for any checkout, and then purged (purge_expired). */
const KEEP_DAYS = 7;

/**
 * The provider that charges nobody: on the embedded database, or when CARD_PAYMENTS=test is set
 * (card-payments/create-card-payment-provider.ts). Its intents are rows, shared by every instance. It
 * never receives webhooks (parseWebhook refuses every body), so the only way to fulfil an intent is
 * the signed-in success call after a test card confirmed it.
 */
export function testModeCardPaymentProvider(db: Db, clock: Clock): TestModeCardPaymentProvider {
  const find = async (id: string) => (await db.select().from(testCardIntents).where(eq(testCardIntents.id, id)))[0] ?? null;

  return {
    mode: 'test',
    publishableKey: undefined,

    async createIntent({ amountPence, metadata }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      await db.insert(testCardIntents).values({ id, status: 'requires_payment_method', amountPence, metadata, createdAt: clock.now() });
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },

    async retrieveIntent(id) {
      const intent = await find(id);
      return intent && { id: intent.id, status: intent.status, amountPence: intent.amountPence, metadata: intent.metadata };
    },

    parseWebhook: () => null,

    async confirmIntent(id, { cardNumber, expiry }) {
      const intent = await find(id);
      if (!intent) return null;
      if (intent.status === 'succeeded') return { status: 'succeeded' };
      const outcome = testCardOutcome(cardNumber, expiry, clock.now());
      if (outcome.status === 'succeeded') await db.update(testCardIntents).set({ status: 'succeeded' }).where(eq(testCardIntents.id, id));
      return outcome;
    },
  };
}

/** Deletes test intents older than a week (the purge_expired job); returns how many. */
export async function purgeOldTestIntents(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60_000);
  const gone = await db.delete(testCardIntents).where(lte(testCardIntents.createdAt, before)).returning({ id: testCardIntents.id });
  return gone.length;
}
