import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Draining } from '../http/graceful-shutdown.js';
import type { TCachesDetail } from '../http/shared-kept-reads.js';
import type { RenderHealth } from './render-health.js';

/**
 * Reads a table every signed-in request needs: `SELECT 1` alone answers even when the schema is gone (a wiped
 * or never-migrated database), and the shop cannot serve anyone then.
 */
const READINESS_QUERY = 'SELECT 1 FROM sessions LIMIT 1';

/**
 * /healthz: the process answers. /readyz: it can serve the shop, that is, its database answers and, when it draws
 * storefront pages, they draw. After a run of failed pages it draws the home page itself before saying ready again,
 * since a balancer sends no visitor (and so no page that could succeed) to an instance that is not ready. A process
 * that is shutting down is not ready from the signal on, so that a balancer stops sending it requests first. With
 * REDIS_URL its details say whether kept values are shared with the other app processes: Redis is not required,
 * so an unreachable one leaves the instance ready (it serves with kept values bounded by their age).
 */
export function registerHealth(
  app: FastifyInstance,
  dataSource: DataSource,
  renderHealth?: RenderHealth,
  { cachesDetail = () => undefined, draining }: { cachesDetail?: TCachesDetail; draining?: Draining } = {},
) {
  /** The home page drawn as a probe: one at a time, however many checks arrive meanwhile. */
  let probe: Promise<unknown> | undefined;
  const probeHomePage = () => {
    probe ??= app
      .inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
      .catch(() => undefined)
      .finally(() => (probe = undefined));
    return probe;
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (draining?.active) return reply.code(503).send({ status: 'shutting down' });
    try {
      await dataSource.query(READINESS_QUERY);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'database unavailable' });
    }
    // The page handler records the probe's outcome like any other page's.
    if (renderHealth && !renderHealth.healthy) await probeHomePage();
    if (renderHealth && !renderHealth.healthy) {
      request.log.warn('readiness check failed: storefront pages cannot be drawn');
      return reply.code(503).send({ status: 'pages cannot be drawn' });
    }
    const caches = cachesDetail();
    return caches ? { status: 'ready', details: { caches } } : { status: 'ready' };
  });
}
