import type { AdminClientRecords } from '@nestway/core/admin-badges';
import type { ConsultationStatus } from '@nestway/core/consultations';
import type { DocumentStatus } from '@nestway/core/documents';
import type { PaymentStatus } from '@nestway/core/payments';
import { TERMS_VERSION } from '@nestway/core/terms';
import { sql } from 'drizzle-orm';
import { validPreferences } from '../../../../test-support/fixtures/preferences';
import { consultations, documents, payments, preferences, termsSignatures, users } from '../../db/schema/index';
import type { Db } from '../../src/db';

/**
 * Clients written straight into the database in bulk (one multi-row INSERT per table and batch), for
 * the admin client-list test and bench. They cannot sign in: the password hash is a placeholder.
 */

/** One client to seed: the account and the onboarding facts the admin list reads. */
export interface ClientSpec {
  fullName: string;
  email: string;
  createdAt: Date;
  isEmailVerified: boolean;
  /** No preferences row, a complete one, or one missing what `hasCompletePreferences` needs (a 0 budget). */
  preferences: 'none' | 'complete' | 'incomplete';
  termsSigned: boolean;
  consultation: ConsultationStatus | null;
  payments: PaymentStatus[];
  /** The statuses of the client's documents, one document each; none when left out. */
  documents?: DocumentStatus[];
}

export interface SeededClient extends ClientSpec {
  id: string;
  /** The same facts as core's badge rules and filters read them. */
  records: AdminClientRecords;
}

const CALL_TIMES_FROM = Date.parse('2030-01-07T09:00:00Z');
const HOUR = 3_600_000;
let callTimes = 0;

/**
 * The i-th client of a realistic funnel, repeating every 20: 4 just registered (one unverified), 2 with
 * preferences, 2 who signed the terms, 2 awaiting call confirmation, 1 confirmed call, 2 completed
 * calls, then payments after a completed call: 1 pending, 1 rejected, 1 rejected then pending, 4 verified.
 */
export function funnelClient(i: number, createdAt: Date): ClientSpec {
  const step = i % 20;
  const spec: ClientSpec = {
    fullName: `Client ${i} ${surnames[i % surnames.length]}`,
    email: `client-${i}@mix.example`,
    createdAt,
    isEmailVerified: step !== 0,
    preferences: step < 4 ? 'none' : 'complete',
    termsSigned: step >= 6,
    consultation: step < 8 ? null : step < 10 ? 'pending' : step < 11 ? 'confirmed' : 'completed',
    payments: [],
  };
  const payments: Record<number, PaymentStatus[]> = { 13: ['pending'], 14: ['rejected'], 15: ['rejected', 'pending'] };
  spec.payments = step >= 16 ? ['verified'] : (payments[step] ?? []);
  return spec;
}

const surnames = ['Okafor', 'Chen', 'Patel', 'Smith', 'García', 'Nguyen', 'Kowalski', 'Haddad', 'Mensah', 'Ivanova'];

/** The facts of a spec as core's rules read them (no offers yet: issue 10). */
export function recordsOf(spec: ClientSpec): AdminClientRecords {
  const { bedrooms, maxBudget, moveInDate } = validPreferences;
  return {
    preferences: spec.preferences === 'none' ? null : { bedrooms, moveInDate, maxBudget: spec.preferences === 'complete' ? maxBudget : 0 },
    consultation: spec.consultation ? { status: spec.consultation } : null,
    payments: spec.payments.map((status) => ({ status })),
    documents: (spec.documents ?? []).map((status) => ({ status })),
    termsSigned: spec.termsSigned,
    offerAccepted: false,
  };
}

/** Writes the clients, `batchSize` at a time: one INSERT per table per batch. */
export async function insertClients(db: Db, specs: readonly ClientSpec[], { batchSize = 1_000 } = {}): Promise<SeededClient[]> {
  const seeded: SeededClient[] = [];
  for (let start = 0; start < specs.length; start += batchSize) {
    const batch = specs.slice(start, start + batchSize);
    const rows = await db
      .insert(users)
      .values(
        batch.map((spec) => ({
          email: spec.email,
          fullName: spec.fullName,
          passwordHash: 'seeded: cannot sign in',
          role: 'tenant' as const,
          emailVerifiedAt: spec.isEmailVerified ? spec.createdAt : null,
          createdAt: spec.createdAt,
          updatedAt: spec.createdAt,
        })),
      )
      .returning({ id: users.id });
    const clients = batch.map((spec, i) => ({ ...spec, id: rows[i]!.id, records: recordsOf(spec) }));
    await insertRecords(db, clients);
    seeded.push(...clients);
  }
  return seeded;
}

async function insertRecords(db: Db, clients: readonly SeededClient[]): Promise<void> {
  const withPreferences = clients.filter((c) => c.preferences !== 'none');
  if (withPreferences.length > 0) {
    await db
      .insert(preferences)
      .values(withPreferences.map((c) => ({ ...validPreferences, maxBudget: c.preferences === 'complete' ? 900 : 0, userId: c.id })));
  }
  const signed = clients.filter((c) => c.termsSigned);
  if (signed.length > 0) {
    await db.insert(termsSignatures).values(
      signed.map((c) => ({
        userId: c.id,
        termsVersion: TERMS_VERSION,
        fullName: c.fullName,
        signature: c.fullName,
        signedAt: c.createdAt,
        ipAddress: '127.0.0.1',
      })),
    );
  }
  const withConsultation = clients.filter((c) => c.consultation !== null);
  if (withConsultation.length > 0) {
    await db.insert(consultations).values(
      withConsultation.map((c) => {
        // Each booked call holds its own hour (one call per time, decision 013).
        const time = new Date(CALL_TIMES_FROM + callTimes++ * HOUR);
        return {
          userId: c.id,
          status: c.consultation!,
          requestedDateTime: time,
          confirmedDateTime: c.consultation === 'pending' ? null : time,
        };
      }),
    );
  }
  const paymentRows = clients.flatMap((c) =>
    c.payments.map((status, i) => ({
      userId: c.id,
      amountPence: 250_00,
      type: 'initial',
      method: 'bank_transfer' as const,
      status,
      createdAt: new Date(c.createdAt.getTime() + (i + 1) * HOUR),
    })),
  );
  if (paymentRows.length > 0) await db.insert(payments).values(paymentRows);
  const documentRows = clients.flatMap((c) =>
    (c.documents ?? []).map((status, i) => ({
      userId: c.id,
      type: 'passport' as const,
      status,
      fileKey: `documents/seeded-${c.id}-${i}.png`,
      contentType: 'image/png',
      originalFileName: `passport-${i}.png`,
      sizeBytes: 1024,
    })),
  );
  if (documentRows.length > 0) await db.insert(documents).values(documentRows);
}

/**
 * What PostgreSQL's autovacuum does after a bulk load: VACUUM and ANALYZE, so the planner knows the
 * tables' sizes. (PGlite has no autovacuum: see docs/decisions/014-admin-client-list.md.)
 */
export async function settleAfterBulkLoad(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
