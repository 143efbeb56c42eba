import type { TServices } from '@shop/services';
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from './periodic-sweep.js';

/**
 * Every minute, carts left for ABANDONED_CART_MINUTES by a shopper who agreed to a reminder get their one mail.
 * Every app process runs it; the service's conditional claim makes each cart's mail go out once. Every
 * `staleEveryMs` (an hour) the same timer also deletes stale guest carts (empty or long abandoned), so that cart
 * sessions never filled do not pile up (registerPeriodicSweep runs it).
 */
export function registerCartReminderSweep(
  app: FastifyInstance,
  services: Pick<TServices, 'cart'>,
  intervalMs = 60_000,
  staleEveryMs = 3_600_000,
) {
  // Counted in sweeps rather than by the clock: the first sweep deletes stale carts, then every staleEveryMs.
  const staleEvery = Math.max(1, Math.round(staleEveryMs / intervalMs));
  let sweeps = 0;
  registerPeriodicSweep(app, 'cart reminder sweep', intervalMs, async () => {
    const sent = await services.cart.sendReminders();
    if (sent > 0) app.log.info({ sent }, 'abandoned-cart reminders sent');
    if (sweeps++ % staleEvery === 0) {
      const deleted = await services.cart.sweepStale();
      if (deleted > 0) app.log.info({ deleted }, 'stale guest carts deleted');
    }
  });
}
