import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';

/**
 * Reads a table every signed-in request needs: `SELECT 1` alone answers even when the schema is gone (a wiped
 * or never-migrated database), and the shop cannot serve anyone then.
 */
const READINESS_QUERY = 'SELECT 1 FROM sessions LIMIT 1';

export function registerHealth(app: FastifyInstance, dataSource: DataSource) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await dataSource.query(READINESS_QUERY);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
