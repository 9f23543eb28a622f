import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function callRoutes(_app: FastifyInstance, _ctx: AppContext) {}
