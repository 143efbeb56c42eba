import type { TServices } from '@shop/services';
import type { FastifyInstance } from 'fastify';

/**
 * Every minute, unpaid orders whose reservation ran out give their stock back (RESERVATION_MINUTES after
 * checkout). Every app process runs it; the service makes each order's release happen once. The timer does not
 * keep the process alive and stops when the server closes.
 */
export function registerReservationSweep(app: FastifyInstance, services: TServices, intervalMs = 60_000) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await services.checkout.expireReservations();
      if (expired > 0) app.log.info({ expired }, 'unpaid orders expired and their stock released');
    } catch (err) {
      app.log.warn({ err }, 'reservation sweep failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
