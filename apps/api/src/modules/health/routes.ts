import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db';
import { serviceUnavailable } from '../../lib/app-error';

/** /healthz: the process answers. /readyz: the database answers too (a load balancer stops routing when it fails). */
export function healthRoutes(app: FastifyInstance, database: Database) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => {
    try {
      await database.ping();
    } catch {
      throw serviceUnavailable('The database is not reachable.');
    }
    return { status: 'ready' };
  });
}
