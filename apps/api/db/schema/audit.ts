import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditOutcomes } from '@nestway/core/audit';

/**
 * The audit trail: one row per staff change, staff read of a client's files, and client act that
 * matters. Append-only (a trigger refuses UPDATE and DELETE) and hash-chained in id order; see
 * docs/decisions/032-audit-trail.md. No foreign keys: the history outlives the accounts it names,
 * so the actor's name and role are kept as they were.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    clientId: uuid('client_id'),
    action: text('action').notNull(),
    targetId: text('target_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    outcome: text('outcome', { enum: auditOutcomes }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_entries_client_id_idx').on(t.clientId, t.id),
    index('audit_entries_actor_id_idx').on(t.actorId, t.id),
    index('audit_entries_occurred_at_idx').on(t.occurredAt),
  ],
);
