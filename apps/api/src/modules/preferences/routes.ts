import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function preferencesRoutes(_app: FastifyInstance, _ctx: AppContext) {}
