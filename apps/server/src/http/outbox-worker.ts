import type { TServices } from '@shop/services';
import type { FastifyInstance } from 'fastify';

/**
 * The outbox worker delivers queued mail from this process once the server is ready, and stops on close after the
 * message it is sending. Every app process runs one; the outbox's conditional claim gives each message to one.
 */
export function registerOutboxWorker(app: FastifyInstance, services: Pick<TServices, 'outboxWorker'>) {
  app.addHook('onReady', async () => services.outboxWorker.start());
  app.addHook('onClose', async () => services.outboxWorker.stop());
}
