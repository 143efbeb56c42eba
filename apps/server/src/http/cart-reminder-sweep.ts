import type { TServices } from '@shop/services';
import type { FastifyInstance } from 'fastify';

/**
 * Every minute, carts left for ABANDONED_CART_MINUTES by a shopper who agreed to a reminder get their one mail.
 * Every app process runs it; the service's conditional claim makes each cart's mail go out once. The timer does not
 * keep the process alive and stops when the server closes.
 */
export function registerCartReminderSweep(app: FastifyInstance, services: TServices, intervalMs = 60_000) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const sent = await services.cart.sendReminders();
      if (sent > 0) app.log.info({ sent }, 'abandoned-cart reminders sent');
    } catch (err) {
      app.log.warn({ err }, 'cart reminder sweep failed');
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
