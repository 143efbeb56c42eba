import type { TServices } from '@shop/services';
import type { FastifyInstance } from 'fastify';

/**
 * Every minute, delivery window holds whose time ran out (DELIVERY_HOLD_MINUTES after the buyer chose the window)
 * give their crew units back. Every app process runs it; the service makes each hold's release happen once. The
 * timer does not keep the process alive and stops when the server closes.
 */
export function registerDeliveryHoldSweep(app: FastifyInstance, services: TServices, intervalMs = 60_000) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await services.deliveryWindow.expireHolds();
      if (expired > 0) app.log.info({ expired }, 'delivery window holds expired and their units released');
    } catch (err) {
      app.log.warn({ err }, 'delivery hold sweep failed');
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
