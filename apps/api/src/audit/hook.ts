import type { AuditAction, AuditOutcome } from '@nestway/core/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { appendAuditEntry } from './chain';
import { requestFacts } from './record';

/**
 * The client and target an entry names when its handler did not say: the path's client (`/users/{id}`,
 * `{userId}`) and its record id.
 */
function factsFromPath(request: FastifyRequest): { clientId: string | null; targetId: string | null } {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const path = request.routeOptions.config.endpoint?.path ?? '';
  const isClientPath = path.includes('/users/{id}');
  const uuid = (value: string | undefined) =>
    value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : null;
  return {
    clientId: uuid(params.userId) ?? (isClientPath ? uuid(params.id) : null),
    targetId: (isClientPath ? null : (params.id ?? params.sessionId ?? params.name)) ?? null,
  };
}

/** Writes an entry in a transaction of its own: a read's, or a refusal's or failure's after the change was rolled back. */
export async function writeAuditAfterwards(
  ctx: AppContext,
  request: FastifyRequest,
  action: AuditAction,
  outcome: AuditOutcome,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await appendAuditEntry(tx, { ...requestFacts(request, action, outcome, ctx.clock.now()), ...factsFromPath(request) });
  });
}

/**
 * A refused (4xx) or failed (5xx) call of an audited endpoint by a signed-in user is recorded before its
 * answer is sent (so a caller who reads the log next finds it): its change, if any, was rolled back with
 * no entry. Anonymous calls answered 401 are not (anyone could fill the trail with them).
 */
export function registerAuditOutcomes(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const action = request.routeOptions.config.endpoint?.audit;
    if (!action || reply.statusCode < 400 || !request.user) return payload;
    try {
      await writeAuditAfterwards(app.ctx, request, action, reply.statusCode >= 500 ? 'failed' : 'refused');
    } catch (error) {
      request.log.error({ err: error, action }, 'the audit entry of a refused or failed call could not be written');
    }
    return payload;
  });
}
