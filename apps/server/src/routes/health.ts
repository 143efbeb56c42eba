import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';

export function registerHealth(app: FastifyInstance, dataSource: DataSource) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await dataSource.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
