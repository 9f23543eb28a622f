import { createHash } from 'node:crypto';
import type { AuditAction, AuditOutcome } from '@nestway/core/audit';
import { asc, desc, gt, sql } from 'drizzle-orm';
import { auditEntries } from '../../db/schema/index';
import type { Db } from '../db';

/** The chain's first link: what the first entry's prev_hash is. */
const GENESIS_HASH = '0'.repeat(64);

/** The key of the transaction-level advisory lock every append takes, so two instances never fork the chain. */
const AUDIT_APPEND_LOCK_KEY = 7_310_552_904;

/** What an entry says, before the chain gives it an id and hashes. */
export interface AuditFacts {
  occurredAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  clientId: string | null;
  action: AuditAction;
  targetId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  outcome: AuditOutcome;
}

type StoredEntry = typeof auditEntries.$inferSelect;

/**
 * The canonical serialisation hashed for an entry: a JSON array of its fields in a fixed order, the
 * time as ISO 8601 in UTC (milliseconds, as the column keeps it). An array, not an object, so the
 * order never depends on how a row was built.
 */
function canonical(entry: Omit<StoredEntry, 'prevHash' | 'hash'>): string {
  return JSON.stringify([
    entry.id,
    entry.occurredAt.toISOString(),
    entry.actorId,
    entry.actorName,
    entry.actorRole,
    entry.clientId,
    entry.action,
    entry.targetId,
    entry.ipAddress,
    entry.userAgent,
    entry.outcome,
  ]);
}

const entryHash = (prevHash: string, entry: Omit<StoredEntry, 'prevHash' | 'hash'>) =>
  createHash('sha256').update(prevHash).update('\n').update(canonical(entry)).digest('hex');

/**
 * Appends one entry inside the caller's transaction `tx`: takes the append lock (held until that
 * transaction ends), reads the last hash, draws the next id and inserts the entry chained to it. The
 * entry commits or rolls back with the change it records. Appends queue on the lock, so the chain
 * has one head whatever the number of instances.
 */
export async function appendAuditEntry(tx: Db, facts: AuditFacts): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_APPEND_LOCK_KEY})`);
  const [last] = await tx.select({ hash: auditEntries.hash }).from(auditEntries).orderBy(desc(auditEntries.id)).limit(1);
  const next = await tx.execute(sql`select nextval(pg_get_serial_sequence('audit_entries', 'id'))::bigint as id`);
  const id = Number((next as unknown as { rows: { id: string | number }[] }).rows[0]!.id);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const occurredAt = new Date(facts.occurredAt.getTime());
  const entry = { ...facts, id, occurredAt };
  await tx.insert(auditEntries).values({ ...entry, prevHash, hash: entryHash(prevHash, entry) });
}

const VERIFY_BATCH = 1000;

/**
 * Walks the chain in id order, recomputing each hash: an entry whose prev_hash is not the hash of the
 * entry before it (one was deleted or altered), or whose hash is not its own (it was altered), is the
 * first broken one.
 */
export async function verifyAuditChain(db: Db): Promise<{ ok: boolean; checked: number; firstBrokenId: number | null }> {
  let expectedPrev = GENESIS_HASH;
  let afterId = 0;
  let checked = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(auditEntries)
      .where(gt(auditEntries.id, afterId))
      .orderBy(asc(auditEntries.id))
      .limit(VERIFY_BATCH);
    for (const row of batch) {
      checked++;
      const { prevHash, hash, ...fields } = row;
      if (prevHash !== expectedPrev || hash !== entryHash(prevHash, fields)) return { ok: false, checked, firstBrokenId: row.id };
      expectedPrev = hash;
      afterId = row.id;
    }
    if (batch.length < VERIFY_BATCH) return { ok: true, checked, firstBrokenId: null };
  }
}
