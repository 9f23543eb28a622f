import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function adminClientRoutes(_app: FastifyInstance, _ctx: AppContext) {}
