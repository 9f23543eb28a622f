import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function termsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
