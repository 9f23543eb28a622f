import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function groupRoutes(_app: FastifyInstance, _ctx: AppContext) {}
