import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function paymentRoutes(_app: FastifyInstance, _ctx: AppContext) {}
