import type { TServices } from '@shop/services';
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from './periodic-sweep.js';

/**
 * Every minute, unpaid orders whose reservation ran out give their stock back (RESERVATION_MINUTES after
 * checkout); the service makes each order's release happen once.
 */
export function registerReservationSweep(app: FastifyInstance, services: TServices, intervalMs = 60_000) {
  registerPeriodicSweep(app, 'reservation sweep', intervalMs, async () => {
    const expired = await services.checkout.expireReservations();
    if (expired > 0) app.log.info({ expired }, 'unpaid orders expired and their stock released');
  });
}
