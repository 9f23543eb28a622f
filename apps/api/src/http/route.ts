import type { Endpoint, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf, ReplyOf } from '@nestway/core/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import { runAudited } from '../audit/record';
import { writeAuditAfterwards } from '../audit/hook';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from; every /api route has one. */
    endpoint?: Endpoint;
  }
}

/** A request as the contract's schemas parsed it. */
interface ContractRequest<E extends Endpoint> extends FastifyRequest {
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
}

export type ContractHandler<E extends Endpoint> = (request: ContractRequest<E>, reply: FastifyReply) => Promise<ReplyOf<E> | FastifyReply>;

/** '/api/admin/users/{id}' as Fastify writes it: '/api/admin/users/:id'. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers the route a contract declares: its method and path, who may call it (config.access), the
 * schemas that parse its params, query and JSON body, and the schemas its JSON answers are sent
 * through. An endpoint with one success status answers it unless the handler sets another.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: ContractHandler<E>): void {
  const jsonResponses = Object.fromEntries(Object.entries(endpoint.responses).filter(([, schema]) => schema !== 'file'));
  const statuses = Object.keys(endpoint.responses).map(Number);
  const successStatus = statuses.length === 1 ? statuses[0]! : 200;
  const schema: FastifySchema = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(Object.keys(jsonResponses).length > 0 && { response: jsonResponses }),
  };
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    config: { access: endpoint.access, endpoint },
    schema,
    handler: (async (request: FastifyRequest, reply: FastifyReply) => {
      reply.code(successStatus);
      const action = endpoint.audit;
      if (!action) return handler(request as ContractRequest<E>, reply);
      const run = runAudited({ request, action, clock: app.ctx.clock }, () => handler(request as ContractRequest<E>, reply));
      const result = await run.result;
      // A staff call whose handler wrote no entry (a change that turned out to change nothing) is still recorded.
      // A client's own acts are recorded by their services only.
      if (!run.recorded() && request.user?.role === 'admin') {
        if (endpoint.method !== 'GET') request.log.warn({ action }, 'audited change wrote no entry in its transaction: recorded after it');
        await writeAuditAfterwards(app.ctx, request, action, 'succeeded');
      }
      return result;
    }) as RouteHandlerMethod,
  });
}
