import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function checkoutRoutes(_app: FastifyInstance, _ctx: AppContext) {}
