import type { TServices } from '@shop/services';
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from './periodic-sweep.js';

/**
 * Every minute, delivery window holds whose time ran out (DELIVERY_HOLD_MINUTES after the buyer chose the window)
 * give their crew units back; the service makes each hold's release happen once.
 */
export function registerDeliveryHoldSweep(app: FastifyInstance, services: TServices, intervalMs = 60_000) {
  registerPeriodicSweep(app, 'delivery hold sweep', intervalMs, async () => {
    const expired = await services.deliveryWindow.expireHolds();
    if (expired > 0) app.log.info({ expired }, 'delivery window holds expired and their units released');
  });
}
