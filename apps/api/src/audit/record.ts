import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditAction, AuditOutcome } from '@nestway/core/audit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import { appendAuditEntry, type AuditFacts } from './chain';

/** The audited request a handler is running for: set by route() for every endpoint whose contract names an action. */
interface AuditScope {
  request: FastifyRequest;
  action: AuditAction;
  clock: Clock;
  /** Whether the handler's transaction has written its entry. */
  recorded: boolean;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs an audited endpoint's handler with its request in scope, so the services it calls can record the entry. */
export function runAudited<T>(
  scope: Omit<AuditScope, 'recorded'>,
  handler: () => Promise<T>,
): { result: Promise<T>; recorded: () => boolean } {
  const state: AuditScope = { ...scope, recorded: false };
  return { result: scopes.run(state, handler), recorded: () => state.recorded };
}

const USER_AGENT_MAX = 512;

/** Who an entry names when it is not the request's signed-in user. */
export interface AuditActor {
  id: string | null;
  name: string | null;
  role: string;
}

/** Stripe's webhook: no person acted, so the entry names the provider, in the role no account has. */
export const CARD_PROVIDER_ACTOR: AuditActor = { id: null, name: 'Card provider', role: 'system' };

/** Who made the request and from where, as the entry keeps it. */
export function requestFacts(
  request: FastifyRequest,
  action: AuditAction,
  outcome: AuditOutcome,
  now: Date,
): Omit<AuditFacts, 'clientId' | 'targetId'> {
  const userAgent = request.headers['user-agent'];
  return {
    occurredAt: now,
    actorId: request.user?.id ?? null,
    // Staff are named as they were then; a client only by id, so their entries hold no name once their account is deleted.
    actorName: request.user?.role === 'admin' ? request.user.fullName : null,
    actorRole: request.user?.role ?? null,
    action,
    ipAddress: request.ip || null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : null,
    outcome,
  };
}

/**
 * Writes the audit entry of the request under way, in the transaction `tx` that makes its change: the
 * entry commits with the change or not at all. Services call it inside their transaction; the action,
 * actor, IP address and user agent come from the request route() put in scope, the actor unless
 * `actor` names another (an anonymous request's: the staff member it created, the card provider).
 * Outside an audited request (a job, a test calling a service) it records nothing.
 */
export async function recordAudit(
  tx: Db,
  { clientId = null, targetId = null, actor }: { clientId?: string | null; targetId?: string | null; actor?: AuditActor | undefined },
): Promise<void> {
  const scope = scopes.getStore();
  if (!scope) return;
  const facts = requestFacts(scope.request, scope.action, 'succeeded', scope.clock.now());
  const named = actor && { actorId: actor.id, actorName: actor.name, actorRole: actor.role };
  await appendAuditEntry(tx, { ...facts, ...named, clientId, targetId });
  scope.recorded = true;
}

/** Records a staff read of a client's files, in a transaction of its own, before the file is sent. */
export async function recordAuditedRead(db: Db, facts: { clientId: string; targetId: string }): Promise<void> {
  await db.transaction((tx) => recordAudit(tx, facts));
}
